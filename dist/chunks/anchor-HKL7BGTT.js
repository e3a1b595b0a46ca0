import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  noValueReason,
  ownSeries,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-UKCKU4RQ.js";
import "./chunk-QVLPBBDA.js";
import "./chunk-43OLHB65.js";
import "./chunk-PZ5RKO3F.js";
import "./chunk-D7LP24PK.js";
import "./chunk-OKL52YV7.js";
import "./chunk-K5AZ55E6.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  noValueReason,
  ownSeries,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

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
} from "./chunk-GSJVERUQ.js";
import "./chunk-QIGOK4L2.js";
import "./chunk-43OLHB65.js";
import "./chunk-HDZTUQTJ.js";
import "./chunk-7DQ265RP.js";
import "./chunk-FDTE5OCA.js";
import "./chunk-77CMC3F4.js";
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

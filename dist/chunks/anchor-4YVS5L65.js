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
} from "./chunk-5VSJBSRH.js";
import "./chunk-N6VGYVNZ.js";
import "./chunk-43OLHB65.js";
import "./chunk-LHJB47U6.js";
import "./chunk-EOEPKN44.js";
import "./chunk-VC2CEVGM.js";
import "./chunk-F7GUU4VA.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-ZQYV2ZQW.js";
import "./chunk-Y3TIOFI7.js";
import "./chunk-HG4FBA34.js";
import "./chunk-VWOP2E6A.js";
import "./chunk-WE5B7MBM.js";
import "./chunk-NIP52QI6.js";
import "./chunk-KNEBHJHY.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

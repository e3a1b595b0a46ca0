import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-DOJVITTH.js";
import "./chunk-I5M477FI.js";
import "./chunk-GGTR3L4B.js";
import "./chunk-3SH44GJ5.js";
import "./chunk-HTNVQDFL.js";
import "./chunk-ACOP7SNV.js";
import "./chunk-TLJJGVV4.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

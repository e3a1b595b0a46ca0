import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-MQBJQUXI.js";
import "./chunk-YO7F2XEJ.js";
import "./chunk-FW5XQ6TC.js";
import "./chunk-E5DENISR.js";
import "./chunk-SQKWGCLU.js";
import "./chunk-JUZVYFTT.js";
import "./chunk-W6MRZ47D.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-LURUHZU3.js";
import "./chunk-SDWHNNMJ.js";
import "./chunk-CLQ64MPR.js";
import "./chunk-STOPAB27.js";
import "./chunk-NLDL7WCD.js";
import "./chunk-NJFBXQM3.js";
import "./chunk-WXMHIIA3.js";
import "./chunk-3VTAZOMP.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-DFS2OK2X.js";
import "./chunk-PXNRM4NH.js";
import "./chunk-35WQVV3X.js";
import "./chunk-STCBRUZS.js";
import "./chunk-B7DHZDMX.js";
import "./chunk-QVH45IJZ.js";
import "./chunk-OTEWVB44.js";
import "./chunk-5GI3LOQB.js";
import "./chunk-4ERQACSR.js";
import "./chunk-43OLHB65.js";
import "./chunk-PJHCOCHH.js";
import "./chunk-6U7ON22R.js";
import "./chunk-S7TL32LX.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-Q2SY4B34.js";
import "./chunk-EQ2YYCBT.js";
import "./chunk-2HP7TO77.js";
import "./chunk-VTWBNR6K.js";
import "./chunk-CSS7HESF.js";
import "./chunk-3SEGXIHB.js";
import "./chunk-YJTE5CQF.js";
import "./chunk-P5GCICQL.js";
import "./chunk-X74MS3Y6.js";
import "./chunk-KSWVPHVR.js";
import "./chunk-QU77HXT5.js";
import "./chunk-NVK3JCRZ.js";
import "./chunk-STOPAB27.js";
import "./chunk-NSGXTJGT.js";
import "./chunk-LPZITCZK.js";
import "./chunk-3VTAZOMP.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

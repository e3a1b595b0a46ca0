import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-NWNYRWFY.js";
import "./chunk-FMUNEP7S.js";
import "./chunk-2Z56B4BK.js";
import "./chunk-MVWNZW5J.js";
import "./chunk-XXB5LD2C.js";
import "./chunk-D24LCSZP.js";
import "./chunk-45HQVGHH.js";
import "./chunk-QOICBSSL.js";
import "./chunk-WELCP5UL.js";
import "./chunk-UFWGRPPV.js";
import "./chunk-GXIKTC2F.js";
import "./chunk-AO3AXYN5.js";
import "./chunk-YY7O3RH2.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

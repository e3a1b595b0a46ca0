import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-OZFUSIXB.js";
import "./chunk-YAMWKOO6.js";
import "./chunk-2HP7TO77.js";
import "./chunk-7PXYCMIO.js";
import "./chunk-LLGLPPAB.js";
import "./chunk-IKXWMQXT.js";
import "./chunk-SCD5WEPU.js";
import "./chunk-F4VE6OFB.js";
import "./chunk-KDM3GSY5.js";
import "./chunk-THGWHROY.js";
import "./chunk-JVCUINZM.js";
import "./chunk-FHH4P4CR.js";
import "./chunk-3BUCPGXB.js";
import "./chunk-RCRG4WLZ.js";
import "./chunk-P3RVSSDN.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

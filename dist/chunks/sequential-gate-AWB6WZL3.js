import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-HVGBSMUJ.js";
import "./chunk-XEMSZL5N.js";
import "./chunk-GA6DGXRW.js";
import "./chunk-VYVMQ4YR.js";
import "./chunk-3SOIUME4.js";
import "./chunk-AZ6QKL2O.js";
import "./chunk-EEMT3O6R.js";
import "./chunk-QOICBSSL.js";
import "./chunk-WELCP5UL.js";
import "./chunk-IOIFA7YE.js";
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

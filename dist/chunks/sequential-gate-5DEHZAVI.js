import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-EISLLYNC.js";
import "./chunk-HPT6OBM7.js";
import "./chunk-OMFFG5CW.js";
import "./chunk-VYVMQ4YR.js";
import "./chunk-DM2NR7H7.js";
import "./chunk-MPHBT4TI.js";
import "./chunk-YCKCAQ5R.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-MOTCFCTU.js";
import "./chunk-NJPCOVGJ.js";
import "./chunk-HTULHZIQ.js";
import "./chunk-XF56DDLY.js";
import "./chunk-FWQ67J2K.js";
import "./chunk-MWMFM6LJ.js";
import "./chunk-MQK7WU67.js";
import "./chunk-CVUIABPZ.js";
import "./chunk-A5OPUNB3.js";
import "./chunk-WELCP5UL.js";
import "./chunk-MNOXM4LW.js";
import "./chunk-XTVCOZXR.js";
import "./chunk-I4N5P2OH.js";
import "./chunk-MIFTKWPS.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

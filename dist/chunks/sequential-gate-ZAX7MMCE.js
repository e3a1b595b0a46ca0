import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-K6PSBVAG.js";
import "./chunk-UMYQP3BL.js";
import "./chunk-ZK55YLAN.js";
import "./chunk-FOFYHBJ5.js";
import "./chunk-WUXEOKCD.js";
import "./chunk-6HXRFPFY.js";
import "./chunk-7CSCLRWJ.js";
import "./chunk-Z7FSH5FY.js";
import "./chunk-HLD222FG.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-4EFGOAYE.js";
import "./chunk-RCREWC7W.js";
import "./chunk-TU4ICDN6.js";
import "./chunk-LTKKANAN.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-V5SDMD7D.js";
import "./chunk-Q67MJBSY.js";
import "./chunk-ZAU65LIR.js";
import "./chunk-H7UQQPBO.js";
import "./chunk-CTERZWCD.js";
import "./chunk-TSUTQDUT.js";
import "./chunk-OTZD35SF.js";
import "./chunk-GJR6XIET.js";
import "./chunk-WELCP5UL.js";
import "./chunk-MRKTBVKP.js";
import "./chunk-VGQ6WKY5.js";
import "./chunk-6BAZOH3B.js";
import "./chunk-P7TUYBBB.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

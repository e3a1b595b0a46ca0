import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-PVTVFXCB.js";
import "./chunk-64K4465L.js";
import "./chunk-WETHFT3H.js";
import "./chunk-RZEQGNWC.js";
import "./chunk-IFGWHJK6.js";
import "./chunk-Q2LPRMMJ.js";
import "./chunk-6GAESIC3.js";
import "./chunk-EHOFCU6B.js";
import "./chunk-QVJNO5JQ.js";
import "./chunk-G3A7EKA4.js";
import "./chunk-LTRMGIQW.js";
import "./chunk-VATHTCCW.js";
import "./chunk-C7EVY32X.js";
import "./chunk-2IY5XYEX.js";
import "./chunk-PUWG6YAR.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

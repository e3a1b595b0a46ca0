import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-H75LZX2D.js";
import "./chunk-XZNCTPG3.js";
import "./chunk-DYPQ3VDG.js";
import "./chunk-PF4WBQCS.js";
import "./chunk-XJ7RMC2X.js";
import "./chunk-A3EDR76U.js";
import "./chunk-6GAESIC3.js";
import "./chunk-EHOFCU6B.js";
import "./chunk-MSLFQNRA.js";
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

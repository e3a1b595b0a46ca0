import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-GL4KQIMH.js";
import "./chunk-53WYJXH7.js";
import "./chunk-4KZPSXTG.js";
import "./chunk-DQ4R6FTJ.js";
import "./chunk-GR5A6EA5.js";
import "./chunk-AXN2LKS7.js";
import "./chunk-6GAESIC3.js";
import "./chunk-EHOFCU6B.js";
import "./chunk-MSLFQNRA.js";
import "./chunk-G3A7EKA4.js";
import "./chunk-LTRMGIQW.js";
import "./chunk-VATHTCCW.js";
import "./chunk-STOPAB27.js";
import "./chunk-2IY5XYEX.js";
import "./chunk-PUWG6YAR.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

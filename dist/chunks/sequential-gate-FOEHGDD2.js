import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-UJONZLEA.js";
import "./chunk-HVBUMIRZ.js";
import "./chunk-33GM5WL2.js";
import "./chunk-YG4BNVD5.js";
import "./chunk-Q553WFKJ.js";
import "./chunk-S2TZKHSQ.js";
import "./chunk-6GAESIC3.js";
import "./chunk-EHOFCU6B.js";
import "./chunk-UA43TD4I.js";
import "./chunk-GY4MYN6B.js";
import "./chunk-XZWMC7YD.js";
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

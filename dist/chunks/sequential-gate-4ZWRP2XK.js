import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-G5SFUULX.js";
import "./chunk-6MBJKKQD.js";
import "./chunk-PW2TNELP.js";
import "./chunk-4PPQ3UN5.js";
import "./chunk-LLKTXBH2.js";
import "./chunk-UO53BUUE.js";
import "./chunk-6GAESIC3.js";
import "./chunk-EHOFCU6B.js";
import "./chunk-UA43TD4I.js";
import "./chunk-AOPW3M6E.js";
import "./chunk-REW76Y6V.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-2PV424IH.js";
import "./chunk-V6RGS762.js";
import "./chunk-IBNVU3Q2.js";
import "./chunk-YS5SMIHD.js";
import "./chunk-PJLTTORR.js";
import "./chunk-7MAIQKBR.js";
import "./chunk-BUQU7H55.js";
import "./chunk-IMMXUH3P.js";
import "./chunk-N7UDE5ZM.js";
import "./chunk-WDXGHDEY.js";
import "./chunk-77KI22BH.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-6HC7MFVO.js";
import "./chunk-PUWG6YAR.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

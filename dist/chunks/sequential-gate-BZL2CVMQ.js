import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-5LYQ2Z4O.js";
import "./chunk-TY4YEU7W.js";
import "./chunk-3KQHU44B.js";
import "./chunk-BR5MVMJC.js";
import "./chunk-2TKFICOF.js";
import "./chunk-KM2K6SYG.js";
import "./chunk-6GAESIC3.js";
import "./chunk-JFTZ6N7X.js";
import "./chunk-3NUPB6PS.js";
import "./chunk-35M6BSFU.js";
import "./chunk-WJ63B7M7.js";
import "./chunk-STOPAB27.js";
import "./chunk-MFN74K6F.js";
import "./chunk-6ZPRL4AT.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

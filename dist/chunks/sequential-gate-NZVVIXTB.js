import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-MLR6XQK4.js";
import "./chunk-MBQLJ2NB.js";
import "./chunk-S5TZM47C.js";
import "./chunk-NXJCAG5V.js";
import "./chunk-AHYRPGWW.js";
import "./chunk-Y3UVTR2E.js";
import "./chunk-6GAESIC3.js";
import "./chunk-ES46AMJ3.js";
import "./chunk-ZUQ6T5QU.js";
import "./chunk-VRU2GKVJ.js";
import "./chunk-6NWB2OZX.js";
import "./chunk-STOPAB27.js";
import "./chunk-URKDLMTJ.js";
import "./chunk-7KSDIGDF.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

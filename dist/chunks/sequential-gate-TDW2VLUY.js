import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-FLMMJLCN.js";
import "./chunk-43C6RIPO.js";
import "./chunk-2BKZMIIC.js";
import "./chunk-UCYZCUY2.js";
import "./chunk-SQEDOFSV.js";
import "./chunk-VNHBZ6YU.js";
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

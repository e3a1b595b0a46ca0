import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-T36TZWKF.js";
import "./chunk-4TBSPKLC.js";
import "./chunk-6HVDVSFV.js";
import "./chunk-RJQBTWSS.js";
import "./chunk-M7YKJRBU.js";
import "./chunk-QWVY6PNQ.js";
import "./chunk-DGVF5GDD.js";
import "./chunk-BRXOQWIA.js";
import "./chunk-EZNS2AEF.js";
import "./chunk-4LQ6EWZY.js";
import "./chunk-5CEDDPFE.js";
import "./chunk-RCG32IKU.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-QNBWR3JX.js";
import "./chunk-DIMRXMPY.js";
import "./chunk-6PMI7YA7.js";
import "./chunk-RJQBTWSS.js";
import "./chunk-SPPTAATJ.js";
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

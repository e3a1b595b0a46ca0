import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-4X2CYJIC.js";
import "./chunk-DWEL3CNI.js";
import "./chunk-GU5RWM6G.js";
import "./chunk-6O3B5MDP.js";
import "./chunk-WGY3T2ZA.js";
import "./chunk-KQMSK7PE.js";
import "./chunk-GDGZMH5K.js";
import "./chunk-Z5UOLMKV.js";
import "./chunk-Q5IO4T2K.js";
import "./chunk-6O7UWTQ5.js";
import "./chunk-IUTYNDIU.js";
import "./chunk-PP64ZI2F.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

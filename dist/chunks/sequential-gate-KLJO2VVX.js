import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-5PMOCHJN.js";
import "./chunk-W4QJM346.js";
import "./chunk-27EHU3MO.js";
import "./chunk-SUUYNUYM.js";
import "./chunk-6PS6M5YN.js";
import "./chunk-GWDBMDS3.js";
import "./chunk-5CC3GT7S.js";
import "./chunk-VSZGURHD.js";
import "./chunk-7YLPVJG5.js";
import "./chunk-54DYBEAT.js";
import "./chunk-ODFM5YOB.js";
import "./chunk-ASTSRDGS.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-5MZDG7PS.js";
import "./chunk-P4WBQWDO.js";
import "./chunk-SHRLZKZM.js";
import "./chunk-APZM3EEI.js";
import "./chunk-ZBHHHQRS.js";
import "./chunk-6TE4YQKD.js";
import "./chunk-XAU3T2CL.js";
import "./chunk-LEDF7AZA.js";
import "./chunk-ZHIEEDWI.js";
import "./chunk-FRAGKIB2.js";
import "./chunk-47HYOWIX.js";
import "./chunk-KJ5VPV3C.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

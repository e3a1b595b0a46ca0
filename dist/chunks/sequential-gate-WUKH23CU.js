import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-Y6PI4AJ7.js";
import "./chunk-ZPKJF5SJ.js";
import "./chunk-PKHU6AQ7.js";
import "./chunk-FS3GPK5D.js";
import "./chunk-G7O3YJNI.js";
import "./chunk-NBQ2QBMV.js";
import "./chunk-XAU3T2CL.js";
import "./chunk-JJYUXWMT.js";
import "./chunk-ZHIEEDWI.js";
import "./chunk-4KNDXWEF.js";
import "./chunk-47HYOWIX.js";
import "./chunk-KJ5VPV3C.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

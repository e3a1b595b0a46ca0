import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-VIOMCNUJ.js";
import "./chunk-GWX65XRS.js";
import "./chunk-6BJFYPVR.js";
import "./chunk-AACOYTAT.js";
import "./chunk-DG35TRQ7.js";
import "./chunk-VTK32HS2.js";
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

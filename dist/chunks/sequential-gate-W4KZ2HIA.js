import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-SXKIHAOP.js";
import "./chunk-J7FWEKLM.js";
import "./chunk-S5X4DFFG.js";
import "./chunk-27BDEWXP.js";
import "./chunk-DLY5QPZ5.js";
import "./chunk-R4VUQSEO.js";
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

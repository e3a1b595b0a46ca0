import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-YWYZLM4P.js";
import "./chunk-POP6KA24.js";
import "./chunk-S52BSIL6.js";
import "./chunk-ZEQ4CNQA.js";
import "./chunk-7JMFSKGU.js";
import "./chunk-LCEVOEVN.js";
import "./chunk-47YY5EET.js";
import "./chunk-LXEJCIXV.js";
import "./chunk-MZUEJL3Z.js";
import "./chunk-UCV7L75K.js";
import "./chunk-BOF6RK5G.js";
import "./chunk-EOBBDCO2.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

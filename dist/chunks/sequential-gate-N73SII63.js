import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-ITJJ3AHU.js";
import "./chunk-WSTCQ5DE.js";
import "./chunk-B5GCSVO7.js";
import "./chunk-CNWSRTWP.js";
import "./chunk-KPKVFLNI.js";
import "./chunk-HGVXWTXJ.js";
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

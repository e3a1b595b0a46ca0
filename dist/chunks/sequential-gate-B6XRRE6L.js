import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-LABOLDD5.js";
import "./chunk-YDTVS6NZ.js";
import "./chunk-OV5WBIIC.js";
import "./chunk-CNWSRTWP.js";
import "./chunk-HG5LWQXK.js";
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

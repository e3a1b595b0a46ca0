import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-UJXI23DA.js";
import "./chunk-EIY6GDWA.js";
import "./chunk-ANN5PSUN.js";
import "./chunk-TNOBPN6T.js";
import "./chunk-5QPHHUSN.js";
import "./chunk-XJRKWBN5.js";
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

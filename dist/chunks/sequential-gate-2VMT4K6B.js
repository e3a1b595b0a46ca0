import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-DTYLDQ6I.js";
import "./chunk-EIY6GDWA.js";
import "./chunk-LRIIMT23.js";
import "./chunk-TNOBPN6T.js";
import "./chunk-5QPHHUSN.js";
import "./chunk-XJRKWBN5.js";
import "./chunk-47YY5EET.js";
import "./chunk-LXEJCIXV.js";
import "./chunk-KAQ6IS34.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-3W3GKILV.js";
import "./chunk-5EPPKQY5.js";
import "./chunk-PZLYUNUD.js";
import "./chunk-KGCE2RZH.js";
import "./chunk-STU6EYGH.js";
import "./chunk-ZEOJDKAG.js";
import "./chunk-BUQU7H55.js";
import "./chunk-IMMXUH3P.js";
import "./chunk-DIPM5E56.js";
import "./chunk-WDXGHDEY.js";
import "./chunk-77KI22BH.js";
import "./chunk-EE6M32JL.js";
import "./chunk-UJYN3NSE.js";
import "./chunk-PUWG6YAR.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

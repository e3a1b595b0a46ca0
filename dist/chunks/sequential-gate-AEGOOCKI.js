import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-OI767KU5.js";
import "./chunk-TZ44WZPI.js";
import "./chunk-E6D6S6JB.js";
import "./chunk-IE3IDXBW.js";
import "./chunk-T4RTECWH.js";
import "./chunk-KEG2MD6A.js";
import "./chunk-PELGJD7R.js";
import "./chunk-CTET32JP.js";
import "./chunk-WELCP5UL.js";
import "./chunk-QDDK5KDO.js";
import "./chunk-3XHOUQAT.js";
import "./chunk-WNX7UG5A.js";
import "./chunk-G3AZTZT5.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-DC7V66D2.js";
import "./chunk-CHU54VJZ.js";
import "./chunk-O2DXBU4T.js";
import "./chunk-UISJ32NX.js";
import "./chunk-4YQLCGBO.js";
import "./chunk-Y7UNPOQF.js";
import "./chunk-3TY5E63Q.js";
import "./chunk-VFMBTDAR.js";
import "./chunk-FW4TDTVX.js";
import "./chunk-M5BBEY2E.js";
import "./chunk-LU2NRJRH.js";
import "./chunk-B3J7ZFKJ.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-HXMAS4K4.js";
import "./chunk-A5NZAVAI.js";
import "./chunk-ZG6IZF2I.js";
import "./chunk-MSTPB4SN.js";
import "./chunk-KSGPWQNM.js";
import "./chunk-AKLZ44PS.js";
import "./chunk-AEJVZJJV.js";
import "./chunk-CTET32JP.js";
import "./chunk-WELCP5UL.js";
import "./chunk-QDDK5KDO.js";
import "./chunk-3XHOUQAT.js";
import "./chunk-5WFSQGAV.js";
import "./chunk-G3AZTZT5.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

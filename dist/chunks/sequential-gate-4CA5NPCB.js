import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-7YXJIJQE.js";
import "./chunk-XOWPMB5D.js";
import "./chunk-DDXCY5DZ.js";
import "./chunk-IE3IDXBW.js";
import "./chunk-3L7XMTGS.js";
import "./chunk-TAV4PKXE.js";
import "./chunk-PBMNNZVE.js";
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

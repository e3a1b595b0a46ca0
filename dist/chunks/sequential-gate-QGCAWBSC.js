import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-N225LJPP.js";
import "./chunk-IRE5SRNK.js";
import "./chunk-2HP7TO77.js";
import "./chunk-S3JZXSER.js";
import "./chunk-UCVW5PSM.js";
import "./chunk-ZV6LZYH4.js";
import "./chunk-ULUD6V6Y.js";
import "./chunk-LVSNTM53.js";
import "./chunk-X74MS3Y6.js";
import "./chunk-KSWVPHVR.js";
import "./chunk-OJM4DDFL.js";
import "./chunk-NVK3JCRZ.js";
import "./chunk-STOPAB27.js";
import "./chunk-NSGXTJGT.js";
import "./chunk-LPZITCZK.js";
import "./chunk-3VTAZOMP.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

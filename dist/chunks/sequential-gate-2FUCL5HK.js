import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-I45MYAF3.js";
import "./chunk-SGIHEYZW.js";
import "./chunk-2T2FXNKQ.js";
import "./chunk-7W5MHURY.js";
import "./chunk-CZWMVO3U.js";
import "./chunk-SV4GVCGR.js";
import "./chunk-Y3TIOFI7.js";
import "./chunk-HG4FBA34.js";
import "./chunk-5BOJXR6R.js";
import "./chunk-VWOP2E6A.js";
import "./chunk-NIP52QI6.js";
import "./chunk-KNEBHJHY.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

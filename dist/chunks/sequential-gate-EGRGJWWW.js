import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-3FB7EQQF.js";
import "./chunk-V4AOVXFT.js";
import "./chunk-CQTKHLYD.js";
import "./chunk-EJ2Q4KMN.js";
import "./chunk-T3N4DC3W.js";
import "./chunk-YLHDCSOJ.js";
import "./chunk-3ZEOOLQZ.js";
import "./chunk-UAQRZ35R.js";
import "./chunk-CK7RGUGR.js";
import "./chunk-6AGF6IDM.js";
import "./chunk-WBIQQGCR.js";
import "./chunk-M5XYL267.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

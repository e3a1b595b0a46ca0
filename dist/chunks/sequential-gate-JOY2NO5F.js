import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-57VBJ6YK.js";
import "./chunk-UCRACJXI.js";
import "./chunk-EGC7EI5I.js";
import "./chunk-FNQYZE7M.js";
import "./chunk-SQVTWJOZ.js";
import "./chunk-6N3RSBLS.js";
import "./chunk-XMUU6T7R.js";
import "./chunk-2NB6JGFQ.js";
import "./chunk-ODJ7KRGY.js";
import "./chunk-WAKHSRYG.js";
import "./chunk-P3GB5NXR.js";
import "./chunk-YY7O3RH2.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

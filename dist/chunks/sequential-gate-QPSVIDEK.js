import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-5WM2YC3Q.js";
import "./chunk-NIJT2KIX.js";
import "./chunk-K4GEHF5I.js";
import "./chunk-ZKLK7CHL.js";
import "./chunk-EGAFFE76.js";
import "./chunk-2FJL6RVV.js";
import "./chunk-YO7F2XEJ.js";
import "./chunk-FW5XQ6TC.js";
import "./chunk-AZHOBVUT.js";
import "./chunk-E5DENISR.js";
import "./chunk-JUZVYFTT.js";
import "./chunk-W6MRZ47D.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

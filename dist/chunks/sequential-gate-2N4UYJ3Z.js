import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-DFNWO4JG.js";
import "./chunk-Y65UQDSG.js";
import "./chunk-GCLESRRL.js";
import "./chunk-MOWPTEXM.js";
import "./chunk-YO5ME2BU.js";
import "./chunk-FKSZLB6B.js";
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

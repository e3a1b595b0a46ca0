import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-MCGPMJWT.js";
import "./chunk-V32W3WUM.js";
import "./chunk-QONBPM5P.js";
import "./chunk-FOFYHBJ5.js";
import "./chunk-H6TEVAI3.js";
import "./chunk-W4OBPR24.js";
import "./chunk-MZ7MDL5E.js";
import "./chunk-Z7FSH5FY.js";
import "./chunk-HLD222FG.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-XKV5CCSH.js";
import "./chunk-RCREWC7W.js";
import "./chunk-TU4ICDN6.js";
import "./chunk-LTKKANAN.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

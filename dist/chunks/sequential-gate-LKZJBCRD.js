import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-4AZZQMDS.js";
import "./chunk-FWLBVPQ4.js";
import "./chunk-H5JPVGQE.js";
import "./chunk-FOFYHBJ5.js";
import "./chunk-K6WGDBY3.js";
import "./chunk-IQPG3RJL.js";
import "./chunk-B5SYGTHA.js";
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

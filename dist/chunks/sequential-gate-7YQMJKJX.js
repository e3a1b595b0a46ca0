import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-O3V44DTO.js";
import "./chunk-OI3CIU52.js";
import "./chunk-DA7GEGP6.js";
import "./chunk-DJTOPNF2.js";
import "./chunk-YR7RMWGL.js";
import "./chunk-LB524CWZ.js";
import "./chunk-GTRMKHMT.js";
import "./chunk-GWMNWHE5.js";
import "./chunk-FW4TDTVX.js";
import "./chunk-M5BBEY2E.js";
import "./chunk-LU2NRJRH.js";
import "./chunk-B3J7ZFKJ.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

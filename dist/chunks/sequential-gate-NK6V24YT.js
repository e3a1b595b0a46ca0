import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-LQKWF73N.js";
import "./chunk-KBGJNYIR.js";
import "./chunk-PPAZYBHA.js";
import "./chunk-UKZGZFMD.js";
import "./chunk-NHKGZLKH.js";
import "./chunk-U7UJRJBR.js";
import "./chunk-E5MLAP3S.js";
import "./chunk-F4RCOBMJ.js";
import "./chunk-KAOMEO4H.js";
import "./chunk-43OLHB65.js";
import "./chunk-ANSOHFQ2.js";
import "./chunk-PY2TF77P.js";
import "./chunk-CHI7GPTZ.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

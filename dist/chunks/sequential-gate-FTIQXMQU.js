import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-CZRDN3HC.js";
import "./chunk-MYUNA5ZK.js";
import "./chunk-VJU6QJLM.js";
import "./chunk-A64B6BBS.js";
import "./chunk-UGFKQJPI.js";
import "./chunk-6RQ3DJWM.js";
import "./chunk-SUCT3MSH.js";
import "./chunk-WD35QV32.js";
import "./chunk-YYZYUBRE.js";
import "./chunk-43OLHB65.js";
import "./chunk-BSEIKB6F.js";
import "./chunk-Z2GAT4TF.js";
import "./chunk-YNLVCKPF.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

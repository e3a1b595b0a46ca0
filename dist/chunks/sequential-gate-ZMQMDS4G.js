import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-M26KQ45J.js";
import "./chunk-JXMWCAMI.js";
import "./chunk-ZBFYZP7B.js";
import "./chunk-UKZGZFMD.js";
import "./chunk-P4E24QUD.js";
import "./chunk-BXTG7KIS.js";
import "./chunk-FTCX4Q7K.js";
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

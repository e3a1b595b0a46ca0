import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-2UDS3TKZ.js";
import "./chunk-7O4CIHMA.js";
import "./chunk-YCIFBX67.js";
import "./chunk-7SJYY5RB.js";
import "./chunk-PSZA5Q65.js";
import "./chunk-3I7NE2RD.js";
import "./chunk-RSKYHYSK.js";
import "./chunk-PN6UEA74.js";
import "./chunk-LQSQL43H.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-W7P7PS5F.js";
import "./chunk-TAGEWW3G.js";
import "./chunk-W6ZIYXFB.js";
import "./chunk-43QJMCA5.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

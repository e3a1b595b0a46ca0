import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-TWLBT36A.js";
import "./chunk-PGC6B6RJ.js";
import "./chunk-C7GJ3BJT.js";
import "./chunk-7SJYY5RB.js";
import "./chunk-C2MJWIWG.js";
import "./chunk-4BGNZBPI.js";
import "./chunk-B7OQPRX3.js";
import "./chunk-HSTQ2NL2.js";
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

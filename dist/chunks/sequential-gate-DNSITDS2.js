import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-DBIAA7N6.js";
import "./chunk-7VSOJ2S4.js";
import "./chunk-TGC4JU7E.js";
import "./chunk-T7UDCCQZ.js";
import "./chunk-CCVPU5TR.js";
import "./chunk-RECTHBPD.js";
import "./chunk-O3NQX66D.js";
import "./chunk-YVFCAJV6.js";
import "./chunk-J252WILA.js";
import "./chunk-43OLHB65.js";
import "./chunk-6PTMTCS5.js";
import "./chunk-ZRYD5NVE.js";
import "./chunk-IKAO7XZ7.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

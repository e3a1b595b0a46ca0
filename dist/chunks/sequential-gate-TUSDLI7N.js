import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-D2ENLI7U.js";
import "./chunk-FWAXUJEM.js";
import "./chunk-ZIDQPJKM.js";
import "./chunk-YVGAJGPK.js";
import "./chunk-C4EQB5SL.js";
import "./chunk-2URNZ26O.js";
import "./chunk-D3VI6OEL.js";
import "./chunk-TL5WX2EO.js";
import "./chunk-RFJPCP3G.js";
import "./chunk-43OLHB65.js";
import "./chunk-EAXJ4BJT.js";
import "./chunk-EWYVW3QY.js";
import "./chunk-GKRU3KIC.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

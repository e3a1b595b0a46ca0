import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-J2ZMZTMR.js";
import "./chunk-63CFHJUE.js";
import "./chunk-4RPUTGKB.js";
import "./chunk-BKH7UZPQ.js";
import "./chunk-LKNPAYNS.js";
import "./chunk-4P4KWWM3.js";
import "./chunk-KRJ3GSFJ.js";
import "./chunk-P2A6Q6X5.js";
import "./chunk-KNQFL3AY.js";
import "./chunk-43OLHB65.js";
import "./chunk-I7573XSF.js";
import "./chunk-46FA2HQ4.js";
import "./chunk-U3BGRLAR.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

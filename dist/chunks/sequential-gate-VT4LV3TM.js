import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-H26AESQI.js";
import "./chunk-3WK6LRET.js";
import "./chunk-74UJJ5A4.js";
import "./chunk-JGN6WOPN.js";
import "./chunk-TQWSR2QA.js";
import "./chunk-ZKF5BUIX.js";
import "./chunk-3EMIYDDV.js";
import "./chunk-JHMSWTAN.js";
import "./chunk-QVLPBBDA.js";
import "./chunk-43OLHB65.js";
import "./chunk-PZ5RKO3F.js";
import "./chunk-OKL52YV7.js";
import "./chunk-K5AZ55E6.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

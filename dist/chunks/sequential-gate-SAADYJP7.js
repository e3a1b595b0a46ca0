import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-42YKYSIV.js";
import "./chunk-MVJAY7UH.js";
import "./chunk-QLR6OTP3.js";
import "./chunk-BIFC7L4S.js";
import "./chunk-ZUFPD6P6.js";
import "./chunk-LUFW2LMV.js";
import "./chunk-6GAESIC3.js";
import "./chunk-ES46AMJ3.js";
import "./chunk-ZUQ6T5QU.js";
import "./chunk-TLINWKV5.js";
import "./chunk-YRJL6AAM.js";
import "./chunk-STOPAB27.js";
import "./chunk-URKDLMTJ.js";
import "./chunk-7KSDIGDF.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

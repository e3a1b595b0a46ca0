import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-QIAMX42L.js";
import "./chunk-VNGNFFLH.js";
import "./chunk-NOIIALHC.js";
import "./chunk-KV5MRN7M.js";
import "./chunk-LWNIHIGE.js";
import "./chunk-53IK5I6A.js";
import "./chunk-6GAESIC3.js";
import "./chunk-ES46AMJ3.js";
import "./chunk-ZUQ6T5QU.js";
import "./chunk-DWCZ2B4U.js";
import "./chunk-Q4ZPS5BY.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-LVBDRJ4U.js";
import "./chunk-QFK5OYHP.js";
import "./chunk-W5WQRD43.js";
import "./chunk-FNQYZE7M.js";
import "./chunk-CRPVZLIK.js";
import "./chunk-VVKPCQPS.js";
import "./chunk-LOJJR5E2.js";
import "./chunk-2NB6JGFQ.js";
import "./chunk-ODJ7KRGY.js";
import "./chunk-WAKHSRYG.js";
import "./chunk-P3GB5NXR.js";
import "./chunk-YY7O3RH2.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

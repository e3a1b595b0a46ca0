import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-XRZK6R7O.js";
import "./chunk-ONJSY5CI.js";
import "./chunk-7HTL4O72.js";
import "./chunk-FNQYZE7M.js";
import "./chunk-OQH4JBYD.js";
import "./chunk-CEV5ZWK6.js";
import "./chunk-WW4YDOC3.js";
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

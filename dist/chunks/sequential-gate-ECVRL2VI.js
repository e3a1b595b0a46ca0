import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-5QIO2TSF.js";
import "./chunk-GA65MCBO.js";
import "./chunk-C3OPW56A.js";
import "./chunk-G3F3KLAZ.js";
import "./chunk-OZHGPEIF.js";
import "./chunk-5DNEF34R.js";
import "./chunk-CUHEXTWW.js";
import "./chunk-JJSIIWVM.js";
import "./chunk-MVN6CIWI.js";
import "./chunk-43OLHB65.js";
import "./chunk-MWLGYZIX.js";
import "./chunk-CBX7MJFV.js";
import "./chunk-LFRDKXQJ.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

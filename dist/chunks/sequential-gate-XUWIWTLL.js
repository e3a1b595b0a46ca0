import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-5Y4UDYLF.js";
import "./chunk-5LRJGXV3.js";
import "./chunk-IUA3HQTP.js";
import "./chunk-FNQYZE7M.js";
import "./chunk-FQHLUWUQ.js";
import "./chunk-BY5ZA34P.js";
import "./chunk-RE6IIGTW.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-LAAQVNVB.js";
import "./chunk-CQSGQ6L3.js";
import "./chunk-NSAMNTK7.js";
import "./chunk-XZOKZOQE.js";
import "./chunk-PCJMBKC5.js";
import "./chunk-XNXZAWS5.js";
import "./chunk-6GAESIC3.js";
import "./chunk-5Y3VMIZT.js";
import "./chunk-GWY3WH4H.js";
import "./chunk-2KYGLN76.js";
import "./chunk-3F4DEH7P.js";
import "./chunk-STOPAB27.js";
import "./chunk-AV2HCTNU.js";
import "./chunk-6H7HEUSY.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-LXR4FGS3.js";
import "./chunk-IYASDNS5.js";
import "./chunk-CKULL2B4.js";
import "./chunk-NUNIREQY.js";
import "./chunk-BISPL32I.js";
import "./chunk-2QHIOFKL.js";
import "./chunk-G4AONJXM.js";
import "./chunk-4VRRUHI7.js";
import "./chunk-6E3OM4AZ.js";
import "./chunk-43OLHB65.js";
import "./chunk-IYQLLMCI.js";
import "./chunk-O77QD7CX.js";
import "./chunk-Y3XH2ARF.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

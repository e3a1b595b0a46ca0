import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-AOA2K4AH.js";
import "./chunk-UY6BL4YY.js";
import "./chunk-4KTZNNA5.js";
import "./chunk-USCBOFCV.js";
import "./chunk-3JWYHHXM.js";
import "./chunk-VBTIYM6E.js";
import "./chunk-INFKLB6Z.js";
import "./chunk-F5HRIKC2.js";
import "./chunk-366CHTF7.js";
import "./chunk-43OLHB65.js";
import "./chunk-C23EHVFL.js";
import "./chunk-PWP52O2Y.js";
import "./chunk-DQERRHAA.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

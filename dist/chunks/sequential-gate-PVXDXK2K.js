import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-LMPI53SN.js";
import "./chunk-GZTYNRDR.js";
import "./chunk-2HP7TO77.js";
import "./chunk-G2GZ274M.js";
import "./chunk-VEJENOQG.js";
import "./chunk-3ZV7CZKG.js";
import "./chunk-UCRVKQB6.js";
import "./chunk-FO2MYUGJ.js";
import "./chunk-KDM3GSY5.js";
import "./chunk-BTIF3FFN.js";
import "./chunk-AZH4IU3W.js";
import "./chunk-D7U2DDD4.js";
import "./chunk-HGHYZUOV.js";
import "./chunk-25XYDOTO.js";
import "./chunk-P3RVSSDN.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

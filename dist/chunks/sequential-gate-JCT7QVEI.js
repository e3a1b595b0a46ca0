import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-COM2LKAC.js";
import "./chunk-SOM5AQA5.js";
import "./chunk-N552MSNB.js";
import "./chunk-JXYI5YQP.js";
import "./chunk-FWM3KOVU.js";
import "./chunk-EPR6DFSI.js";
import "./chunk-4M7AJ3PZ.js";
import "./chunk-SUWDFUP6.js";
import "./chunk-ZIYWTUEE.js";
import "./chunk-DZ7N4R6Q.js";
import "./chunk-5MPUKVCP.js";
import "./chunk-BQE5P27B.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

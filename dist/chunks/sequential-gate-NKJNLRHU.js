import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-3OUIP4J7.js";
import "./chunk-R26QSN23.js";
import "./chunk-2HP7TO77.js";
import "./chunk-763UPOZV.js";
import "./chunk-RZKCNMGE.js";
import "./chunk-VX3RR5TT.js";
import "./chunk-N6YVNIB7.js";
import "./chunk-P6CLM75H.js";
import "./chunk-KDM3GSY5.js";
import "./chunk-THGWHROY.js";
import "./chunk-Y2XLTWS6.js";
import "./chunk-D7U2DDD4.js";
import "./chunk-3BUCPGXB.js";
import "./chunk-RCRG4WLZ.js";
import "./chunk-P3RVSSDN.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-LEMCUDEH.js";
import "./chunk-WNVWOWM2.js";
import "./chunk-N4AHVGLW.js";
import "./chunk-VB6FTIGG.js";
import "./chunk-YXDCP44F.js";
import "./chunk-J2RNFU2Y.js";
import "./chunk-MJTNPYP5.js";
import "./chunk-C2MDS5QG.js";
import "./chunk-VNZY37RA.js";
import "./chunk-43OLHB65.js";
import "./chunk-YQHEV77I.js";
import "./chunk-DFQJ4LPJ.js";
import "./chunk-3YJQMLNL.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

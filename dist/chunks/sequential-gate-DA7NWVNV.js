import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-OJOGOZ26.js";
import "./chunk-53KCE2XR.js";
import "./chunk-UMK3UCKP.js";
import "./chunk-U5F27ZCJ.js";
import "./chunk-CISZAEF6.js";
import "./chunk-ZUZ4UHKZ.js";
import "./chunk-YMGEH34Y.js";
import "./chunk-N7KHU4KK.js";
import "./chunk-QIGOK4L2.js";
import "./chunk-43OLHB65.js";
import "./chunk-HDZTUQTJ.js";
import "./chunk-FDTE5OCA.js";
import "./chunk-77CMC3F4.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-XXY4YHWX.js";
import "./chunk-XHOYXPXV.js";
import "./chunk-AX4THRPV.js";
import "./chunk-GEELN5CP.js";
import "./chunk-HZQZKE5Z.js";
import "./chunk-OXDELQXK.js";
import "./chunk-B2QOTYRO.js";
import "./chunk-RWGBRQUZ.js";
import "./chunk-AT3VP46O.js";
import "./chunk-3OVZFFFW.js";
import "./chunk-CCWHAGDU.js";
import "./chunk-TSIS42H3.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

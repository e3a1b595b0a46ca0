import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-P7QX6EJC.js";
import "./chunk-QMGDUZUD.js";
import "./chunk-GLV3HKBD.js";
import "./chunk-6OC2M4HM.js";
import "./chunk-GDKBIQBV.js";
import "./chunk-BVJM4PKT.js";
import "./chunk-ICCH5PMT.js";
import "./chunk-B4EHZDLN.js";
import "./chunk-GYSPJPA4.js";
import "./chunk-M5BBEY2E.js";
import "./chunk-LU2NRJRH.js";
import "./chunk-B3J7ZFKJ.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-OTHHJZKS.js";
import "./chunk-U3UEIS6N.js";
import "./chunk-L4DZ6HWK.js";
import "./chunk-LKRYYCBQ.js";
import "./chunk-232NB6F2.js";
import "./chunk-6MVPYLDV.js";
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

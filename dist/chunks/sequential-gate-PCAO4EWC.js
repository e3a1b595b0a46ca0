import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-ZCJIOFGP.js";
import "./chunk-KWSIJVRJ.js";
import "./chunk-DDINEGSN.js";
import "./chunk-WOZ4PR2B.js";
import "./chunk-A53XUZJE.js";
import "./chunk-KU7YGNQW.js";
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

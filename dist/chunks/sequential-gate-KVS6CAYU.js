import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-7ENZT25O.js";
import "./chunk-7M3TLC22.js";
import "./chunk-44XHYFSZ.js";
import "./chunk-TDC6IGEY.js";
import "./chunk-DBJVF6P7.js";
import "./chunk-BQPKFDKY.js";
import "./chunk-ICCH5PMT.js";
import "./chunk-B4EHZDLN.js";
import "./chunk-FW4TDTVX.js";
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

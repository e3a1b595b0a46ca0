import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-PUFLKRSF.js";
import "./chunk-XZXKWGGO.js";
import "./chunk-IOEOAGMK.js";
import "./chunk-RHCAKENX.js";
import "./chunk-YLHIHLTG.js";
import "./chunk-KH2T5ZBC.js";
import "./chunk-BUQU7H55.js";
import "./chunk-IMMXUH3P.js";
import "./chunk-N7UDE5ZM.js";
import "./chunk-WDXGHDEY.js";
import "./chunk-77KI22BH.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-6HC7MFVO.js";
import "./chunk-PUWG6YAR.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

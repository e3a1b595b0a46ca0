import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-X3A6HBH6.js";
import "./chunk-DTQLFJQX.js";
import "./chunk-KX46EIE3.js";
import "./chunk-XF56DDLY.js";
import "./chunk-C6H724NB.js";
import "./chunk-GHXDGYA2.js";
import "./chunk-XUVCIDXQ.js";
import "./chunk-CVUIABPZ.js";
import "./chunk-A5OPUNB3.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-MNOXM4LW.js";
import "./chunk-XTVCOZXR.js";
import "./chunk-I4N5P2OH.js";
import "./chunk-MIFTKWPS.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

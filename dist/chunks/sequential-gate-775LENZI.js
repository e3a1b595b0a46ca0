import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-HLCT2ZQY.js";
import "./chunk-HWTMNEFB.js";
import "./chunk-T35REKCB.js";
import "./chunk-PFIQFC6G.js";
import "./chunk-JMIJI5NN.js";
import "./chunk-TMFG7C4B.js";
import "./chunk-BUQU7H55.js";
import "./chunk-3HPIZ34T.js";
import "./chunk-XFBLOUWE.js";
import "./chunk-EFUHEONI.js";
import "./chunk-NBWIS6EC.js";
import "./chunk-XLXPZMAI.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-2IY5XYEX.js";
import "./chunk-PUWG6YAR.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

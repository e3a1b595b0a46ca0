import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-NBAVF3W6.js";
import "./chunk-ABT3IBO6.js";
import "./chunk-MRXJG6LG.js";
import "./chunk-CWMIMCZP.js";
import "./chunk-CR6UDM5H.js";
import "./chunk-TBFXXCRD.js";
import "./chunk-BUQU7H55.js";
import "./chunk-IMMXUH3P.js";
import "./chunk-WTI4KRPC.js";
import "./chunk-6VXRRXUG.js";
import "./chunk-GNNLKLTK.js";
import "./chunk-77KI22BH.js";
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

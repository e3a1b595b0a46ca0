import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-STBSSX2K.js";
import "./chunk-XIRV3INQ.js";
import "./chunk-N53V6FJ2.js";
import "./chunk-4J57OKQR.js";
import "./chunk-HGEM3WSY.js";
import "./chunk-3BTEL4OF.js";
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

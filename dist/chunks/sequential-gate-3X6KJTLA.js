import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-XXYUU4NH.js";
import "./chunk-QNHG5R24.js";
import "./chunk-LETESHDC.js";
import "./chunk-BCTBZBJI.js";
import "./chunk-WBX6GVBI.js";
import "./chunk-Y2JDNFEE.js";
import "./chunk-6GAESIC3.js";
import "./chunk-3HPIZ34T.js";
import "./chunk-QZMOMOH2.js";
import "./chunk-W2GKXMQA.js";
import "./chunk-JOUIESA3.js";
import "./chunk-XLXPZMAI.js";
import "./chunk-C7EVY32X.js";
import "./chunk-2IY5XYEX.js";
import "./chunk-PUWG6YAR.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

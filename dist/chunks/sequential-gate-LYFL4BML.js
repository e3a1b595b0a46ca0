import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-EZ2ZYNDM.js";
import "./chunk-TILRBXMA.js";
import "./chunk-TXHRMPNA.js";
import "./chunk-PAPHXFUX.js";
import "./chunk-66QAA764.js";
import "./chunk-EA3P6ZRQ.js";
import "./chunk-6GAESIC3.js";
import "./chunk-3HPIZ34T.js";
import "./chunk-WKRMDVEL.js";
import "./chunk-W2GKXMQA.js";
import "./chunk-JOUIESA3.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-AQFD6TTZ.js";
import "./chunk-JTLE6XCQ.js";
import "./chunk-GQLN573X.js";
import "./chunk-HYGAC32Q.js";
import "./chunk-TJ7SNIYQ.js";
import "./chunk-MSVLQ7II.js";
import "./chunk-6GAESIC3.js";
import "./chunk-3HPIZ34T.js";
import "./chunk-QZMOMOH2.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-45VJBJDV.js";
import "./chunk-ND7JQX5N.js";
import "./chunk-EH6FJ4NY.js";
import "./chunk-OTSSLVXF.js";
import "./chunk-TOI7FODT.js";
import "./chunk-R6TMWSYU.js";
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

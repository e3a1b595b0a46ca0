import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-I2S2R2VV.js";
import "./chunk-Y7NZBI3S.js";
import "./chunk-6X2DBWCI.js";
import "./chunk-DFHGZJ5X.js";
import "./chunk-4GEP35ZR.js";
import "./chunk-NYXMT5TW.js";
import "./chunk-6GAESIC3.js";
import "./chunk-EHOFCU6B.js";
import "./chunk-UA43TD4I.js";
import "./chunk-QHTEVSLZ.js";
import "./chunk-WV4EEFCW.js";
import "./chunk-VATHTCCW.js";
import "./chunk-STOPAB27.js";
import "./chunk-2IY5XYEX.js";
import "./chunk-PUWG6YAR.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-6U3O4U7C.js";
import "./chunk-KDEJOHTB.js";
import "./chunk-6TOZRAH7.js";
import "./chunk-VYVMQ4YR.js";
import "./chunk-M3KRUSLP.js";
import "./chunk-IHP4B67S.js";
import "./chunk-PDYXRLSX.js";
import "./chunk-QOICBSSL.js";
import "./chunk-WELCP5UL.js";
import "./chunk-IOIFA7YE.js";
import "./chunk-GXIKTC2F.js";
import "./chunk-AO3AXYN5.js";
import "./chunk-YY7O3RH2.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-QLKGXXEC.js";
import "./chunk-CFINWE3D.js";
import "./chunk-JUD3DAPC.js";
import "./chunk-5WUBAOK7.js";
import "./chunk-SM4GTWWG.js";
import "./chunk-ZXW3J4QA.js";
import "./chunk-2PDLVBQW.js";
import "./chunk-4MNMVBNV.js";
import "./chunk-VNZY37RA.js";
import "./chunk-43OLHB65.js";
import "./chunk-YQHEV77I.js";
import "./chunk-DFQJ4LPJ.js";
import "./chunk-3YJQMLNL.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-N4WBNEMW.js";
import "./chunk-LMLBSDF3.js";
import "./chunk-YZ4SK3DX.js";
import "./chunk-VG4ZJGVV.js";
import "./chunk-A6DMSAOX.js";
import "./chunk-XRD6D3JQ.js";
import "./chunk-I5M477FI.js";
import "./chunk-GGTR3L4B.js";
import "./chunk-2YKP4G4R.js";
import "./chunk-3SH44GJ5.js";
import "./chunk-ACOP7SNV.js";
import "./chunk-TLJJGVV4.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

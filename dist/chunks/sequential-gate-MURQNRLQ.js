import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-EMF3ASEC.js";
import "./chunk-FGZBXTRO.js";
import "./chunk-5Z2NGNPE.js";
import "./chunk-SV7YIQKZ.js";
import "./chunk-UAKOCSZA.js";
import "./chunk-DOKLFDC2.js";
import "./chunk-4CATK67S.js";
import "./chunk-OM2RUCNG.js";
import "./chunk-P46DF5HI.js";
import "./chunk-43OLHB65.js";
import "./chunk-PF6DMPZP.js";
import "./chunk-46DWJKKI.js";
import "./chunk-QQHGKIMA.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

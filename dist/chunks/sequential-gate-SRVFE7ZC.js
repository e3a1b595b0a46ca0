import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-JPA7RAT2.js";
import "./chunk-LDIW7OCG.js";
import "./chunk-CEV26CVI.js";
import "./chunk-SV7YIQKZ.js";
import "./chunk-RRVCAAR6.js";
import "./chunk-X4NKAPXB.js";
import "./chunk-G2PC7HVZ.js";
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

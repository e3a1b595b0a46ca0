import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-G4LW27TZ.js";
import "./chunk-SP7J4O3L.js";
import "./chunk-H7KEQQ4W.js";
import "./chunk-KX2H5E3H.js";
import "./chunk-O5FHDSFF.js";
import "./chunk-PDRDX4NA.js";
import "./chunk-2OU6QMDH.js";
import "./chunk-DSLRFJBB.js";
import "./chunk-64RTTBE2.js";
import "./chunk-J3Q3I63Z.js";
import "./chunk-ZJLNEHMY.js";
import "./chunk-F2H6BALC.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

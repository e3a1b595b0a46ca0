import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-N35RUZJW.js";
import "./chunk-5ETAC3VY.js";
import "./chunk-2HP7TO77.js";
import "./chunk-GG3FBXQQ.js";
import "./chunk-N3E3DXPS.js";
import "./chunk-TXXBTVNM.js";
import "./chunk-GTD7R7OK.js";
import "./chunk-P5GCICQL.js";
import "./chunk-X74MS3Y6.js";
import "./chunk-KSWVPHVR.js";
import "./chunk-OJM4DDFL.js";
import "./chunk-NVK3JCRZ.js";
import "./chunk-STOPAB27.js";
import "./chunk-NSGXTJGT.js";
import "./chunk-LPZITCZK.js";
import "./chunk-3VTAZOMP.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-ASAOW2YR.js";
import "./chunk-LH4JBMRJ.js";
import "./chunk-YLQ5LH6W.js";
import "./chunk-ZCWPPT7M.js";
import "./chunk-VMCHDW67.js";
import "./chunk-3WSAY3HS.js";
import "./chunk-KTF3IZOP.js";
import "./chunk-ZJCDYZ5D.js";
import "./chunk-6GG6MY5A.js";
import "./chunk-MBDBTQ2F.js";
import "./chunk-IJIP2XXJ.js";
import "./chunk-NCYC4AN3.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

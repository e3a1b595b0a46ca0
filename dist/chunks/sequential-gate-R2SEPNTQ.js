import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-5D3IOKOH.js";
import "./chunk-KMU46RAG.js";
import "./chunk-LGLBFDFV.js";
import "./chunk-BMNMN7BM.js";
import "./chunk-GEAFKAOX.js";
import "./chunk-YESXEHTS.js";
import "./chunk-QATTTHKS.js";
import "./chunk-2QOGQMGN.js";
import "./chunk-FBTZIE4G.js";
import "./chunk-43OLHB65.js";
import "./chunk-XUPJAAKK.js";
import "./chunk-2PO5Y4Z4.js";
import "./chunk-QFD6KC7G.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

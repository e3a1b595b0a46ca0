import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-AMIXQ2RX.js";
import "./chunk-CPD4QTV7.js";
import "./chunk-KMU46RAG.js";
import "./chunk-YESXEHTS.js";
import "./chunk-QATTTHKS.js";
import "./chunk-2QOGQMGN.js";
import "./chunk-43OLHB65.js";
import "./chunk-XUPJAAKK.js";
import "./chunk-2PO5Y4Z4.js";
import "./chunk-QFD6KC7G.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

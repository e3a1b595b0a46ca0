import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-D5JQGOEW.js";
import "./chunk-FYRNONGA.js";
import "./chunk-MYUNA5ZK.js";
import "./chunk-6RQ3DJWM.js";
import "./chunk-SUCT3MSH.js";
import "./chunk-WD35QV32.js";
import "./chunk-43OLHB65.js";
import "./chunk-BSEIKB6F.js";
import "./chunk-Z2GAT4TF.js";
import "./chunk-YNLVCKPF.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-JK6UJDA5.js";
import "./chunk-QS5WXQZG.js";
import "./chunk-KBGJNYIR.js";
import "./chunk-U7UJRJBR.js";
import "./chunk-E5MLAP3S.js";
import "./chunk-F4RCOBMJ.js";
import "./chunk-43OLHB65.js";
import "./chunk-ANSOHFQ2.js";
import "./chunk-PY2TF77P.js";
import "./chunk-CHI7GPTZ.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-3DUDEMIN.js";
import "./chunk-3HDDHSOT.js";
import "./chunk-DIMRXMPY.js";
import "./chunk-SPPTAATJ.js";
import "./chunk-QWVY6PNQ.js";
import "./chunk-BRXOQWIA.js";
import "./chunk-EGHTFVR3.js";
import "./chunk-4LQ6EWZY.js";
import "./chunk-RCG32IKU.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

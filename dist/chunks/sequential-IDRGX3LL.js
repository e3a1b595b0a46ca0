import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-45SLWR36.js";
import "./chunk-TEPL3UNW.js";
import "./chunk-ZX6Y3N7G.js";
import "./chunk-GB4ERPQC.js";
import "./chunk-3L7UUTHL.js";
import "./chunk-X6WH22H6.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-ONAMEARX.js";
import "./chunk-K5CVWVQA.js";
import "./chunk-7BGOZGNR.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

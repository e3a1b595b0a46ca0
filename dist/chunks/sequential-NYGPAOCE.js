import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-EDQIW5UH.js";
import "./chunk-SVPRJKTY.js";
import "./chunk-ILVFOFEB.js";
import "./chunk-PGC6B6RJ.js";
import "./chunk-4BGNZBPI.js";
import "./chunk-B7OQPRX3.js";
import "./chunk-HSTQ2NL2.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-W7P7PS5F.js";
import "./chunk-W6ZIYXFB.js";
import "./chunk-43QJMCA5.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

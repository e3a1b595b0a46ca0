import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-XMAE6L6U.js";
import "./chunk-H443YLT5.js";
import "./chunk-T3YZ3OLI.js";
import "./chunk-FMUNEP7S.js";
import "./chunk-D24LCSZP.js";
import "./chunk-45HQVGHH.js";
import "./chunk-WELCP5UL.js";
import "./chunk-UFWGRPPV.js";
import "./chunk-AO3AXYN5.js";
import "./chunk-YY7O3RH2.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

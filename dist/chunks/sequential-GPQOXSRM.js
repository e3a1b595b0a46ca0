import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-WOQGEQCM.js";
import "./chunk-UQFSBTW5.js";
import "./chunk-T3YZ3OLI.js";
import "./chunk-KDEJOHTB.js";
import "./chunk-IHP4B67S.js";
import "./chunk-PDYXRLSX.js";
import "./chunk-WELCP5UL.js";
import "./chunk-IOIFA7YE.js";
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

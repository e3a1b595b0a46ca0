import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-XZZAMZ62.js";
import "./chunk-JPLCR4ER.js";
import "./chunk-D333QVWL.js";
import "./chunk-XOWPMB5D.js";
import "./chunk-TAV4PKXE.js";
import "./chunk-PBMNNZVE.js";
import "./chunk-WELCP5UL.js";
import "./chunk-QDDK5KDO.js";
import "./chunk-WNX7UG5A.js";
import "./chunk-G3AZTZT5.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

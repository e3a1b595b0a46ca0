import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-VC5WY2NF.js";
import "./chunk-S62YDYBU.js";
import "./chunk-W72I3ZQN.js";
import "./chunk-U3QVEEYC.js";
import "./chunk-IFQ3PKTX.js";
import "./chunk-4T6RGI75.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-JWEY6OWT.js";
import "./chunk-B73IXWXQ.js";
import "./chunk-UYIXA2YY.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-NB3SYYJJ.js";
import "./chunk-YLCGDOSL.js";
import "./chunk-4JZKUGNC.js";
import "./chunk-BX7FZABD.js";
import "./chunk-FZH2PRXF.js";
import "./chunk-YSWT4WAH.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-ACJRKWVY.js";
import "./chunk-2VO3N67O.js";
import "./chunk-N55KRUMM.js";
import "./chunk-FJ2ZYIAC.js";
import "./chunk-QTSFYO3F.js";
import "./chunk-TD6IE23K.js";
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

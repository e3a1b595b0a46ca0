import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-FSBMU64F.js";
import "./chunk-CRXYND4W.js";
import "./chunk-D333QVWL.js";
import "./chunk-TZ44WZPI.js";
import "./chunk-KEG2MD6A.js";
import "./chunk-PELGJD7R.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-G7347SLU.js";
import "./chunk-6IPEIMIX.js";
import "./chunk-UJNDRCNA.js";
import "./chunk-HXXRTFPQ.js";
import "./chunk-UAUFETM3.js";
import "./chunk-3JSOI7CH.js";
import "./chunk-GQMJIYEL.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-EVPP7JJB.js";
import "./chunk-B5WYZWPC.js";
import "./chunk-VNQY5YMO.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

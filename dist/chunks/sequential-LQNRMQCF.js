import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-AP3LAZBG.js";
import "./chunk-C26I3QZD.js";
import "./chunk-2HP7TO77.js";
import "./chunk-P5GCICQL.js";
import "./chunk-4YYLC6MA.js";
import "./chunk-STOPAB27.js";
import "./chunk-3VTAZOMP.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

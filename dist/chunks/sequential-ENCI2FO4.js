import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-DJ7AJYHX.js";
import "./chunk-DS2ID5Q5.js";
import "./chunk-NIJT2KIX.js";
import "./chunk-EGAFFE76.js";
import "./chunk-2FJL6RVV.js";
import "./chunk-FW5XQ6TC.js";
import "./chunk-5HGQJNTX.js";
import "./chunk-E5DENISR.js";
import "./chunk-W6MRZ47D.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

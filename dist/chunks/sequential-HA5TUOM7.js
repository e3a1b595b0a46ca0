import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-DDSHK5WM.js";
import "./chunk-PCLNPG4W.js";
import "./chunk-IX76RIFM.js";
import "./chunk-IDQDCRXT.js";
import "./chunk-E6VSS433.js";
import "./chunk-V3VU4PB2.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-2WOR66GP.js";
import "./chunk-ZEZXET7O.js";
import "./chunk-O6MYVE7Q.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

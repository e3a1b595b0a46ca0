import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-XZ3QBHE4.js";
import "./chunk-VVLBYDLJ.js";
import "./chunk-IBKKOHTN.js";
import "./chunk-UMYQP3BL.js";
import "./chunk-6HXRFPFY.js";
import "./chunk-7CSCLRWJ.js";
import "./chunk-Z7FSH5FY.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-4EFGOAYE.js";
import "./chunk-TU4ICDN6.js";
import "./chunk-LTKKANAN.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

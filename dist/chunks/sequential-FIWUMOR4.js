import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-GRG3SPIU.js";
import "./chunk-PJDRGHD4.js";
import "./chunk-Q43OWQYI.js";
import "./chunk-UCRACJXI.js";
import "./chunk-6N3RSBLS.js";
import "./chunk-XMUU6T7R.js";
import "./chunk-ODJ7KRGY.js";
import "./chunk-WAKHSRYG.js";
import "./chunk-YY7O3RH2.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

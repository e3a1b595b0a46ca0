import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-JTFATSYM.js";
import "./chunk-2ZCXJBVD.js";
import "./chunk-SGIHEYZW.js";
import "./chunk-CZWMVO3U.js";
import "./chunk-SV4GVCGR.js";
import "./chunk-HG4FBA34.js";
import "./chunk-OFF7RZW2.js";
import "./chunk-VWOP2E6A.js";
import "./chunk-KNEBHJHY.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

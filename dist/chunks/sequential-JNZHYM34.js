import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-5XT7HPHJ.js";
import "./chunk-6CTCMCKO.js";
import "./chunk-PBSJK56H.js";
import "./chunk-Q67MJBSY.js";
import "./chunk-TSUTQDUT.js";
import "./chunk-OTZD35SF.js";
import "./chunk-WELCP5UL.js";
import "./chunk-MRKTBVKP.js";
import "./chunk-6BAZOH3B.js";
import "./chunk-P7TUYBBB.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

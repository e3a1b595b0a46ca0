import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-OIM7I7AY.js";
import "./chunk-BCWEI7LK.js";
import "./chunk-QCBC3LIF.js";
import "./chunk-P7YOGT55.js";
import "./chunk-LT47HAVC.js";
import "./chunk-B4EHZDLN.js";
import "./chunk-K64FFXPN.js";
import "./chunk-M5BBEY2E.js";
import "./chunk-B3J7ZFKJ.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

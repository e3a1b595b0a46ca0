import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-SG34LW27.js";
import "./chunk-BDCIUJ76.js";
import "./chunk-LMLBSDF3.js";
import "./chunk-A6DMSAOX.js";
import "./chunk-XRD6D3JQ.js";
import "./chunk-GGTR3L4B.js";
import "./chunk-VO6KCWMQ.js";
import "./chunk-3SH44GJ5.js";
import "./chunk-TLJJGVV4.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-ROHGBGMT.js";
import "./chunk-P6Y365TB.js";
import "./chunk-WSTCQ5DE.js";
import "./chunk-KPKVFLNI.js";
import "./chunk-HGVXWTXJ.js";
import "./chunk-LXEJCIXV.js";
import "./chunk-D47SATSJ.js";
import "./chunk-UCV7L75K.js";
import "./chunk-EOBBDCO2.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

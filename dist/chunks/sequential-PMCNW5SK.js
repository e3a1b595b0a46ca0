import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-NBZCQ6NF.js";
import "./chunk-X6AFMFKQ.js";
import "./chunk-POP6KA24.js";
import "./chunk-7JMFSKGU.js";
import "./chunk-LCEVOEVN.js";
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

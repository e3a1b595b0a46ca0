import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-HES3HEOG.js";
import "./chunk-KW2YFZCI.js";
import "./chunk-EIY6GDWA.js";
import "./chunk-5QPHHUSN.js";
import "./chunk-XJRKWBN5.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-7MNSYBHD.js";
import "./chunk-XWNIDLKF.js";
import "./chunk-Q43OWQYI.js";
import "./chunk-QFK5OYHP.js";
import "./chunk-VVKPCQPS.js";
import "./chunk-LOJJR5E2.js";
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

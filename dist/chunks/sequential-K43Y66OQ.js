import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-G7XLZV2W.js";
import "./chunk-YMV7LB5Y.js";
import "./chunk-SP7J4O3L.js";
import "./chunk-O5FHDSFF.js";
import "./chunk-PDRDX4NA.js";
import "./chunk-DSLRFJBB.js";
import "./chunk-T7EQRDRR.js";
import "./chunk-J3Q3I63Z.js";
import "./chunk-F2H6BALC.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-3X7LHPKD.js";
import "./chunk-UAO6TZWX.js";
import "./chunk-GWX65XRS.js";
import "./chunk-DG35TRQ7.js";
import "./chunk-VTK32HS2.js";
import "./chunk-Z5UOLMKV.js";
import "./chunk-WBQV2H7L.js";
import "./chunk-6O7UWTQ5.js";
import "./chunk-PP64ZI2F.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

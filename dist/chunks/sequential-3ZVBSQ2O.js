import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-6P7Q5HBH.js";
import "./chunk-6YANCSB4.js";
import "./chunk-DWEL3CNI.js";
import "./chunk-WGY3T2ZA.js";
import "./chunk-KQMSK7PE.js";
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

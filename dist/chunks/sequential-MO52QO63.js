import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-ZS25KP3P.js";
import "./chunk-HJW2C3LI.js";
import "./chunk-J7FWEKLM.js";
import "./chunk-DLY5QPZ5.js";
import "./chunk-R4VUQSEO.js";
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

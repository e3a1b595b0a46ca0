import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-7T4U4FID.js";
import "./chunk-KN2DNUZ3.js";
import "./chunk-BKICQ2BH.js";
import "./chunk-S7YFPOCX.js";
import "./chunk-2BV23Q5X.js";
import "./chunk-XT2OTI24.js";
import "./chunk-43OLHB65.js";
import "./chunk-XXC76RXJ.js";
import "./chunk-IRYO52MS.js";
import "./chunk-6CMOTGP6.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

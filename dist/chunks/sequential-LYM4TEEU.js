import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-4CMN3R2Q.js";
import "./chunk-FB7YYP3B.js";
import "./chunk-3WK6LRET.js";
import "./chunk-ZKF5BUIX.js";
import "./chunk-3EMIYDDV.js";
import "./chunk-JHMSWTAN.js";
import "./chunk-43OLHB65.js";
import "./chunk-PZ5RKO3F.js";
import "./chunk-OKL52YV7.js";
import "./chunk-K5AZ55E6.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-3E2Z2EZQ.js";
import "./chunk-REIVPRUL.js";
import "./chunk-45XNGXVP.js";
import "./chunk-3KPC56SW.js";
import "./chunk-2CSB5A7D.js";
import "./chunk-JJSIIWVM.js";
import "./chunk-43OLHB65.js";
import "./chunk-MWLGYZIX.js";
import "./chunk-2TSGSXIN.js";
import "./chunk-LFRDKXQJ.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

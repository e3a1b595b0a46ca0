import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-JXMQ4HGF.js";
import "./chunk-2PW2COVJ.js";
import "./chunk-KNLPKEXS.js";
import "./chunk-S2J6EBTG.js";
import "./chunk-UYHZUVO5.js";
import "./chunk-52F7E3X4.js";
import "./chunk-45V2CYLI.js";
import "./chunk-IIEYNFCU.js";
import "./chunk-7UN73WRX.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

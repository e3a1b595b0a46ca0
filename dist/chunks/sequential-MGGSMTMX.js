import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-Y3NTUTJO.js";
import "./chunk-Z5KTUSYJ.js";
import "./chunk-W4QJM346.js";
import "./chunk-6PS6M5YN.js";
import "./chunk-GWDBMDS3.js";
import "./chunk-VSZGURHD.js";
import "./chunk-VT7M6CRJ.js";
import "./chunk-54DYBEAT.js";
import "./chunk-ASTSRDGS.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-G7YNFOAX.js";
import "./chunk-J37F3NQT.js";
import "./chunk-PXNRM4NH.js";
import "./chunk-QVH45IJZ.js";
import "./chunk-OTEWVB44.js";
import "./chunk-5GI3LOQB.js";
import "./chunk-43OLHB65.js";
import "./chunk-PJHCOCHH.js";
import "./chunk-6U7ON22R.js";
import "./chunk-S7TL32LX.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-YDZF3SD7.js";
import "./chunk-2OCKZTUB.js";
import "./chunk-WNVWOWM2.js";
import "./chunk-J2RNFU2Y.js";
import "./chunk-MJTNPYP5.js";
import "./chunk-C2MDS5QG.js";
import "./chunk-43OLHB65.js";
import "./chunk-YQHEV77I.js";
import "./chunk-DFQJ4LPJ.js";
import "./chunk-3YJQMLNL.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

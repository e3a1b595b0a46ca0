import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-KU47VDYX.js";
import "./chunk-J4XSI5YA.js";
import "./chunk-CFINWE3D.js";
import "./chunk-ZXW3J4QA.js";
import "./chunk-2PDLVBQW.js";
import "./chunk-4MNMVBNV.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-S7TDGMSH.js";
import "./chunk-GXXBNDAX.js";
import "./chunk-FWAXUJEM.js";
import "./chunk-2URNZ26O.js";
import "./chunk-D3VI6OEL.js";
import "./chunk-TL5WX2EO.js";
import "./chunk-43OLHB65.js";
import "./chunk-EAXJ4BJT.js";
import "./chunk-EWYVW3QY.js";
import "./chunk-GKRU3KIC.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

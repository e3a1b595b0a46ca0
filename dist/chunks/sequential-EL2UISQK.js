import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-KIPLSVGN.js";
import "./chunk-JCOHTHW3.js";
import "./chunk-IBKKOHTN.js";
import "./chunk-V32W3WUM.js";
import "./chunk-W4OBPR24.js";
import "./chunk-MZ7MDL5E.js";
import "./chunk-Z7FSH5FY.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-XKV5CCSH.js";
import "./chunk-TU4ICDN6.js";
import "./chunk-LTKKANAN.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

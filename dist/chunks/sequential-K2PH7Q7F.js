import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-TB4INJ2C.js";
import "./chunk-FYCASAX2.js";
import "./chunk-IBKKOHTN.js";
import "./chunk-FWLBVPQ4.js";
import "./chunk-IQPG3RJL.js";
import "./chunk-B5SYGTHA.js";
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

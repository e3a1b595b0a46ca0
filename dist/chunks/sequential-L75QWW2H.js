import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-C65IROLG.js";
import "./chunk-D6Z4VNPL.js";
import "./chunk-ILVFOFEB.js";
import "./chunk-7O4CIHMA.js";
import "./chunk-3I7NE2RD.js";
import "./chunk-RSKYHYSK.js";
import "./chunk-PN6UEA74.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-W7P7PS5F.js";
import "./chunk-W6ZIYXFB.js";
import "./chunk-43QJMCA5.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

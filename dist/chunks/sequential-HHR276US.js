import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-FJGJMV6X.js";
import "./chunk-LVXY3G2I.js";
import "./chunk-MB24IOUM.js";
import "./chunk-5QGUOWBH.js";
import "./chunk-2WYJ3CM7.js";
import "./chunk-BMM5KXNA.js";
import "./chunk-43OLHB65.js";
import "./chunk-LHJB47U6.js";
import "./chunk-VC2CEVGM.js";
import "./chunk-F7GUU4VA.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

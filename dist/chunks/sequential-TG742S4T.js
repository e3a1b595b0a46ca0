import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-RE2OPQV7.js";
import "./chunk-5BKX4QUM.js";
import "./chunk-ZWP2NEHV.js";
import "./chunk-YDML5CT3.js";
import "./chunk-33S5VXPU.js";
import "./chunk-LYJUBM5T.js";
import "./chunk-43OLHB65.js";
import "./chunk-PONNBOOP.js";
import "./chunk-7NIWWLMQ.js";
import "./chunk-6CMOTGP6.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

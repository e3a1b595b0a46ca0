import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-OPSWWA4U.js";
import "./chunk-6EEXGENO.js";
import "./chunk-KWSIJVRJ.js";
import "./chunk-A53XUZJE.js";
import "./chunk-KU7YGNQW.js";
import "./chunk-B4EHZDLN.js";
import "./chunk-K64FFXPN.js";
import "./chunk-M5BBEY2E.js";
import "./chunk-B3J7ZFKJ.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

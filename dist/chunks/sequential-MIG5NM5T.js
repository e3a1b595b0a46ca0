import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-VDTMNJIU.js";
import "./chunk-P3U54HDG.js";
import "./chunk-7M3TLC22.js";
import "./chunk-DBJVF6P7.js";
import "./chunk-BQPKFDKY.js";
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

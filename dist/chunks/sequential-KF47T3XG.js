import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-KWEZ4VB5.js";
import "./chunk-NX6C26VQ.js";
import "./chunk-CHU54VJZ.js";
import "./chunk-4YQLCGBO.js";
import "./chunk-Y7UNPOQF.js";
import "./chunk-VFMBTDAR.js";
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

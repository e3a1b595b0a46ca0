import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-JWT3YX5L.js";
import "./chunk-JO24WVMF.js";
import "./chunk-U3UEIS6N.js";
import "./chunk-232NB6F2.js";
import "./chunk-6MVPYLDV.js";
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

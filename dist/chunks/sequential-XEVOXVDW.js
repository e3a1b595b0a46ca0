import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-6OGCUR7D.js";
import "./chunk-Z62QEPBE.js";
import "./chunk-PGFQEL7A.js";
import "./chunk-N3G75GK6.js";
import "./chunk-WBGW7N2Y.js";
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

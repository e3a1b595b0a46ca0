import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-ZXSVT2DY.js";
import "./chunk-GTPFXMTD.js";
import "./chunk-Q43OWQYI.js";
import "./chunk-ONJSY5CI.js";
import "./chunk-CEV5ZWK6.js";
import "./chunk-WW4YDOC3.js";
import "./chunk-ODJ7KRGY.js";
import "./chunk-WAKHSRYG.js";
import "./chunk-YY7O3RH2.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

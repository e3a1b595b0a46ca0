import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-Y2SUDG5W.js";
import "./chunk-PUGIAOAY.js";
import "./chunk-GA65MCBO.js";
import "./chunk-5DNEF34R.js";
import "./chunk-CUHEXTWW.js";
import "./chunk-JJSIIWVM.js";
import "./chunk-43OLHB65.js";
import "./chunk-MWLGYZIX.js";
import "./chunk-CBX7MJFV.js";
import "./chunk-LFRDKXQJ.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-DOLOFODI.js";
import "./chunk-6MM52SDJ.js";
import "./chunk-OLFLTS6N.js";
import "./chunk-ODRNOV5N.js";
import "./chunk-A2UUIDUA.js";
import "./chunk-6NV3RB55.js";
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

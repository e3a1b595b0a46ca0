import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-PHMBGMMJ.js";
import "./chunk-VE5AD6C7.js";
import "./chunk-ELBEABNU.js";
import "./chunk-BMERW53L.js";
import "./chunk-S2B4RLXQ.js";
import "./chunk-RSNVH5JJ.js";
import "./chunk-43OLHB65.js";
import "./chunk-RLFESHVQ.js";
import "./chunk-ZRYD5NVE.js";
import "./chunk-IKAO7XZ7.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

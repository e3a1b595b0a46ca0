import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-FG2RDQ4P.js";
import "./chunk-VK5BN55K.js";
import "./chunk-V4AOVXFT.js";
import "./chunk-T3N4DC3W.js";
import "./chunk-YLHDCSOJ.js";
import "./chunk-UAQRZ35R.js";
import "./chunk-6MLOMRQP.js";
import "./chunk-6AGF6IDM.js";
import "./chunk-M5XYL267.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

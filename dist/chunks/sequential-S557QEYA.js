import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-PD2MUEVZ.js";
import "./chunk-PETDOYQG.js";
import "./chunk-ZK4BLBLH.js";
import "./chunk-XYOU5P3B.js";
import "./chunk-MCESPLBH.js";
import "./chunk-4VRRUHI7.js";
import "./chunk-43OLHB65.js";
import "./chunk-IYQLLMCI.js";
import "./chunk-O77QD7CX.js";
import "./chunk-Y3XH2ARF.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-W2SO7NU5.js";
import "./chunk-HJ4OAQMZ.js";
import "./chunk-UY6BL4YY.js";
import "./chunk-VBTIYM6E.js";
import "./chunk-INFKLB6Z.js";
import "./chunk-F5HRIKC2.js";
import "./chunk-43OLHB65.js";
import "./chunk-C23EHVFL.js";
import "./chunk-PWP52O2Y.js";
import "./chunk-DQERRHAA.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-RTFDMH2Z.js";
import "./chunk-PIBNRJD6.js";
import "./chunk-CFGYFSSM.js";
import "./chunk-IPXLEIGV.js";
import "./chunk-BVACB7VE.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-EKNRW3YE.js";
import "./chunk-P23CPYDB.js";
import "./chunk-WTZZF7K5.js";
import "./chunk-RNNUXTRR.js";
import "./chunk-ODPCTF2I.js";
import "./chunk-H2GEOLPZ.js";
import "./chunk-43OLHB65.js";
import "./chunk-V3OG33GN.js";
import "./chunk-FGQE5JXG.js";
import "./chunk-H2HJT2VM.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

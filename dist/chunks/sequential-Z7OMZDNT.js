import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-3YN7VOTO.js";
import "./chunk-VS5KRRKP.js";
import "./chunk-Q43OWQYI.js";
import "./chunk-5LRJGXV3.js";
import "./chunk-BY5ZA34P.js";
import "./chunk-RE6IIGTW.js";
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

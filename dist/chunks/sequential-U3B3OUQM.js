import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-HQXD4IBC.js";
import "./chunk-WIHIMNFW.js";
import "./chunk-2HP7TO77.js";
import "./chunk-P5GCICQL.js";
import "./chunk-WH7UHXFO.js";
import "./chunk-STOPAB27.js";
import "./chunk-3VTAZOMP.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-LAXYCVAK.js";
import "./chunk-J4CZ5OWU.js";
import "./chunk-ZPKJF5SJ.js";
import "./chunk-G7O3YJNI.js";
import "./chunk-NBQ2QBMV.js";
import "./chunk-JJYUXWMT.js";
import "./chunk-OWDWHAMO.js";
import "./chunk-4KNDXWEF.js";
import "./chunk-KJ5VPV3C.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

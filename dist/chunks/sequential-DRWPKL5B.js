import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-6S33JSUK.js";
import "./chunk-VOCMVBEE.js";
import "./chunk-Y65UQDSG.js";
import "./chunk-YO5ME2BU.js";
import "./chunk-FKSZLB6B.js";
import "./chunk-FW5XQ6TC.js";
import "./chunk-5HGQJNTX.js";
import "./chunk-E5DENISR.js";
import "./chunk-W6MRZ47D.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

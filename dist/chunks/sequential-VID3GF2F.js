import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-DEER7JHN.js";
import "./chunk-NL4FLGPM.js";
import "./chunk-T3YZ3OLI.js";
import "./chunk-HPT6OBM7.js";
import "./chunk-MPHBT4TI.js";
import "./chunk-YCKCAQ5R.js";
import "./chunk-WELCP5UL.js";
import "./chunk-IOIFA7YE.js";
import "./chunk-AO3AXYN5.js";
import "./chunk-YY7O3RH2.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

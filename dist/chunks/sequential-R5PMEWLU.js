import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-CT7PHGQ4.js";
import "./chunk-BJX2VKIR.js";
import "./chunk-T3YZ3OLI.js";
import "./chunk-XEMSZL5N.js";
import "./chunk-AZ6QKL2O.js";
import "./chunk-EEMT3O6R.js";
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

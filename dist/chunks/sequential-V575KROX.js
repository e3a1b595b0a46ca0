import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-BXHGJKGK.js";
import "./chunk-SODTR2GY.js";
import "./chunk-2OFXLCYG.js";
import "./chunk-A5NZAVAI.js";
import "./chunk-AKLZ44PS.js";
import "./chunk-AEJVZJJV.js";
import "./chunk-WELCP5UL.js";
import "./chunk-QDDK5KDO.js";
import "./chunk-5WFSQGAV.js";
import "./chunk-G3AZTZT5.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-WQJVK63Y.js";
import "./chunk-A77YX4W4.js";
import "./chunk-NVQU5PHG.js";
import "./chunk-DTQLFJQX.js";
import "./chunk-GHXDGYA2.js";
import "./chunk-XUVCIDXQ.js";
import "./chunk-CVUIABPZ.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-MNOXM4LW.js";
import "./chunk-I4N5P2OH.js";
import "./chunk-MIFTKWPS.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-TAR2LF2C.js";
import "./chunk-PGEGBIKG.js";
import "./chunk-NVQU5PHG.js";
import "./chunk-NJPCOVGJ.js";
import "./chunk-MWMFM6LJ.js";
import "./chunk-MQK7WU67.js";
import "./chunk-CVUIABPZ.js";
import "./chunk-WELCP5UL.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-DQQSGCKU.js";
import "./chunk-7WZ763JD.js";
import "./chunk-XHOYXPXV.js";
import "./chunk-HZQZKE5Z.js";
import "./chunk-OXDELQXK.js";
import "./chunk-RWGBRQUZ.js";
import "./chunk-XVBV2KPV.js";
import "./chunk-3OVZFFFW.js";
import "./chunk-TSIS42H3.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

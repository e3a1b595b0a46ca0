import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-UMF7Y7OJ.js";
import "./chunk-QNRIMZYJ.js";
import "./chunk-LH4JBMRJ.js";
import "./chunk-VMCHDW67.js";
import "./chunk-3WSAY3HS.js";
import "./chunk-ZJCDYZ5D.js";
import "./chunk-BYAPKKJM.js";
import "./chunk-MBDBTQ2F.js";
import "./chunk-NCYC4AN3.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

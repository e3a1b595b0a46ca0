import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-I3DAIRUA.js";
import "./chunk-S3UZW4DL.js";
import "./chunk-P4WBQWDO.js";
import "./chunk-ZBHHHQRS.js";
import "./chunk-6TE4YQKD.js";
import "./chunk-LEDF7AZA.js";
import "./chunk-OWDWHAMO.js";
import "./chunk-FRAGKIB2.js";
import "./chunk-KJ5VPV3C.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

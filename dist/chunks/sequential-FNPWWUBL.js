import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-OSB7R2RB.js";
import "./chunk-S3NWXEOJ.js";
import "./chunk-BUQU7H55.js";
import "./chunk-YRBEEL6S.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-T6J2QFXX.js";
export {
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

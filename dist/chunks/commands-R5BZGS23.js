import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRun,
  addedText,
  checkSeriesName,
  listJson,
  listText,
  parseCommit,
  parseTime
} from "./chunk-C33RQO4Q.js";
import "./chunk-ILVFOFEB.js";
import "./chunk-7SJYY5RB.js";
import "./chunk-HSTQ2NL2.js";
import "./chunk-W7P7PS5F.js";
import "./chunk-ZXWXAPOP.js";
import "./chunk-TAGEWW3G.js";
import "./chunk-W6ZIYXFB.js";
import "./chunk-43QJMCA5.js";
import "./chunk-T6J2QFXX.js";
export {
  addRun,
  addedText,
  checkSeriesName,
  listJson,
  listText,
  parseCommit,
  parseTime
};

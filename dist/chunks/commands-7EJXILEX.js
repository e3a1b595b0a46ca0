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
} from "./chunk-SLV4ZCHG.js";
import "./chunk-TEPL3UNW.js";
import "./chunk-4GBBHVF7.js";
import "./chunk-X6WH22H6.js";
import "./chunk-ONAMEARX.js";
import "./chunk-DGUWJWZD.js";
import "./chunk-QSCTMR4W.js";
import "./chunk-K5CVWVQA.js";
import "./chunk-7BGOZGNR.js";
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

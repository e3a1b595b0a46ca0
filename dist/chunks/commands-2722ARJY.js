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
} from "./chunk-O6VMIN37.js";
import "./chunk-QS5WXQZG.js";
import "./chunk-UKZGZFMD.js";
import "./chunk-F4RCOBMJ.js";
import "./chunk-ANSOHFQ2.js";
import "./chunk-SWQLMRFT.js";
import "./chunk-PY2TF77P.js";
import "./chunk-CHI7GPTZ.js";
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

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
} from "./chunk-HLLVPHUK.js";
import "./chunk-OFF7RZW2.js";
import "./chunk-5BOJXR6R.js";
import "./chunk-VWOP2E6A.js";
import "./chunk-WE5B7MBM.js";
import "./chunk-NIP52QI6.js";
import "./chunk-KNEBHJHY.js";
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

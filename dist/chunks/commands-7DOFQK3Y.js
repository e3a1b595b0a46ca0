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
} from "./chunk-P3RCO4SE.js";
import "./chunk-CPD4QTV7.js";
import "./chunk-BMNMN7BM.js";
import "./chunk-2QOGQMGN.js";
import "./chunk-XUPJAAKK.js";
import "./chunk-XHSQOYMT.js";
import "./chunk-2PO5Y4Z4.js";
import "./chunk-QFD6KC7G.js";
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

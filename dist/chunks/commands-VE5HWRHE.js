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
} from "./chunk-DVQXHEXH.js";
import "./chunk-T7EQRDRR.js";
import "./chunk-64RTTBE2.js";
import "./chunk-J3Q3I63Z.js";
import "./chunk-XOZTPASQ.js";
import "./chunk-ZJLNEHMY.js";
import "./chunk-F2H6BALC.js";
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

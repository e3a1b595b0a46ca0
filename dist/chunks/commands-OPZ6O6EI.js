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
} from "./chunk-AFQOIZC2.js";
import "./chunk-2OCKZTUB.js";
import "./chunk-VB6FTIGG.js";
import "./chunk-C2MDS5QG.js";
import "./chunk-YQHEV77I.js";
import "./chunk-2SV7B3V6.js";
import "./chunk-DFQJ4LPJ.js";
import "./chunk-3YJQMLNL.js";
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

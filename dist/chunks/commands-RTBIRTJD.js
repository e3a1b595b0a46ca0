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
} from "./chunk-SRLM4MTE.js";
import "./chunk-VO6KCWMQ.js";
import "./chunk-2YKP4G4R.js";
import "./chunk-3SH44GJ5.js";
import "./chunk-HTNVQDFL.js";
import "./chunk-ACOP7SNV.js";
import "./chunk-TLJJGVV4.js";
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

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
} from "./chunk-L6FFH5WT.js";
import "./chunk-IBKKOHTN.js";
import "./chunk-FOFYHBJ5.js";
import "./chunk-Z7FSH5FY.js";
import "./chunk-4EFGOAYE.js";
import "./chunk-5PVMSGZH.js";
import "./chunk-RCREWC7W.js";
import "./chunk-TU4ICDN6.js";
import "./chunk-LTKKANAN.js";
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

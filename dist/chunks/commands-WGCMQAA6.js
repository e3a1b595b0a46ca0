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
} from "./chunk-X74NNP4D.js";
import "./chunk-IBKKOHTN.js";
import "./chunk-FOFYHBJ5.js";
import "./chunk-Z7FSH5FY.js";
import "./chunk-XKV5CCSH.js";
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

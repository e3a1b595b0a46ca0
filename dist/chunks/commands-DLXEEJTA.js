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
} from "./chunk-PHIO44FQ.js";
import "./chunk-NVQU5PHG.js";
import "./chunk-XF56DDLY.js";
import "./chunk-CVUIABPZ.js";
import "./chunk-MNOXM4LW.js";
import "./chunk-77UUMVWB.js";
import "./chunk-XTVCOZXR.js";
import "./chunk-I4N5P2OH.js";
import "./chunk-MIFTKWPS.js";
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

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
} from "./chunk-4GZNSPDT.js";
import "./chunk-CTSZIX52.js";
import "./chunk-U5F27ZCJ.js";
import "./chunk-N7KHU4KK.js";
import "./chunk-HDZTUQTJ.js";
import "./chunk-7DQ265RP.js";
import "./chunk-FDTE5OCA.js";
import "./chunk-77CMC3F4.js";
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

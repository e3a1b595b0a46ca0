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
} from "./chunk-DQG56ZOU.js";
import "./chunk-CTSZIX52.js";
import "./chunk-HRZ3ZZSL.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRun,
  checkSeriesName,
  listJson,
  listText,
  parseCommit,
  parseTime
} from "./chunk-6XJAKLJT.js";
import "./chunk-WLESCBLO.js";
import "./chunk-35M6BSFU.js";
import "./chunk-WJ63B7M7.js";
import "./chunk-STOPAB27.js";
import "./chunk-WDFSH5RS.js";
import "./chunk-MFN74K6F.js";
import "./chunk-6ZPRL4AT.js";
import "./chunk-T6J2QFXX.js";
export {
  addRun,
  checkSeriesName,
  listJson,
  listText,
  parseCommit,
  parseTime
};

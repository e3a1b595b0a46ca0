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
} from "./chunk-UXJMVTXV.js";
import "./chunk-REIVPRUL.js";
import "./chunk-LQWYG7MO.js";
import "./chunk-JJSIIWVM.js";
import "./chunk-MWLGYZIX.js";
import "./chunk-AXKI23IE.js";
import "./chunk-2TSGSXIN.js";
import "./chunk-LFRDKXQJ.js";
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

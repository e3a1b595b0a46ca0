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
} from "./chunk-YIK33XPU.js";
import "./chunk-HJ4OAQMZ.js";
import "./chunk-USCBOFCV.js";
import "./chunk-F5HRIKC2.js";
import "./chunk-C23EHVFL.js";
import "./chunk-HMBKDFQ3.js";
import "./chunk-PWP52O2Y.js";
import "./chunk-DQERRHAA.js";
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

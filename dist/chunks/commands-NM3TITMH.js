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
} from "./chunk-T637CL5G.js";
import "./chunk-6MM52SDJ.js";
import "./chunk-4XN5CNA4.js";
import "./chunk-6NV3RB55.js";
import "./chunk-MWLGYZIX.js";
import "./chunk-B54LVW2H.js";
import "./chunk-CBX7MJFV.js";
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

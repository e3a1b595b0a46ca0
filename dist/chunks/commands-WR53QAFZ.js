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
} from "./chunk-6XPX43JJ.js";
import "./chunk-OWDWHAMO.js";
import "./chunk-ZHIEEDWI.js";
import "./chunk-4KNDXWEF.js";
import "./chunk-NS4G3TRL.js";
import "./chunk-47HYOWIX.js";
import "./chunk-KJ5VPV3C.js";
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

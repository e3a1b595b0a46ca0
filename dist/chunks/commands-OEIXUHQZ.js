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
} from "./chunk-QQL7S5AR.js";
import "./chunk-OWDWHAMO.js";
import "./chunk-ZHIEEDWI.js";
import "./chunk-FRAGKIB2.js";
import "./chunk-Q63GIPP3.js";
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

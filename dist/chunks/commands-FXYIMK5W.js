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
} from "./chunk-ZMEG3TRU.js";
import "./chunk-FA4VSASO.js";
import "./chunk-ZIYWTUEE.js";
import "./chunk-DZ7N4R6Q.js";
import "./chunk-BOQHIXVR.js";
import "./chunk-5MPUKVCP.js";
import "./chunk-BQE5P27B.js";
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

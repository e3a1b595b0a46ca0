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
} from "./chunk-B6XJIGSZ.js";
import "./chunk-UJNDRCNA.js";
import "./chunk-NVYP2FT4.js";
import "./chunk-GQMJIYEL.js";
import "./chunk-EVPP7JJB.js";
import "./chunk-3UT5FSNI.js";
import "./chunk-HTTVIUPY.js";
import "./chunk-B5WYZWPC.js";
import "./chunk-VNQY5YMO.js";
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

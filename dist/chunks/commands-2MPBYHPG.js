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
} from "./chunk-ACQIWFZU.js";
import "./chunk-D333QVWL.js";
import "./chunk-IE3IDXBW.js";
import "./chunk-QDDK5KDO.js";
import "./chunk-D6BYDOZH.js";
import "./chunk-3XHOUQAT.js";
import "./chunk-WNX7UG5A.js";
import "./chunk-G3AZTZT5.js";
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

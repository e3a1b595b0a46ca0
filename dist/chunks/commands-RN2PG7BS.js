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
} from "./chunk-XNYL4ONN.js";
import "./chunk-2OFXLCYG.js";
import "./chunk-MSTPB4SN.js";
import "./chunk-QDDK5KDO.js";
import "./chunk-MWRM5LN2.js";
import "./chunk-3XHOUQAT.js";
import "./chunk-5WFSQGAV.js";
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

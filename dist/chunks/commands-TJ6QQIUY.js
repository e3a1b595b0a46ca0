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
} from "./chunk-GTUPRCNK.js";
import "./chunk-YLCGDOSL.js";
import "./chunk-XVJ7YK74.js";
import "./chunk-YSWT4WAH.js";
import "./chunk-JWEY6OWT.js";
import "./chunk-PJURTVGU.js";
import "./chunk-YTOXVHNL.js";
import "./chunk-B73IXWXQ.js";
import "./chunk-UYIXA2YY.js";
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

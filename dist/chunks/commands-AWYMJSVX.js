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
} from "./chunk-NQFILLT4.js";
import "./chunk-S62YDYBU.js";
import "./chunk-XVJ7YK74.js";
import "./chunk-4T6RGI75.js";
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

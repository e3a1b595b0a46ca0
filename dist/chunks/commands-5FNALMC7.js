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
} from "./chunk-YAR2K357.js";
import "./chunk-J37F3NQT.js";
import "./chunk-STCBRUZS.js";
import "./chunk-5GI3LOQB.js";
import "./chunk-PJHCOCHH.js";
import "./chunk-RA5J7ZWT.js";
import "./chunk-6U7ON22R.js";
import "./chunk-S7TL32LX.js";
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

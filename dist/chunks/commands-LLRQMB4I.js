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
} from "./chunk-3VPYUGJA.js";
import "./chunk-SBSZIFKT.js";
import "./chunk-UNQPDE6C.js";
import "./chunk-IYAHMACD.js";
import "./chunk-ZJQJRBH4.js";
import "./chunk-6QL4WPRA.js";
import "./chunk-JMRK2YIF.js";
import "./chunk-AUZ2V5MI.js";
import "./chunk-RWDNMIZ7.js";
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

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
} from "./chunk-OGOGBXUO.js";
import "./chunk-GXXBNDAX.js";
import "./chunk-YVGAJGPK.js";
import "./chunk-TL5WX2EO.js";
import "./chunk-EAXJ4BJT.js";
import "./chunk-VXQMKIOV.js";
import "./chunk-EWYVW3QY.js";
import "./chunk-GKRU3KIC.js";
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

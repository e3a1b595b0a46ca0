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
} from "./chunk-CJLYXHCJ.js";
import "./chunk-Z4PAJEUB.js";
import "./chunk-SV7YIQKZ.js";
import "./chunk-OM2RUCNG.js";
import "./chunk-PF6DMPZP.js";
import "./chunk-7DD2LOSR.js";
import "./chunk-46DWJKKI.js";
import "./chunk-QQHGKIMA.js";
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

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
} from "./chunk-AM3CEEOL.js";
import "./chunk-FYRNONGA.js";
import "./chunk-A64B6BBS.js";
import "./chunk-WD35QV32.js";
import "./chunk-BSEIKB6F.js";
import "./chunk-RPGDKQQ7.js";
import "./chunk-Z2GAT4TF.js";
import "./chunk-YNLVCKPF.js";
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

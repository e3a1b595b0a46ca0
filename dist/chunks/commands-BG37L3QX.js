import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRun,
  checkSeriesName,
  listJson,
  listText,
  parseCommit,
  parseTime
} from "./chunk-CDIJNP3A.js";
import "./chunk-WLESCBLO.js";
import "./chunk-DWCZ2B4U.js";
import "./chunk-Q4ZPS5BY.js";
import "./chunk-STOPAB27.js";
import "./chunk-IF5D46P2.js";
import "./chunk-BEQMV5NN.js";
import "./chunk-URKDLMTJ.js";
import "./chunk-7KSDIGDF.js";
import "./chunk-T6J2QFXX.js";
export {
  addRun,
  checkSeriesName,
  listJson,
  listText,
  parseCommit,
  parseTime
};

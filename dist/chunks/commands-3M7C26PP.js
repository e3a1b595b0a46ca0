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
} from "./chunk-Z5DP33BS.js";
import "./chunk-45V2CYLI.js";
import "./chunk-C3PCOMED.js";
import "./chunk-IIEYNFCU.js";
import "./chunk-A5HVP2VB.js";
import "./chunk-3VAGBRKZ.js";
import "./chunk-7UN73WRX.js";
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

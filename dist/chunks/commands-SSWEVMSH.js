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
} from "./chunk-PEYZLIGW.js";
import "./chunk-P23CPYDB.js";
import "./chunk-VOUVHD45.js";
import "./chunk-H2GEOLPZ.js";
import "./chunk-V3OG33GN.js";
import "./chunk-5I2OSUFK.js";
import "./chunk-FGQE5JXG.js";
import "./chunk-H2HJT2VM.js";
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

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
} from "./chunk-VKFR5RHE.js";
import "./chunk-5HGQJNTX.js";
import "./chunk-AZHOBVUT.js";
import "./chunk-E5DENISR.js";
import "./chunk-SQKWGCLU.js";
import "./chunk-JUZVYFTT.js";
import "./chunk-W6MRZ47D.js";
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

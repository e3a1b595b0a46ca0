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
} from "./chunk-FV4S2QZC.js";
import "./chunk-BYAPKKJM.js";
import "./chunk-6GG6MY5A.js";
import "./chunk-MBDBTQ2F.js";
import "./chunk-R2UW4UNN.js";
import "./chunk-IJIP2XXJ.js";
import "./chunk-NCYC4AN3.js";
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

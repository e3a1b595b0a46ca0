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
} from "./chunk-2SRSXTSN.js";
import "./chunk-6MLOMRQP.js";
import "./chunk-CK7RGUGR.js";
import "./chunk-6AGF6IDM.js";
import "./chunk-AGPJ5KOY.js";
import "./chunk-WBIQQGCR.js";
import "./chunk-M5XYL267.js";
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

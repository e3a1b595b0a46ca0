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
} from "./chunk-2ZPJZXTD.js";
import "./chunk-T5XXX3RW.js";
import "./chunk-WH7UHXFO.js";
import "./chunk-22W6NHFG.js";
import "./chunk-E56IBUUZ.js";
import "./chunk-STOPAB27.js";
import "./chunk-NLDL7WCD.js";
import "./chunk-NJFBXQM3.js";
import "./chunk-WXMHIIA3.js";
import "./chunk-3VTAZOMP.js";
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

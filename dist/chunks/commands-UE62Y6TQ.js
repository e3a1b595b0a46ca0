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
} from "./chunk-Y4BODARZ.js";
import "./chunk-D47SATSJ.js";
import "./chunk-KAQ6IS34.js";
import "./chunk-UCV7L75K.js";
import "./chunk-OWBMCPC7.js";
import "./chunk-BOF6RK5G.js";
import "./chunk-EOBBDCO2.js";
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

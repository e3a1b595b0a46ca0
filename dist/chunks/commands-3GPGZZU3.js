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
} from "./chunk-WP3BFKPO.js";
import "./chunk-PUGIAOAY.js";
import "./chunk-G3F3KLAZ.js";
import "./chunk-JJSIIWVM.js";
import "./chunk-MWLGYZIX.js";
import "./chunk-HW4GYSI2.js";
import "./chunk-CBX7MJFV.js";
import "./chunk-LFRDKXQJ.js";
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

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
} from "./chunk-SHODAFGB.js";
import "./chunk-3LF26RB3.js";
import "./chunk-WBQV2H7L.js";
import "./chunk-Q5IO4T2K.js";
import "./chunk-6O7UWTQ5.js";
import "./chunk-LWC6N2QB.js";
import "./chunk-IUTYNDIU.js";
import "./chunk-PP64ZI2F.js";
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

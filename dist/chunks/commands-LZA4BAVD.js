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
} from "./chunk-OP3LX5QB.js";
import "./chunk-VT7M6CRJ.js";
import "./chunk-7YLPVJG5.js";
import "./chunk-54DYBEAT.js";
import "./chunk-LI7K3CIC.js";
import "./chunk-ODFM5YOB.js";
import "./chunk-ASTSRDGS.js";
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

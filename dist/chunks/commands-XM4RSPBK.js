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
} from "./chunk-BRBRI4UB.js";
import "./chunk-5PJI6YNY.js";
import "./chunk-T7UDCCQZ.js";
import "./chunk-YVFCAJV6.js";
import "./chunk-6PTMTCS5.js";
import "./chunk-NBYHSRBF.js";
import "./chunk-ZRYD5NVE.js";
import "./chunk-IKAO7XZ7.js";
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

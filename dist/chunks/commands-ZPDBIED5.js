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
} from "./chunk-NANKKFPR.js";
import "./chunk-VE5AD6C7.js";
import "./chunk-QUTPAUHC.js";
import "./chunk-RSNVH5JJ.js";
import "./chunk-RLFESHVQ.js";
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

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
} from "./chunk-YQZVLNKU.js";
import "./chunk-Q43OWQYI.js";
import "./chunk-FNQYZE7M.js";
import "./chunk-WAKHSRYG.js";
import "./chunk-SFQ3GFFS.js";
import "./chunk-P3GB5NXR.js";
import "./chunk-YY7O3RH2.js";
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

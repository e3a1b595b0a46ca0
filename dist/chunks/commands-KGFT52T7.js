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
} from "./chunk-2S7S3GUH.js";
import "./chunk-T3YZ3OLI.js";
import "./chunk-MVWNZW5J.js";
import "./chunk-UFWGRPPV.js";
import "./chunk-ZY2LLVGA.js";
import "./chunk-GXIKTC2F.js";
import "./chunk-AO3AXYN5.js";
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

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
} from "./chunk-2EVMOPFG.js";
import "./chunk-PETDOYQG.js";
import "./chunk-NUNIREQY.js";
import "./chunk-4VRRUHI7.js";
import "./chunk-IYQLLMCI.js";
import "./chunk-4GB6IP6O.js";
import "./chunk-O77QD7CX.js";
import "./chunk-Y3XH2ARF.js";
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

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
} from "./chunk-EQKFKEMT.js";
import "./chunk-EGHTFVR3.js";
import "./chunk-EZNS2AEF.js";
import "./chunk-4LQ6EWZY.js";
import "./chunk-V75UTCEI.js";
import "./chunk-5CEDDPFE.js";
import "./chunk-RCG32IKU.js";
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

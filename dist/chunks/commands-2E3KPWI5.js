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
} from "./chunk-4ZA2SJHL.js";
import "./chunk-KN2DNUZ3.js";
import "./chunk-RJSW7RXZ.js";
import "./chunk-XT2OTI24.js";
import "./chunk-XXC76RXJ.js";
import "./chunk-IEZW6OBK.js";
import "./chunk-IRYO52MS.js";
import "./chunk-6CMOTGP6.js";
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

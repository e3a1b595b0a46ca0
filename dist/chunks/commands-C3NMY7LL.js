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
} from "./chunk-HTKLHTY6.js";
import "./chunk-XVBV2KPV.js";
import "./chunk-AT3VP46O.js";
import "./chunk-3OVZFFFW.js";
import "./chunk-VTAMEUPE.js";
import "./chunk-CCWHAGDU.js";
import "./chunk-TSIS42H3.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRun,
  checkSeriesName,
  listJson,
  listText,
  parseCommit,
  parseTime
} from "./chunk-MRR56747.js";
import "./chunk-WLESCBLO.js";
import "./chunk-2KYGLN76.js";
import "./chunk-3F4DEH7P.js";
import "./chunk-STOPAB27.js";
import "./chunk-5ZREX55X.js";
import "./chunk-AV2HCTNU.js";
import "./chunk-6H7HEUSY.js";
import "./chunk-T6J2QFXX.js";
export {
  addRun,
  checkSeriesName,
  listJson,
  listText,
  parseCommit,
  parseTime
};

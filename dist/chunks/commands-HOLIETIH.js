import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRun,
  checkSeriesName,
  listJson,
  listText,
  parseCommit,
  parseTime
} from "./chunk-HWQNCZI3.js";
import "./chunk-WLESCBLO.js";
import "./chunk-VRU2GKVJ.js";
import "./chunk-6NWB2OZX.js";
import "./chunk-STOPAB27.js";
import "./chunk-YW7UFL5B.js";
import "./chunk-URKDLMTJ.js";
import "./chunk-7KSDIGDF.js";
import "./chunk-T6J2QFXX.js";
export {
  addRun,
  checkSeriesName,
  listJson,
  listText,
  parseCommit,
  parseTime
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRun,
  listJson,
  listText,
  parseCommit,
  parseTime
} from "./chunk-WF2IPWF3.js";
import "./chunk-WLESCBLO.js";
import "./chunk-N7W6QGN5.js";
import "./chunk-W2FY2FMB.js";
import "./chunk-STOPAB27.js";
import "./chunk-MDI3M6VW.js";
import "./chunk-JSI35HDP.js";
import "./chunk-XXSZLQWQ.js";
import "./chunk-M67VOLYC.js";
import "./chunk-T6J2QFXX.js";
export {
  addRun,
  listJson,
  listText,
  parseCommit,
  parseTime
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRun,
  listJson,
  listText,
  parseCommit,
  parseTime
} from "./chunk-JY2RGZQM.js";
import "./chunk-WLESCBLO.js";
import "./chunk-QBFQ5W5O.js";
import "./chunk-GNDH7N72.js";
import "./chunk-STOPAB27.js";
import "./chunk-YSMQRRHS.js";
import "./chunk-377Q3Q4O.js";
import "./chunk-I5KX5YYS.js";
import "./chunk-PLHBXEWB.js";
import "./chunk-T6J2QFXX.js";
export {
  addRun,
  listJson,
  listText,
  parseCommit,
  parseTime
};

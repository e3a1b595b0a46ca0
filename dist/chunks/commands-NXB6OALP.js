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
} from "./chunk-DTBISEUQ.js";
import "./chunk-2LA3Z6QE.js";
import "./chunk-SSBRRCC4.js";
import "./chunk-QISMNMK7.js";
import "./chunk-BEYXXGCA.js";
import "./chunk-QGRVKZPC.js";
import "./chunk-YJV6NWKS.js";
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

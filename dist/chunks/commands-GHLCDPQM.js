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
} from "./chunk-HGKI7G2G.js";
import "./chunk-5BKX4QUM.js";
import "./chunk-UA57Z2JP.js";
import "./chunk-LYJUBM5T.js";
import "./chunk-PONNBOOP.js";
import "./chunk-GPXDCHPQ.js";
import "./chunk-7NIWWLMQ.js";
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

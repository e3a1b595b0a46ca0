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
} from "./chunk-4M72JUZH.js";
import "./chunk-PBSJK56H.js";
import "./chunk-H7UQQPBO.js";
import "./chunk-MRKTBVKP.js";
import "./chunk-257BRO54.js";
import "./chunk-VGQ6WKY5.js";
import "./chunk-6BAZOH3B.js";
import "./chunk-P7TUYBBB.js";
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

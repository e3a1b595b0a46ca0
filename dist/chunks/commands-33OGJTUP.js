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
} from "./chunk-XY2OGVIK.js";
import "./chunk-N6RBVKY2.js";
import "./chunk-4YYLC6MA.js";
import "./chunk-QU77HXT5.js";
import "./chunk-NVK3JCRZ.js";
import "./chunk-STOPAB27.js";
import "./chunk-3KFSMDHL.js";
import "./chunk-NSGXTJGT.js";
import "./chunk-LPZITCZK.js";
import "./chunk-3VTAZOMP.js";
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

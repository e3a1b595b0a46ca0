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
} from "./chunk-VGW66MQ5.js";
import "./chunk-3DM3NWYC.js";
import "./chunk-V4WZ6SPV.js";
import "./chunk-AZH4IU3W.js";
import "./chunk-D7U2DDD4.js";
import "./chunk-V2QCAISZ.js";
import "./chunk-HGHYZUOV.js";
import "./chunk-25XYDOTO.js";
import "./chunk-P3RVSSDN.js";
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

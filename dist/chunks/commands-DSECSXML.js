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
} from "./chunk-4CICZSDP.js";
import "./chunk-7I2DKKCN.js";
import "./chunk-DQI4QQ7D.js";
import "./chunk-2X4UROX6.js";
import "./chunk-EJHQDRSD.js";
import "./chunk-FEABLZKQ.js";
import "./chunk-CB7VMHGH.js";
import "./chunk-IGEF7AD7.js";
import "./chunk-YCTI2IZC.js";
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

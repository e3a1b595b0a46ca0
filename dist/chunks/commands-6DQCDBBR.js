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
} from "./chunk-HJKJ2JOW.js";
import "./chunk-2N2D55SV.js";
import "./chunk-BKH7UZPQ.js";
import "./chunk-P2A6Q6X5.js";
import "./chunk-I7573XSF.js";
import "./chunk-6LE43J2Y.js";
import "./chunk-46FA2HQ4.js";
import "./chunk-U3BGRLAR.js";
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

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
} from "./chunk-YTJTARJR.js";
import "./chunk-6M4CAWUF.js";
import "./chunk-FCOQYRCU.js";
import "./chunk-Y2XLTWS6.js";
import "./chunk-D7U2DDD4.js";
import "./chunk-7KPYNJAW.js";
import "./chunk-3BUCPGXB.js";
import "./chunk-RCRG4WLZ.js";
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

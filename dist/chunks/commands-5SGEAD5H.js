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
} from "./chunk-3VTQCQ7W.js";
import "./chunk-LVXY3G2I.js";
import "./chunk-CJENZU7L.js";
import "./chunk-BMM5KXNA.js";
import "./chunk-LHJB47U6.js";
import "./chunk-EOEPKN44.js";
import "./chunk-VC2CEVGM.js";
import "./chunk-F7GUU4VA.js";
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

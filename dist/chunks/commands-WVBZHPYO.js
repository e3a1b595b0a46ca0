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
} from "./chunk-KKGX4YSH.js";
import "./chunk-PCLNPG4W.js";
import "./chunk-YPN66IVX.js";
import "./chunk-V3VU4PB2.js";
import "./chunk-2WOR66GP.js";
import "./chunk-HS55CZFL.js";
import "./chunk-XC2XI2RL.js";
import "./chunk-ZEZXET7O.js";
import "./chunk-O6MYVE7Q.js";
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

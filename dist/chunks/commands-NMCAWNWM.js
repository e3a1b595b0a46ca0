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
} from "./chunk-TXINYZAX.js";
import "./chunk-SACPYR6M.js";
import "./chunk-3ZE6RBQT.js";
import "./chunk-64VJAAOH.js";
import "./chunk-B7VKTP7G.js";
import "./chunk-M7YGQC6G.js";
import "./chunk-XVD6DAJU.js";
import "./chunk-D6RHPJXA.js";
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

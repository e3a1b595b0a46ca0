import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRun,
  listJson,
  listText,
  parseCommit,
  parseTime
} from "./chunk-HGWF4CPO.js";
import "./chunk-YRBEEL6S.js";
import "./chunk-DIPM5E56.js";
import "./chunk-WDXGHDEY.js";
import "./chunk-77KI22BH.js";
import "./chunk-EE6M32JL.js";
import "./chunk-ABGCQOCU.js";
import "./chunk-UJYN3NSE.js";
import "./chunk-R7GAHEHT.js";
import "./chunk-PUWG6YAR.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  addRun,
  listJson,
  listText,
  parseCommit,
  parseTime
};

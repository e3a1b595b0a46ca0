import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRun,
  listJson,
  listText,
  parseCommit,
  parseTime
} from "./chunk-R2FCJ6HM.js";
import "./chunk-YRBEEL6S.js";
import "./chunk-N7UDE5ZM.js";
import "./chunk-WDXGHDEY.js";
import "./chunk-77KI22BH.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-V5ENYBR3.js";
import "./chunk-6HC7MFVO.js";
import "./chunk-TQG4AHKS.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRun,
  listJson,
  listText,
  parseCommit,
  parseTime
} from "./chunk-ISKDST7O.js";
import "./chunk-WLESCBLO.js";
import "./chunk-GY4MYN6B.js";
import "./chunk-XZWMC7YD.js";
import "./chunk-VATHTCCW.js";
import "./chunk-STOPAB27.js";
import "./chunk-UWZ5SWID.js";
import "./chunk-2IY5XYEX.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRun,
  listJson,
  listText,
  parseCommit,
  parseTime
} from "./chunk-KHVUNKOZ.js";
import "./chunk-YRBEEL6S.js";
import "./chunk-WTI4KRPC.js";
import "./chunk-6VXRRXUG.js";
import "./chunk-GNNLKLTK.js";
import "./chunk-77KI22BH.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-5ZXJ4X6P.js";
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

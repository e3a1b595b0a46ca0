import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRun,
  listJson,
  listText,
  parseCommit,
  parseTime
} from "./chunk-RMP76JVD.js";
import "./chunk-WLESCBLO.js";
import "./chunk-QZMOMOH2.js";
import "./chunk-W2GKXMQA.js";
import "./chunk-JOUIESA3.js";
import "./chunk-XLXPZMAI.js";
import "./chunk-C7EVY32X.js";
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

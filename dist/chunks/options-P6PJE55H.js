import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-DSOTGVUW.js";
import "./chunk-Y7NZBI3S.js";
import "./chunk-4GEP35ZR.js";
import "./chunk-NYXMT5TW.js";
import "./chunk-6GAESIC3.js";
import "./chunk-UA43TD4I.js";
import "./chunk-WV4EEFCW.js";
import "./chunk-VATHTCCW.js";
import "./chunk-STOPAB27.js";
import "./chunk-2IY5XYEX.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-43RIYEWV.js";
import "./chunk-HVBUMIRZ.js";
import "./chunk-Q553WFKJ.js";
import "./chunk-S2TZKHSQ.js";
import "./chunk-6GAESIC3.js";
import "./chunk-UA43TD4I.js";
import "./chunk-XZWMC7YD.js";
import "./chunk-VATHTCCW.js";
import "./chunk-STOPAB27.js";
import "./chunk-2IY5XYEX.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

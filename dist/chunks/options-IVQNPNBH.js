import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-GUN3D4KE.js";
import "./chunk-VF54XKUQ.js";
import "./chunk-WHEWEQMH.js";
import "./chunk-EOZHWSXK.js";
import "./chunk-6GAESIC3.js";
import "./chunk-UA43TD4I.js";
import "./chunk-JIFI7LMY.js";
import "./chunk-VATHTCCW.js";
import "./chunk-STOPAB27.js";
import "./chunk-2IY5XYEX.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

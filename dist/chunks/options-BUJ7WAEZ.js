import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-QUKZEP34.js";
import "./chunk-ND7JQX5N.js";
import "./chunk-TOI7FODT.js";
import "./chunk-R6TMWSYU.js";
import "./chunk-6GAESIC3.js";
import "./chunk-JOUIESA3.js";
import "./chunk-XLXPZMAI.js";
import "./chunk-C7EVY32X.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

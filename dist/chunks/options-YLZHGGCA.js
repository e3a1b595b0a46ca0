import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-PRUMILWG.js";
import "./chunk-V6RGS762.js";
import "./chunk-PJLTTORR.js";
import "./chunk-7MAIQKBR.js";
import "./chunk-BUQU7H55.js";
import "./chunk-WDXGHDEY.js";
import "./chunk-77KI22BH.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

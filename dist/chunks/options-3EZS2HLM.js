import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-UC4BYPUD.js";
import "./chunk-Y7EI2ASV.js";
import "./chunk-GB7TJEGJ.js";
import "./chunk-2KTYGYJL.js";
import "./chunk-BUQU7H55.js";
import "./chunk-WDXGHDEY.js";
import "./chunk-77KI22BH.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-WR3ZW3LO.js";
import "./chunk-XZXKWGGO.js";
import "./chunk-YLHIHLTG.js";
import "./chunk-KH2T5ZBC.js";
import "./chunk-BUQU7H55.js";
import "./chunk-WDXGHDEY.js";
import "./chunk-77KI22BH.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-3VMYXMAD.js";
import "./chunk-ABT3IBO6.js";
import "./chunk-CR6UDM5H.js";
import "./chunk-TBFXXCRD.js";
import "./chunk-BUQU7H55.js";
import "./chunk-GNNLKLTK.js";
import "./chunk-77KI22BH.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

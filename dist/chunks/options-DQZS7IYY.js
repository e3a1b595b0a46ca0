import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-LOQ6PJPU.js";
import "./chunk-HWTMNEFB.js";
import "./chunk-JMIJI5NN.js";
import "./chunk-TMFG7C4B.js";
import "./chunk-BUQU7H55.js";
import "./chunk-NBWIS6EC.js";
import "./chunk-XLXPZMAI.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

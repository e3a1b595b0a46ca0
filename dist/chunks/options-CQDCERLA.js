import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-QUH2FVBH.js";
import "./chunk-QNHG5R24.js";
import "./chunk-WBX6GVBI.js";
import "./chunk-Y2JDNFEE.js";
import "./chunk-6GAESIC3.js";
import "./chunk-JOUIESA3.js";
import "./chunk-XLXPZMAI.js";
import "./chunk-C7EVY32X.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

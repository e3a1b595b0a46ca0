import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-XLYCKMDC.js";
import "./chunk-XZNCTPG3.js";
import "./chunk-XJ7RMC2X.js";
import "./chunk-A3EDR76U.js";
import "./chunk-6GAESIC3.js";
import "./chunk-MSLFQNRA.js";
import "./chunk-LTRMGIQW.js";
import "./chunk-VATHTCCW.js";
import "./chunk-C7EVY32X.js";
import "./chunk-2IY5XYEX.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

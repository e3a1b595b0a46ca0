import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-MD7ATFRI.js";
import "./chunk-53WYJXH7.js";
import "./chunk-GR5A6EA5.js";
import "./chunk-AXN2LKS7.js";
import "./chunk-6GAESIC3.js";
import "./chunk-MSLFQNRA.js";
import "./chunk-LTRMGIQW.js";
import "./chunk-VATHTCCW.js";
import "./chunk-STOPAB27.js";
import "./chunk-2IY5XYEX.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

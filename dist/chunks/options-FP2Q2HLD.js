import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-G6N2A2NO.js";
import "./chunk-S2DMX732.js";
import "./chunk-FNSWCRE3.js";
import "./chunk-UO53BUUE.js";
import "./chunk-6GAESIC3.js";
import "./chunk-UA43TD4I.js";
import "./chunk-REW76Y6V.js";
import "./chunk-VATHTCCW.js";
import "./chunk-STOPAB27.js";
import "./chunk-2IY5XYEX.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-B6HP32B4.js";
import "./chunk-MBQLJ2NB.js";
import "./chunk-AHYRPGWW.js";
import "./chunk-Y3UVTR2E.js";
import "./chunk-6GAESIC3.js";
import "./chunk-ZUQ6T5QU.js";
import "./chunk-6NWB2OZX.js";
import "./chunk-STOPAB27.js";
import "./chunk-7KSDIGDF.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

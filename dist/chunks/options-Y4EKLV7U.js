import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-RUDLWQG4.js";
import "./chunk-TILRBXMA.js";
import "./chunk-66QAA764.js";
import "./chunk-EA3P6ZRQ.js";
import "./chunk-6GAESIC3.js";
import "./chunk-JOUIESA3.js";
import "./chunk-XLXPZMAI.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-M6WAUKXB.js";
import "./chunk-JTLE6XCQ.js";
import "./chunk-TJ7SNIYQ.js";
import "./chunk-MSVLQ7II.js";
import "./chunk-6GAESIC3.js";
import "./chunk-JOUIESA3.js";
import "./chunk-XLXPZMAI.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-7EMXJZQM.js";
import "./chunk-WW6DTFZQ.js";
import "./chunk-SZC6MOJA.js";
import "./chunk-56HYAV5I.js";
import "./chunk-6GAESIC3.js";
import "./chunk-JOUIESA3.js";
import "./chunk-XLXPZMAI.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

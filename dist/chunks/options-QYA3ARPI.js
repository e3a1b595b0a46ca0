import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-WOZQC7UO.js";
import "./chunk-HYXBFUJS.js";
import "./chunk-N3V6HL3H.js";
import "./chunk-6YBMANBB.js";
import "./chunk-6GAESIC3.js";
import "./chunk-MLEX3L5A.js";
import "./chunk-GNDH7N72.js";
import "./chunk-STOPAB27.js";
import "./chunk-PLHBXEWB.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

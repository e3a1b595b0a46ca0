import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-53DESNOL.js";
import "./chunk-CQSGQ6L3.js";
import "./chunk-PCJMBKC5.js";
import "./chunk-XNXZAWS5.js";
import "./chunk-6GAESIC3.js";
import "./chunk-GWY3WH4H.js";
import "./chunk-3F4DEH7P.js";
import "./chunk-STOPAB27.js";
import "./chunk-6H7HEUSY.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

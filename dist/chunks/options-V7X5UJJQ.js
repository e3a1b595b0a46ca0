import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-CV7EPIK6.js";
import "./chunk-VNGNFFLH.js";
import "./chunk-LWNIHIGE.js";
import "./chunk-53IK5I6A.js";
import "./chunk-6GAESIC3.js";
import "./chunk-ZUQ6T5QU.js";
import "./chunk-Q4ZPS5BY.js";
import "./chunk-STOPAB27.js";
import "./chunk-7KSDIGDF.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

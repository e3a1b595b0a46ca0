import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-3GAQB4X4.js";
import "./chunk-NEMUDEDJ.js";
import "./chunk-DBJVF6P7.js";
import "./chunk-BQPKFDKY.js";
import "./chunk-B4EHZDLN.js";
import "./chunk-M5BBEY2E.js";
import "./chunk-B3J7ZFKJ.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

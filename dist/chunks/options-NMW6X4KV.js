import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-DV2M34SM.js";
import "./chunk-KWSIJVRJ.js";
import "./chunk-A53XUZJE.js";
import "./chunk-KU7YGNQW.js";
import "./chunk-B4EHZDLN.js";
import "./chunk-M5BBEY2E.js";
import "./chunk-B3J7ZFKJ.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

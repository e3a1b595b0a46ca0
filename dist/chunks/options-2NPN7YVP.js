import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-K2CVFQ22.js";
import "./chunk-HLX3WENG.js";
import "./chunk-AKERKKCA.js";
import "./chunk-EX35ERVA.js";
import "./chunk-6GAESIC3.js";
import "./chunk-ZIZEIZJI.js";
import "./chunk-W2FY2FMB.js";
import "./chunk-STOPAB27.js";
import "./chunk-M67VOLYC.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

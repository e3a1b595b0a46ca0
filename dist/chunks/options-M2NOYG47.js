import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-365MJETR.js";
import "./chunk-ZPKJF5SJ.js";
import "./chunk-G7O3YJNI.js";
import "./chunk-NBQ2QBMV.js";
import "./chunk-JJYUXWMT.js";
import "./chunk-4KNDXWEF.js";
import "./chunk-KJ5VPV3C.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

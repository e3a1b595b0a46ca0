import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-G4WBEQ3Z.js";
import "./chunk-QCBC3LIF.js";
import "./chunk-P7YOGT55.js";
import "./chunk-LT47HAVC.js";
import "./chunk-B4EHZDLN.js";
import "./chunk-M5BBEY2E.js";
import "./chunk-B3J7ZFKJ.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-X5LUKH3Z.js";
import "./chunk-5EPPKQY5.js";
import "./chunk-STU6EYGH.js";
import "./chunk-ZEOJDKAG.js";
import "./chunk-BUQU7H55.js";
import "./chunk-WDXGHDEY.js";
import "./chunk-77KI22BH.js";
import "./chunk-EE6M32JL.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

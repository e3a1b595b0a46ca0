import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-U6ZRV7DL.js";
import "./chunk-DWEL3CNI.js";
import "./chunk-WGY3T2ZA.js";
import "./chunk-KQMSK7PE.js";
import "./chunk-Z5UOLMKV.js";
import "./chunk-6O7UWTQ5.js";
import "./chunk-PP64ZI2F.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

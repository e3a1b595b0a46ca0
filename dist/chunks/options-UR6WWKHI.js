import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-DI7LM3OE.js";
import "./chunk-GWX65XRS.js";
import "./chunk-DG35TRQ7.js";
import "./chunk-VTK32HS2.js";
import "./chunk-Z5UOLMKV.js";
import "./chunk-6O7UWTQ5.js";
import "./chunk-PP64ZI2F.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

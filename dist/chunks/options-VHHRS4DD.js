import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-PRL35FCY.js";
import "./chunk-J7FWEKLM.js";
import "./chunk-DLY5QPZ5.js";
import "./chunk-R4VUQSEO.js";
import "./chunk-Z5UOLMKV.js";
import "./chunk-6O7UWTQ5.js";
import "./chunk-PP64ZI2F.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-LKZW27KF.js";
import "./chunk-434QBQYQ.js";
import "./chunk-HE6ALNY7.js";
import "./chunk-5EUMWCT3.js";
import "./chunk-BUQU7H55.js";
import "./chunk-GNNLKLTK.js";
import "./chunk-77KI22BH.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

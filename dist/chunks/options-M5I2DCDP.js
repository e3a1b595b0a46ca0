import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-UMHBY6TD.js";
import "./chunk-MVJAY7UH.js";
import "./chunk-ZUFPD6P6.js";
import "./chunk-LUFW2LMV.js";
import "./chunk-6GAESIC3.js";
import "./chunk-ZUQ6T5QU.js";
import "./chunk-YRJL6AAM.js";
import "./chunk-STOPAB27.js";
import "./chunk-7KSDIGDF.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-ZCS3PLGI.js";
import "./chunk-W6JQ36AG.js";
import "./chunk-RQRALS3R.js";
import "./chunk-KH2T5ZBC.js";
import "./chunk-BUQU7H55.js";
import "./chunk-WDXGHDEY.js";
import "./chunk-77KI22BH.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-TG6ZCE3L.js";
import "./chunk-XIRV3INQ.js";
import "./chunk-HGEM3WSY.js";
import "./chunk-3BTEL4OF.js";
import "./chunk-BUQU7H55.js";
import "./chunk-GNNLKLTK.js";
import "./chunk-77KI22BH.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-J65OYOE2.js";
import "./chunk-WW6DTFZQ.js";
import "./chunk-37PB3B2J.js";
import "./chunk-G44XRCKA.js";
import "./chunk-SZC6MOJA.js";
import "./chunk-56HYAV5I.js";
import "./chunk-6GAESIC3.js";
import "./chunk-3HPIZ34T.js";
import "./chunk-WKRMDVEL.js";
import "./chunk-W2GKXMQA.js";
import "./chunk-JOUIESA3.js";
import "./chunk-XLXPZMAI.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-2IY5XYEX.js";
import "./chunk-PUWG6YAR.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

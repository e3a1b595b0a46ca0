import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-W2CRNJ53.js";
import "./chunk-VF54XKUQ.js";
import "./chunk-P6UOXFPL.js";
import "./chunk-3A56MCTS.js";
import "./chunk-WHEWEQMH.js";
import "./chunk-EOZHWSXK.js";
import "./chunk-6GAESIC3.js";
import "./chunk-EHOFCU6B.js";
import "./chunk-UA43TD4I.js";
import "./chunk-DBMSWY7I.js";
import "./chunk-JIFI7LMY.js";
import "./chunk-VATHTCCW.js";
import "./chunk-STOPAB27.js";
import "./chunk-2IY5XYEX.js";
import "./chunk-PUWG6YAR.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

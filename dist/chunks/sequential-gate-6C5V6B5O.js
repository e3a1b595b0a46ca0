import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-TMYX2W3Y.js";
import "./chunk-HYXBFUJS.js";
import "./chunk-5W6XSVVE.js";
import "./chunk-G46V25Y4.js";
import "./chunk-N3V6HL3H.js";
import "./chunk-6YBMANBB.js";
import "./chunk-6GAESIC3.js";
import "./chunk-FKQP26MY.js";
import "./chunk-MLEX3L5A.js";
import "./chunk-QBFQ5W5O.js";
import "./chunk-GNDH7N72.js";
import "./chunk-STOPAB27.js";
import "./chunk-I5KX5YYS.js";
import "./chunk-PLHBXEWB.js";
import "./chunk-T6J2QFXX.js";
export {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

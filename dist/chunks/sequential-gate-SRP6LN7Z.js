import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-CML4TREQ.js";
import "./chunk-ZWP2NEHV.js";
import "./chunk-346GF5AD.js";
import "./chunk-UA57Z2JP.js";
import "./chunk-OWNPL7B7.js";
import "./chunk-YDML5CT3.js";
import "./chunk-33S5VXPU.js";
import "./chunk-LYJUBM5T.js";
import "./chunk-ENDYTY36.js";
import "./chunk-43OLHB65.js";
import "./chunk-PONNBOOP.js";
import "./chunk-7NIWWLMQ.js";
import "./chunk-6CMOTGP6.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

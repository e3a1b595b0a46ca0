import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-4XNQPDPC.js";
import "./chunk-ELBEABNU.js";
import "./chunk-7EXAXGSL.js";
import "./chunk-QUTPAUHC.js";
import "./chunk-74WZXGTD.js";
import "./chunk-BMERW53L.js";
import "./chunk-S2B4RLXQ.js";
import "./chunk-RSNVH5JJ.js";
import "./chunk-J252WILA.js";
import "./chunk-43OLHB65.js";
import "./chunk-RLFESHVQ.js";
import "./chunk-ZRYD5NVE.js";
import "./chunk-IKAO7XZ7.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-ZG2SGIFV.js";
import "./chunk-45XNGXVP.js";
import "./chunk-ZQRXPSC7.js";
import "./chunk-LQWYG7MO.js";
import "./chunk-3WAKBVGI.js";
import "./chunk-3KPC56SW.js";
import "./chunk-2CSB5A7D.js";
import "./chunk-JJSIIWVM.js";
import "./chunk-MVN6CIWI.js";
import "./chunk-43OLHB65.js";
import "./chunk-MWLGYZIX.js";
import "./chunk-2TSGSXIN.js";
import "./chunk-LFRDKXQJ.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-R3JJ4ZUI.js";
import "./chunk-OLFLTS6N.js";
import "./chunk-VKOGLESE.js";
import "./chunk-4XN5CNA4.js";
import "./chunk-JAO4RVXR.js";
import "./chunk-ODRNOV5N.js";
import "./chunk-A2UUIDUA.js";
import "./chunk-6NV3RB55.js";
import "./chunk-MVN6CIWI.js";
import "./chunk-43OLHB65.js";
import "./chunk-MWLGYZIX.js";
import "./chunk-CBX7MJFV.js";
import "./chunk-LFRDKXQJ.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

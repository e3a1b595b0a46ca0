import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-AFLF4RZT.js";
import "./chunk-KNLPKEXS.js";
import "./chunk-BQHPZDU4.js";
import "./chunk-A6VP3JRP.js";
import "./chunk-S2J6EBTG.js";
import "./chunk-UYHZUVO5.js";
import "./chunk-BBXWHXKW.js";
import "./chunk-52F7E3X4.js";
import "./chunk-C3PCOMED.js";
import "./chunk-IIEYNFCU.js";
import "./chunk-3VAGBRKZ.js";
import "./chunk-7UN73WRX.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

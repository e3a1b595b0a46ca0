import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-GGMFIGY5.js";
import "./chunk-IX76RIFM.js";
import "./chunk-VJQTY6VG.js";
import "./chunk-YPN66IVX.js";
import "./chunk-WZ3GG2T5.js";
import "./chunk-IDQDCRXT.js";
import "./chunk-E6VSS433.js";
import "./chunk-V3VU4PB2.js";
import "./chunk-KOW2CH5I.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-2WOR66GP.js";
import "./chunk-XC2XI2RL.js";
import "./chunk-ZEZXET7O.js";
import "./chunk-O6MYVE7Q.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-HN4NN4YG.js";
import "./chunk-4B2O7AYW.js";
import "./chunk-UDV3JPLV.js";
import "./chunk-USCBOFCV.js";
import "./chunk-EUYDSO6I.js";
import "./chunk-6AQWI72K.js";
import "./chunk-MVR7DADO.js";
import "./chunk-F5HRIKC2.js";
import "./chunk-366CHTF7.js";
import "./chunk-43OLHB65.js";
import "./chunk-C23EHVFL.js";
import "./chunk-PWP52O2Y.js";
import "./chunk-DQERRHAA.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

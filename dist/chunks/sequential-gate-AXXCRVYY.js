import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-JBSJDBQP.js";
import "./chunk-HLX3WENG.js";
import "./chunk-G4MURJUA.js";
import "./chunk-T3M2IQ3W.js";
import "./chunk-AKERKKCA.js";
import "./chunk-EX35ERVA.js";
import "./chunk-6GAESIC3.js";
import "./chunk-PUMXIS5A.js";
import "./chunk-ZIZEIZJI.js";
import "./chunk-N7W6QGN5.js";
import "./chunk-W2FY2FMB.js";
import "./chunk-STOPAB27.js";
import "./chunk-XXSZLQWQ.js";
import "./chunk-M67VOLYC.js";
import "./chunk-T6J2QFXX.js";
export {
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-SBENOWLS.js";
import "./chunk-PGFQEL7A.js";
import "./chunk-RXBF5LL2.js";
import "./chunk-VCNIQCUZ.js";
import "./chunk-N3G75GK6.js";
import "./chunk-WBGW7N2Y.js";
import "./chunk-ICCH5PMT.js";
import "./chunk-B4EHZDLN.js";
import "./chunk-GYSPJPA4.js";
import "./chunk-M5BBEY2E.js";
import "./chunk-LU2NRJRH.js";
import "./chunk-B3J7ZFKJ.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

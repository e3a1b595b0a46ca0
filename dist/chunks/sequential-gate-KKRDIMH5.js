import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-CACNQ6PR.js";
import "./chunk-CFGYFSSM.js";
import "./chunk-Y4BJLZXM.js";
import "./chunk-ZQDMVQ76.js";
import "./chunk-IPXLEIGV.js";
import "./chunk-BVACB7VE.js";
import "./chunk-3ZEOOLQZ.js";
import "./chunk-UAQRZ35R.js";
import "./chunk-CK7RGUGR.js";
import "./chunk-6AGF6IDM.js";
import "./chunk-WBIQQGCR.js";
import "./chunk-M5XYL267.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

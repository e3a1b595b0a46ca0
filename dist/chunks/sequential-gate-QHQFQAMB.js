import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-6N335UCI.js";
import "./chunk-ZWDKMSCP.js";
import "./chunk-2HP7TO77.js";
import "./chunk-JRSGNA72.js";
import "./chunk-D4RDGXO2.js";
import "./chunk-A6SKSKHZ.js";
import "./chunk-RT774HSC.js";
import "./chunk-LVSNTM53.js";
import "./chunk-SDWHNNMJ.js";
import "./chunk-CLQ64MPR.js";
import "./chunk-22W6NHFG.js";
import "./chunk-E56IBUUZ.js";
import "./chunk-STOPAB27.js";
import "./chunk-NJFBXQM3.js";
import "./chunk-WXMHIIA3.js";
import "./chunk-3VTAZOMP.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

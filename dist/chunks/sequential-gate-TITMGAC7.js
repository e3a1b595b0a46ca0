import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-ORGSKDKR.js";
import "./chunk-HXXRTFPQ.js";
import "./chunk-2CNWZBJF.js";
import "./chunk-NVYP2FT4.js";
import "./chunk-K4T5KCF3.js";
import "./chunk-UAUFETM3.js";
import "./chunk-3JSOI7CH.js";
import "./chunk-GQMJIYEL.js";
import "./chunk-4KSJXVUO.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-EVPP7JJB.js";
import "./chunk-HTTVIUPY.js";
import "./chunk-B5WYZWPC.js";
import "./chunk-VNQY5YMO.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

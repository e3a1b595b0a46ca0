import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-SVDAEE2M.js";
import "./chunk-N55KRUMM.js";
import "./chunk-NES7WU6Y.js";
import "./chunk-XVJ7YK74.js";
import "./chunk-22KJJ2KX.js";
import "./chunk-FJ2ZYIAC.js";
import "./chunk-QTSFYO3F.js";
import "./chunk-TD6IE23K.js";
import "./chunk-W36UKTDL.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-JWEY6OWT.js";
import "./chunk-YTOXVHNL.js";
import "./chunk-B73IXWXQ.js";
import "./chunk-UYIXA2YY.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-6DYCOY3F.js";
import "./chunk-4JZKUGNC.js";
import "./chunk-677LXMR2.js";
import "./chunk-XVJ7YK74.js";
import "./chunk-REHQVHDP.js";
import "./chunk-BX7FZABD.js";
import "./chunk-FZH2PRXF.js";
import "./chunk-YSWT4WAH.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-GOSB5EK5.js";
import "./chunk-W72I3ZQN.js";
import "./chunk-CRNOY5K5.js";
import "./chunk-XVJ7YK74.js";
import "./chunk-AUXXWOHO.js";
import "./chunk-U3QVEEYC.js";
import "./chunk-IFQ3PKTX.js";
import "./chunk-4T6RGI75.js";
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-6VGHVWKT.js";
import "./chunk-7XIQG6MD.js";
import "./chunk-2QDV6MVB.js";
import "./chunk-NUNIREQY.js";
import "./chunk-YDAYO5PO.js";
import "./chunk-WME4BJAA.js";
import "./chunk-OETJPMYG.js";
import "./chunk-4VRRUHI7.js";
import "./chunk-6E3OM4AZ.js";
import "./chunk-43OLHB65.js";
import "./chunk-IYQLLMCI.js";
import "./chunk-O77QD7CX.js";
import "./chunk-Y3XH2ARF.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

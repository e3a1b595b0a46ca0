import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-342KQ5NH.js";
import "./chunk-WQMWNVGK.js";
import "./chunk-FR55UXWB.js";
import "./chunk-DQI4QQ7D.js";
import "./chunk-3ZFKEZOL.js";
import "./chunk-3UMLGG3H.js";
import "./chunk-GGHTX3SM.js";
import "./chunk-2X4UROX6.js";
import "./chunk-AKEOT6XG.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-EJHQDRSD.js";
import "./chunk-CB7VMHGH.js";
import "./chunk-IGEF7AD7.js";
import "./chunk-YCTI2IZC.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

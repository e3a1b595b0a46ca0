import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-ZFBALK2P.js";
import "./chunk-5I4LL4KL.js";
import "./chunk-GH2OQBVJ.js";
import "./chunk-SV7YIQKZ.js";
import "./chunk-UAKOCSZA.js";
import "./chunk-4D5SCR6M.js";
import "./chunk-4CATK67S.js";
import "./chunk-OM2RUCNG.js";
import "./chunk-P46DF5HI.js";
import "./chunk-43OLHB65.js";
import "./chunk-PF6DMPZP.js";
import "./chunk-46DWJKKI.js";
import "./chunk-QQHGKIMA.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

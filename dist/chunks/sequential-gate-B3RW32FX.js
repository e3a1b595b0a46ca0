import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-HXPJDZQC.js";
import "./chunk-I5E4DYI6.js";
import "./chunk-OYXLL2GV.js";
import "./chunk-UNQPDE6C.js";
import "./chunk-YMKV6XNB.js";
import "./chunk-GDZXNBVF.js";
import "./chunk-UCXUXP6Y.js";
import "./chunk-IYAHMACD.js";
import "./chunk-ZLNUAAMC.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-ZJQJRBH4.js";
import "./chunk-JMRK2YIF.js";
import "./chunk-AUZ2V5MI.js";
import "./chunk-RWDNMIZ7.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

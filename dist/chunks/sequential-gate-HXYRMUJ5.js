import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-46XUKZF7.js";
import "./chunk-ZX6Y3N7G.js";
import "./chunk-K3SBTVW7.js";
import "./chunk-4GBBHVF7.js";
import "./chunk-UPSIRGLV.js";
import "./chunk-GB4ERPQC.js";
import "./chunk-3L7UUTHL.js";
import "./chunk-X6WH22H6.js";
import "./chunk-GQXGFX6E.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-ONAMEARX.js";
import "./chunk-QSCTMR4W.js";
import "./chunk-K5CVWVQA.js";
import "./chunk-7BGOZGNR.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-VU6X4UHN.js";
import "./chunk-H7FW7ENJ.js";
import "./chunk-WFDO7HOD.js";
import "./chunk-OYUL5UAL.js";
import "./chunk-EWI27ZA3.js";
import "./chunk-7I2D5OIR.js";
import "./chunk-IQNWWRUZ.js";
import "./chunk-IGUGQJSX.js";
import "./chunk-SSBRRCC4.js";
import "./chunk-QISMNMK7.js";
import "./chunk-QGRVKZPC.js";
import "./chunk-YJV6NWKS.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

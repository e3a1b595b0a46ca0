import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-XXQJHA3V.js";
import "./chunk-K7U3XVPL.js";
import "./chunk-H7FW7ENJ.js";
import "./chunk-EWI27ZA3.js";
import "./chunk-7I2D5OIR.js";
import "./chunk-IGUGQJSX.js";
import "./chunk-2LA3Z6QE.js";
import "./chunk-QISMNMK7.js";
import "./chunk-YJV6NWKS.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-OD7ZLLU4.js";
import "./chunk-2N2D55SV.js";
import "./chunk-63CFHJUE.js";
import "./chunk-4P4KWWM3.js";
import "./chunk-KRJ3GSFJ.js";
import "./chunk-P2A6Q6X5.js";
import "./chunk-43OLHB65.js";
import "./chunk-I7573XSF.js";
import "./chunk-46FA2HQ4.js";
import "./chunk-U3BGRLAR.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-LWRFS4HT.js";
import "./chunk-HJ4OAQMZ.js";
import "./chunk-4B2O7AYW.js";
import "./chunk-6AQWI72K.js";
import "./chunk-MVR7DADO.js";
import "./chunk-F5HRIKC2.js";
import "./chunk-43OLHB65.js";
import "./chunk-C23EHVFL.js";
import "./chunk-PWP52O2Y.js";
import "./chunk-DQERRHAA.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

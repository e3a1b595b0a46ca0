import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-EUIK5KAO.js";
import "./chunk-Z4PAJEUB.js";
import "./chunk-LDIW7OCG.js";
import "./chunk-X4NKAPXB.js";
import "./chunk-G2PC7HVZ.js";
import "./chunk-OM2RUCNG.js";
import "./chunk-43OLHB65.js";
import "./chunk-PF6DMPZP.js";
import "./chunk-46DWJKKI.js";
import "./chunk-QQHGKIMA.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-GX5ATNBZ.js";
import "./chunk-QS5WXQZG.js";
import "./chunk-JXMWCAMI.js";
import "./chunk-BXTG7KIS.js";
import "./chunk-FTCX4Q7K.js";
import "./chunk-F4RCOBMJ.js";
import "./chunk-43OLHB65.js";
import "./chunk-ANSOHFQ2.js";
import "./chunk-PY2TF77P.js";
import "./chunk-CHI7GPTZ.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

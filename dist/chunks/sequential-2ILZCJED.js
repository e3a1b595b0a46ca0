import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-PB7DDB4A.js";
import "./chunk-PETDOYQG.js";
import "./chunk-7XIQG6MD.js";
import "./chunk-WME4BJAA.js";
import "./chunk-OETJPMYG.js";
import "./chunk-4VRRUHI7.js";
import "./chunk-43OLHB65.js";
import "./chunk-IYQLLMCI.js";
import "./chunk-O77QD7CX.js";
import "./chunk-Y3XH2ARF.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

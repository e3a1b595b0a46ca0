import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-VVFRGKS2.js";
import "./chunk-SBSZIFKT.js";
import "./chunk-I5E4DYI6.js";
import "./chunk-GDZXNBVF.js";
import "./chunk-UCXUXP6Y.js";
import "./chunk-IYAHMACD.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-ZJQJRBH4.js";
import "./chunk-AUZ2V5MI.js";
import "./chunk-RWDNMIZ7.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-C7SL2PQS.js";
import "./chunk-CIE6WOOD.js";
import "./chunk-2HP7TO77.js";
import "./chunk-F4VE6OFB.js";
import "./chunk-THGWHROY.js";
import "./chunk-FCOQYRCU.js";
import "./chunk-FHH4P4CR.js";
import "./chunk-P3RVSSDN.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

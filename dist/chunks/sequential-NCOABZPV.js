import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-XTFLQCIV.js";
import "./chunk-H3LCKLEE.js";
import "./chunk-2HP7TO77.js";
import "./chunk-FO2MYUGJ.js";
import "./chunk-BTIF3FFN.js";
import "./chunk-V4WZ6SPV.js";
import "./chunk-D7U2DDD4.js";
import "./chunk-P3RVSSDN.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

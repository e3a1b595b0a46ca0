import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-MO4M6QE2.js";
import "./chunk-GD74F5TJ.js";
import "./chunk-2HP7TO77.js";
import "./chunk-P6CLM75H.js";
import "./chunk-THGWHROY.js";
import "./chunk-FCOQYRCU.js";
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

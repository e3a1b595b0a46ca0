import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-A6X67CCD.js";
import "./chunk-5W4SVIVC.js";
import "./chunk-SOM5AQA5.js";
import "./chunk-FWM3KOVU.js";
import "./chunk-EPR6DFSI.js";
import "./chunk-SUWDFUP6.js";
import "./chunk-FA4VSASO.js";
import "./chunk-DZ7N4R6Q.js";
import "./chunk-BQE5P27B.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

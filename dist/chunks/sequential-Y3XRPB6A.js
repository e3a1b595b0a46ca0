import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-TXY26J6N.js";
import "./chunk-CTSZIX52.js";
import "./chunk-53KCE2XR.js";
import "./chunk-ZUZ4UHKZ.js";
import "./chunk-YMGEH34Y.js";
import "./chunk-N7KHU4KK.js";
import "./chunk-43OLHB65.js";
import "./chunk-HDZTUQTJ.js";
import "./chunk-FDTE5OCA.js";
import "./chunk-77CMC3F4.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

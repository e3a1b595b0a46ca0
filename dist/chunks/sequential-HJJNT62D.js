import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-3IS62UEU.js";
import "./chunk-XY2KSZ65.js";
import "./chunk-BUQU7H55.js";
import "./chunk-YRBEEL6S.js";
import "./chunk-EE6M32JL.js";
import "./chunk-T6J2QFXX.js";
export {
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

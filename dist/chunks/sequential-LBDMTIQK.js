import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-QPY5FL7U.js";
import "./chunk-WCSEIXI3.js";
import "./chunk-6GAESIC3.js";
import "./chunk-WLESCBLO.js";
import "./chunk-C7EVY32X.js";
import "./chunk-T6J2QFXX.js";
export {
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

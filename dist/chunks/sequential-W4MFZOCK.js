import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-UNEKRYVH.js";
import "./chunk-4LDCVLSM.js";
import "./chunk-6GAESIC3.js";
import "./chunk-WLESCBLO.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-T6J2QFXX.js";
export {
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

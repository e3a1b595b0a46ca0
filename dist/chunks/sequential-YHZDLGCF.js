import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-ZP23YKBC.js";
import "./chunk-4LDCVLSM.js";
import "./chunk-6GAESIC3.js";
import "./chunk-HP7EOAV5.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-T6J2QFXX.js";
export {
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

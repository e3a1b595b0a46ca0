import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-QR4S22VE.js";
import "./chunk-BW3TAH5P.js";
import "./chunk-BUQU7H55.js";
import "./chunk-HP7EOAV5.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-T6J2QFXX.js";
export {
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-W23UUJ5A.js";
import "./chunk-IDLP4543.js";
import "./chunk-6GAESIC3.js";
import "./chunk-WLESCBLO.js";
import "./chunk-STOPAB27.js";
import "./chunk-T6J2QFXX.js";
export {
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

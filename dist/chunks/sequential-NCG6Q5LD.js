import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-C2QXSBXR.js";
import "./chunk-MREK5GDZ.js";
import "./chunk-OI3CIU52.js";
import "./chunk-YR7RMWGL.js";
import "./chunk-LB524CWZ.js";
import "./chunk-GWMNWHE5.js";
import "./chunk-6GI57MYE.js";
import "./chunk-M5BBEY2E.js";
import "./chunk-B3J7ZFKJ.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

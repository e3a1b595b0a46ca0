import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-UDT43436.js";
import "./chunk-SACPYR6M.js";
import "./chunk-FVXCZGAN.js";
import "./chunk-XVTRNTV2.js";
import "./chunk-C5XZLFRC.js";
import "./chunk-64VJAAOH.js";
import "./chunk-43OLHB65.js";
import "./chunk-B7VKTP7G.js";
import "./chunk-XVD6DAJU.js";
import "./chunk-D6RHPJXA.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

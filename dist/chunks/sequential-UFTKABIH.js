import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
} from "./chunk-UI2QMGM2.js";
import "./chunk-5Q2BVHPW.js";
import "./chunk-7I2DKKCN.js";
import "./chunk-WQMWNVGK.js";
import "./chunk-3UMLGG3H.js";
import "./chunk-GGHTX3SM.js";
import "./chunk-2X4UROX6.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-EJHQDRSD.js";
import "./chunk-IGEF7AD7.js";
import "./chunk-YCTI2IZC.js";
import "./chunk-T6J2QFXX.js";
export {
  lookDecisionLine,
  lookLine,
  lookMarkdown,
  lookTerminal,
  planSummary
};

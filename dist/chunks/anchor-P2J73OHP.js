import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-PQ7EF66U.js";
import "./chunk-CTET32JP.js";
import "./chunk-WELCP5UL.js";
import "./chunk-QDDK5KDO.js";
import "./chunk-MWRM5LN2.js";
import "./chunk-3XHOUQAT.js";
import "./chunk-5WFSQGAV.js";
import "./chunk-G3AZTZT5.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  ownSeries,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-2JBIFJ5U.js";
import "./chunk-ZLNUAAMC.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-ZJQJRBH4.js";
import "./chunk-6QL4WPRA.js";
import "./chunk-JMRK2YIF.js";
import "./chunk-AUZ2V5MI.js";
import "./chunk-RWDNMIZ7.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  ownSeries,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

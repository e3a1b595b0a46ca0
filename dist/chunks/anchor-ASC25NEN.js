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
} from "./chunk-SHFBOJBH.js";
import "./chunk-A5OPUNB3.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-MNOXM4LW.js";
import "./chunk-77UUMVWB.js";
import "./chunk-XTVCOZXR.js";
import "./chunk-I4N5P2OH.js";
import "./chunk-MIFTKWPS.js";
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

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
} from "./chunk-2EDEXVS6.js";
import "./chunk-AKEOT6XG.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-EJHQDRSD.js";
import "./chunk-FEABLZKQ.js";
import "./chunk-CB7VMHGH.js";
import "./chunk-IGEF7AD7.js";
import "./chunk-YCTI2IZC.js";
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

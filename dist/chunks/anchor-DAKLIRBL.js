import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  noValueReason,
  ownSeries,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-HAQEVPVR.js";
import "./chunk-366CHTF7.js";
import "./chunk-43OLHB65.js";
import "./chunk-C23EHVFL.js";
import "./chunk-HMBKDFQ3.js";
import "./chunk-PWP52O2Y.js";
import "./chunk-DQERRHAA.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  noValueReason,
  ownSeries,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

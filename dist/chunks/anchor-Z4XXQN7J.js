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
} from "./chunk-CDFZNEDU.js";
import "./chunk-6E3OM4AZ.js";
import "./chunk-43OLHB65.js";
import "./chunk-IYQLLMCI.js";
import "./chunk-4GB6IP6O.js";
import "./chunk-O77QD7CX.js";
import "./chunk-Y3XH2ARF.js";
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

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
} from "./chunk-AGESWGR2.js";
import "./chunk-4ERQACSR.js";
import "./chunk-43OLHB65.js";
import "./chunk-PJHCOCHH.js";
import "./chunk-RA5J7ZWT.js";
import "./chunk-6U7ON22R.js";
import "./chunk-S7TL32LX.js";
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

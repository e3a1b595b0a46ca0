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
} from "./chunk-URO5PGS4.js";
import "./chunk-RFJPCP3G.js";
import "./chunk-43OLHB65.js";
import "./chunk-EAXJ4BJT.js";
import "./chunk-VXQMKIOV.js";
import "./chunk-EWYVW3QY.js";
import "./chunk-GKRU3KIC.js";
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

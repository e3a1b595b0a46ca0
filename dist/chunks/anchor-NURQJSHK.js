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
} from "./chunk-6SNVUD2D.js";
import "./chunk-P46DF5HI.js";
import "./chunk-43OLHB65.js";
import "./chunk-PF6DMPZP.js";
import "./chunk-7DD2LOSR.js";
import "./chunk-46DWJKKI.js";
import "./chunk-QQHGKIMA.js";
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

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
} from "./chunk-67QYWFXT.js";
import "./chunk-FBTZIE4G.js";
import "./chunk-43OLHB65.js";
import "./chunk-XUPJAAKK.js";
import "./chunk-XHSQOYMT.js";
import "./chunk-2PO5Y4Z4.js";
import "./chunk-QFD6KC7G.js";
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

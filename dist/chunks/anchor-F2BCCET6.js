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
} from "./chunk-XQPFDJFT.js";
import "./chunk-KNQFL3AY.js";
import "./chunk-43OLHB65.js";
import "./chunk-I7573XSF.js";
import "./chunk-6LE43J2Y.js";
import "./chunk-46FA2HQ4.js";
import "./chunk-U3BGRLAR.js";
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

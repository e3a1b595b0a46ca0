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
} from "./chunk-NAD5DPIH.js";
import "./chunk-ENDYTY36.js";
import "./chunk-43OLHB65.js";
import "./chunk-XXC76RXJ.js";
import "./chunk-IEZW6OBK.js";
import "./chunk-IRYO52MS.js";
import "./chunk-6CMOTGP6.js";
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

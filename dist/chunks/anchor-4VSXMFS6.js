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
} from "./chunk-BVGX7GIS.js";
import "./chunk-YYZYUBRE.js";
import "./chunk-43OLHB65.js";
import "./chunk-BSEIKB6F.js";
import "./chunk-RPGDKQQ7.js";
import "./chunk-Z2GAT4TF.js";
import "./chunk-YNLVCKPF.js";
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

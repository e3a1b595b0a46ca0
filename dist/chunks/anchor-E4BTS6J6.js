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
} from "./chunk-ZK3WPEEY.js";
import "./chunk-J252WILA.js";
import "./chunk-43OLHB65.js";
import "./chunk-RLFESHVQ.js";
import "./chunk-NBYHSRBF.js";
import "./chunk-ZRYD5NVE.js";
import "./chunk-IKAO7XZ7.js";
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

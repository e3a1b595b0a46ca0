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
} from "./chunk-GXTZGCNC.js";
import "./chunk-5PHGJBGO.js";
import "./chunk-43OLHB65.js";
import "./chunk-V3OG33GN.js";
import "./chunk-5I2OSUFK.js";
import "./chunk-FGQE5JXG.js";
import "./chunk-H2HJT2VM.js";
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

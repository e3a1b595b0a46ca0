import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-DSNAXT3C.js";
import "./chunk-DGVF5GDD.js";
import "./chunk-BRXOQWIA.js";
import "./chunk-4LQ6EWZY.js";
import "./chunk-V75UTCEI.js";
import "./chunk-5CEDDPFE.js";
import "./chunk-RCG32IKU.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

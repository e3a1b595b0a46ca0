import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-UUHQ42CV.js";
import "./chunk-KDM3GSY5.js";
import "./chunk-BTIF3FFN.js";
import "./chunk-D7U2DDD4.js";
import "./chunk-V2QCAISZ.js";
import "./chunk-HGHYZUOV.js";
import "./chunk-25XYDOTO.js";
import "./chunk-P3RVSSDN.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-MG42FIB2.js";
import "./chunk-KDM3GSY5.js";
import "./chunk-THGWHROY.js";
import "./chunk-D7U2DDD4.js";
import "./chunk-7KPYNJAW.js";
import "./chunk-3BUCPGXB.js";
import "./chunk-RCRG4WLZ.js";
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

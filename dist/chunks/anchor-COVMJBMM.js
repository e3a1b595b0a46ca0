import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-V26FAW3S.js";
import "./chunk-5Y3VMIZT.js";
import "./chunk-GWY3WH4H.js";
import "./chunk-STOPAB27.js";
import "./chunk-5ZREX55X.js";
import "./chunk-AV2HCTNU.js";
import "./chunk-6H7HEUSY.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

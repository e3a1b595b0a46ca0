import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-7BCRIJZO.js";
import "./chunk-5CC3GT7S.js";
import "./chunk-VSZGURHD.js";
import "./chunk-54DYBEAT.js";
import "./chunk-LI7K3CIC.js";
import "./chunk-ODFM5YOB.js";
import "./chunk-ASTSRDGS.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

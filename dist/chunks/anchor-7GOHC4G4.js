import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-JR2K5AYZ.js";
import "./chunk-4M7AJ3PZ.js";
import "./chunk-SUWDFUP6.js";
import "./chunk-DZ7N4R6Q.js";
import "./chunk-BOQHIXVR.js";
import "./chunk-5MPUKVCP.js";
import "./chunk-BQE5P27B.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

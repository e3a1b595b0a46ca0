import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-KKOOTPRJ.js";
import "./chunk-IMMXUH3P.js";
import "./chunk-77KI22BH.js";
import "./chunk-PHRNE6JK.js";
import "./chunk-TQG4AHKS.js";
import "./chunk-PUWG6YAR.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  AGAINST_THE_BASE,
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-2X3EF7QI.js";
import "./chunk-EHOFCU6B.js";
import "./chunk-QVJNO5JQ.js";
import "./chunk-VATHTCCW.js";
import "./chunk-C7EVY32X.js";
import "./chunk-TQG4AHKS.js";
import "./chunk-PUWG6YAR.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  AGAINST_THE_BASE,
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-MRWTTYEB.js";
import "./chunk-GJR6XIET.js";
import "./chunk-WELCP5UL.js";
import "./chunk-MRKTBVKP.js";
import "./chunk-257BRO54.js";
import "./chunk-VGQ6WKY5.js";
import "./chunk-6BAZOH3B.js";
import "./chunk-P7TUYBBB.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

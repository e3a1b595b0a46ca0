import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-SCBBOL3B.js";
import "./chunk-2NB6JGFQ.js";
import "./chunk-ODJ7KRGY.js";
import "./chunk-WAKHSRYG.js";
import "./chunk-SFQ3GFFS.js";
import "./chunk-P3GB5NXR.js";
import "./chunk-YY7O3RH2.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-LFUPWHLX.js";
import "./chunk-X74MS3Y6.js";
import "./chunk-KSWVPHVR.js";
import "./chunk-STOPAB27.js";
import "./chunk-3KFSMDHL.js";
import "./chunk-NSGXTJGT.js";
import "./chunk-LPZITCZK.js";
import "./chunk-3VTAZOMP.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

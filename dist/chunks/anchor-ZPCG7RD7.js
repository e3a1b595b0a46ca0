import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-ACY7HXAV.js";
import "./chunk-3ZEOOLQZ.js";
import "./chunk-UAQRZ35R.js";
import "./chunk-6AGF6IDM.js";
import "./chunk-AGPJ5KOY.js";
import "./chunk-WBIQQGCR.js";
import "./chunk-M5XYL267.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

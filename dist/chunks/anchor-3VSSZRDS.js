import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-7E6HT5CI.js";
import "./chunk-JFTZ6N7X.js";
import "./chunk-3NUPB6PS.js";
import "./chunk-STOPAB27.js";
import "./chunk-WDFSH5RS.js";
import "./chunk-MFN74K6F.js";
import "./chunk-6ZPRL4AT.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

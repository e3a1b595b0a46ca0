import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  ownSeries,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-GFHXVYGZ.js";
import "./chunk-4KSJXVUO.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-EVPP7JJB.js";
import "./chunk-3UT5FSNI.js";
import "./chunk-HTTVIUPY.js";
import "./chunk-B5WYZWPC.js";
import "./chunk-VNQY5YMO.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  ownSeries,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

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
} from "./chunk-A6YIUFQH.js";
import "./chunk-GQXGFX6E.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-ONAMEARX.js";
import "./chunk-DGUWJWZD.js";
import "./chunk-QSCTMR4W.js";
import "./chunk-K5CVWVQA.js";
import "./chunk-7BGOZGNR.js";
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

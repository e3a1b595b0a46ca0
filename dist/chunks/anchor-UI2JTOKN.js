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
} from "./chunk-57MITWTH.js";
import "./chunk-HLD222FG.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-4EFGOAYE.js";
import "./chunk-5PVMSGZH.js";
import "./chunk-RCREWC7W.js";
import "./chunk-TU4ICDN6.js";
import "./chunk-LTKKANAN.js";
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

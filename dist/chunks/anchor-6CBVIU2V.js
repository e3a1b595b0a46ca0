import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  noValueReason,
  ownSeries,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-H7SNVARH.js";
import "./chunk-TPQ6ZOE5.js";
import "./chunk-43OLHB65.js";
import "./chunk-B7VKTP7G.js";
import "./chunk-M7YGQC6G.js";
import "./chunk-XVD6DAJU.js";
import "./chunk-D6RHPJXA.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  noValueReason,
  ownSeries,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

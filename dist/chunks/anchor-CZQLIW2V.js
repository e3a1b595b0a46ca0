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
} from "./chunk-QKJXQB23.js";
import "./chunk-LQSQL43H.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-W7P7PS5F.js";
import "./chunk-ZXWXAPOP.js";
import "./chunk-TAGEWW3G.js";
import "./chunk-W6ZIYXFB.js";
import "./chunk-43QJMCA5.js";
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

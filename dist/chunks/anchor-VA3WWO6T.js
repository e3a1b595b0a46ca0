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
} from "./chunk-SIPNZBQL.js";
import "./chunk-KOW2CH5I.js";
import "./chunk-L7FLDV5U.js";
import "./chunk-2WOR66GP.js";
import "./chunk-HS55CZFL.js";
import "./chunk-XC2XI2RL.js";
import "./chunk-ZEZXET7O.js";
import "./chunk-O6MYVE7Q.js";
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

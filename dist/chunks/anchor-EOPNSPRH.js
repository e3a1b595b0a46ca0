import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-ZPET3SEY.js";
import "./chunk-2OU6QMDH.js";
import "./chunk-DSLRFJBB.js";
import "./chunk-J3Q3I63Z.js";
import "./chunk-XOZTPASQ.js";
import "./chunk-ZJLNEHMY.js";
import "./chunk-F2H6BALC.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-VP6MB3E4.js";
import "./chunk-BBXWHXKW.js";
import "./chunk-52F7E3X4.js";
import "./chunk-IIEYNFCU.js";
import "./chunk-A5HVP2VB.js";
import "./chunk-3VAGBRKZ.js";
import "./chunk-7UN73WRX.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

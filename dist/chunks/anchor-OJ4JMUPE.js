import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-LEE6MKON.js";
import "./chunk-GDGZMH5K.js";
import "./chunk-Z5UOLMKV.js";
import "./chunk-6O7UWTQ5.js";
import "./chunk-LWC6N2QB.js";
import "./chunk-IUTYNDIU.js";
import "./chunk-PP64ZI2F.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

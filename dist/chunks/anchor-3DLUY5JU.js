import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-Z36UQA6D.js";
import "./chunk-47YY5EET.js";
import "./chunk-LXEJCIXV.js";
import "./chunk-UCV7L75K.js";
import "./chunk-OWBMCPC7.js";
import "./chunk-BOF6RK5G.js";
import "./chunk-EOBBDCO2.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

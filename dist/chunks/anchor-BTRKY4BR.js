import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-LDN7LICU.js";
import "./chunk-KTF3IZOP.js";
import "./chunk-ZJCDYZ5D.js";
import "./chunk-MBDBTQ2F.js";
import "./chunk-R2UW4UNN.js";
import "./chunk-IJIP2XXJ.js";
import "./chunk-NCYC4AN3.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

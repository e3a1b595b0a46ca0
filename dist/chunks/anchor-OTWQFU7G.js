import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-QB6IGJVH.js";
import "./chunk-XAU3T2CL.js";
import "./chunk-JJYUXWMT.js";
import "./chunk-4KNDXWEF.js";
import "./chunk-NS4G3TRL.js";
import "./chunk-47HYOWIX.js";
import "./chunk-KJ5VPV3C.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-OIPPAQHN.js";
import "./chunk-IQNWWRUZ.js";
import "./chunk-IGUGQJSX.js";
import "./chunk-QISMNMK7.js";
import "./chunk-BEYXXGCA.js";
import "./chunk-QGRVKZPC.js";
import "./chunk-YJV6NWKS.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

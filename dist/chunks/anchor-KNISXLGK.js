import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-LTMIYX6R.js";
import "./chunk-B2QOTYRO.js";
import "./chunk-RWGBRQUZ.js";
import "./chunk-3OVZFFFW.js";
import "./chunk-VTAMEUPE.js";
import "./chunk-CCWHAGDU.js";
import "./chunk-TSIS42H3.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

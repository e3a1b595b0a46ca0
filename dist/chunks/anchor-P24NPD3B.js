import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-V3H322ZE.js";
import "./chunk-ES46AMJ3.js";
import "./chunk-ZUQ6T5QU.js";
import "./chunk-STOPAB27.js";
import "./chunk-YW7UFL5B.js";
import "./chunk-URKDLMTJ.js";
import "./chunk-7KSDIGDF.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

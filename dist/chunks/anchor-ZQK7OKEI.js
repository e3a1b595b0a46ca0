import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-YYAXKYDM.js";
import "./chunk-PUMXIS5A.js";
import "./chunk-ZIZEIZJI.js";
import "./chunk-STOPAB27.js";
import "./chunk-JSI35HDP.js";
import "./chunk-XXSZLQWQ.js";
import "./chunk-M67VOLYC.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

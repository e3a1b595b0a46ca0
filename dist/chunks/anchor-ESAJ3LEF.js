import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
} from "./chunk-BTMWBPG5.js";
import "./chunk-FKQP26MY.js";
import "./chunk-MLEX3L5A.js";
import "./chunk-STOPAB27.js";
import "./chunk-377Q3Q4O.js";
import "./chunk-I5KX5YYS.js";
import "./chunk-PLHBXEWB.js";
import "./chunk-T6J2QFXX.js";
export {
  anchorFor,
  anchorTitle,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks
};

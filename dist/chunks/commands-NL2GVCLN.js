import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRun,
  addedText,
  checkSeriesName,
  listJson,
  listText,
  parseCommit,
  parseTime
} from "./chunk-QM3LRDX7.js";
import "./chunk-T3YZ3OLI.js";
import "./chunk-VYVMQ4YR.js";
import "./chunk-IOIFA7YE.js";
import "./chunk-JIJTRVKQ.js";
import "./chunk-GXIKTC2F.js";
import "./chunk-AO3AXYN5.js";
import "./chunk-YY7O3RH2.js";
import "./chunk-T6J2QFXX.js";
export {
  addRun,
  addedText,
  checkSeriesName,
  listJson,
  listText,
  parseCommit,
  parseTime
};

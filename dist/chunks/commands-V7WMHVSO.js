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
} from "./chunk-3TQVJYWU.js";
import "./chunk-FB7YYP3B.js";
import "./chunk-JGN6WOPN.js";
import "./chunk-JHMSWTAN.js";
import "./chunk-PZ5RKO3F.js";
import "./chunk-D7LP24PK.js";
import "./chunk-OKL52YV7.js";
import "./chunk-K5AZ55E6.js";
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

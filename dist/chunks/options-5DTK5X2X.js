import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-3T7JQM3G.js";
import "./chunk-PGFQEL7A.js";
import "./chunk-N3G75GK6.js";
import "./chunk-WBGW7N2Y.js";
import "./chunk-B4EHZDLN.js";
import "./chunk-M5BBEY2E.js";
import "./chunk-B3J7ZFKJ.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

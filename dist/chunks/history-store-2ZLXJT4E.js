import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  RECORDS_FOLDER,
  addRecord,
  nameSlug,
  readStore,
  recordFileName
} from "./chunk-V5ENYBR3.js";
import "./chunk-6HC7MFVO.js";
import "./chunk-TQG4AHKS.js";
import "./chunk-PUWG6YAR.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  RECORDS_FOLDER,
  addRecord,
  nameSlug,
  readStore,
  recordFileName
};

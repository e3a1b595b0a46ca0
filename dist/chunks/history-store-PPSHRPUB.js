import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  RECORDS_FOLDER,
  addRecord,
  nameSlug,
  readStore,
  recordFileName
} from "./chunk-26I5YQ7X.js";
import "./chunk-6HC7MFVO.js";
import "./chunk-4NF7OIYE.js";
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

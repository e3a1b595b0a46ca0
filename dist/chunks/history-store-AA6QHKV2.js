import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  RECORDS_FOLDER,
  addRecord,
  nameSlug,
  readStore,
  recordFileName
} from "./chunk-BLO2OK3K.js";
import "./chunk-6HC7MFVO.js";
import "./chunk-R7GAHEHT.js";
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

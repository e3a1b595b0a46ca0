import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName,
  storeRecordFiles
} from "./chunk-D6BYDOZH.js";
import "./chunk-3XHOUQAT.js";
import "./chunk-WNX7UG5A.js";
import "./chunk-G3AZTZT5.js";
import "./chunk-T6J2QFXX.js";
export {
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName,
  storeRecordFiles
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName,
  storeRecordFiles
} from "./chunk-MWRM5LN2.js";
import "./chunk-3XHOUQAT.js";
import "./chunk-5WFSQGAV.js";
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

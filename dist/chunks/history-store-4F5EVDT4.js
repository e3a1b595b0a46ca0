import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  DamagedRecordError,
  WRITTEN_ONCE,
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName,
  restoreCommand,
  storeRecordFiles
} from "./chunk-XHSQOYMT.js";
import "./chunk-2PO5Y4Z4.js";
import "./chunk-QFD6KC7G.js";
import "./chunk-T6J2QFXX.js";
export {
  DamagedRecordError,
  WRITTEN_ONCE,
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName,
  restoreCommand,
  storeRecordFiles
};

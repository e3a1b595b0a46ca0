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
} from "./chunk-RPGDKQQ7.js";
import "./chunk-Z2GAT4TF.js";
import "./chunk-YNLVCKPF.js";
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

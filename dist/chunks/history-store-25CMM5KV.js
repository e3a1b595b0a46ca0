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
} from "./chunk-HMBKDFQ3.js";
import "./chunk-PWP52O2Y.js";
import "./chunk-DQERRHAA.js";
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

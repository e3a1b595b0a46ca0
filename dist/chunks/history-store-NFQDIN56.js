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
} from "./chunk-4GB6IP6O.js";
import "./chunk-O77QD7CX.js";
import "./chunk-Y3XH2ARF.js";
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

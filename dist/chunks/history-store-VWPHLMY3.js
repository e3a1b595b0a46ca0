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
} from "./chunk-DGUWJWZD.js";
import "./chunk-QSCTMR4W.js";
import "./chunk-K5CVWVQA.js";
import "./chunk-7BGOZGNR.js";
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

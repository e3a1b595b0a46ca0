import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  RECORDS_FOLDER,
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName
} from "./chunk-WE5B7MBM.js";
import "./chunk-NIP52QI6.js";
import "./chunk-KNEBHJHY.js";
import "./chunk-T6J2QFXX.js";
export {
  RECORDS_FOLDER,
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  RECORDS_FOLDER,
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName
} from "./chunk-EKQFUL2G.js";
import "./chunk-LU2NRJRH.js";
import "./chunk-B3J7ZFKJ.js";
import "./chunk-T6J2QFXX.js";
export {
  RECORDS_FOLDER,
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName
};

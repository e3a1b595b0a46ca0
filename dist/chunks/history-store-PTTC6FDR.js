import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  RECORDS_FOLDER,
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName
} from "./chunk-BOQHIXVR.js";
import "./chunk-5MPUKVCP.js";
import "./chunk-BQE5P27B.js";
import "./chunk-T6J2QFXX.js";
export {
  RECORDS_FOLDER,
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName
};

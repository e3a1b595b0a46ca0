import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  RECORDS_FOLDER,
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName
} from "./chunk-YW7UFL5B.js";
import "./chunk-URKDLMTJ.js";
import "./chunk-7KSDIGDF.js";
import "./chunk-T6J2QFXX.js";
export {
  RECORDS_FOLDER,
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  RECORDS_FOLDER,
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName
} from "./chunk-SFQ3GFFS.js";
import "./chunk-P3GB5NXR.js";
import "./chunk-YY7O3RH2.js";
import "./chunk-T6J2QFXX.js";
export {
  RECORDS_FOLDER,
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  RECORDS_FOLDER,
  addRecord,
  nameSlug,
  readStore,
  recordFileName
} from "./chunk-YSMQRRHS.js";
import "./chunk-377Q3Q4O.js";
import "./chunk-I5KX5YYS.js";
import "./chunk-PLHBXEWB.js";
import "./chunk-T6J2QFXX.js";
export {
  RECORDS_FOLDER,
  addRecord,
  nameSlug,
  readStore,
  recordFileName
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName,
  storeRecordFiles
} from "./chunk-JIJTRVKQ.js";
import "./chunk-GXIKTC2F.js";
import "./chunk-AO3AXYN5.js";
import "./chunk-YY7O3RH2.js";
import "./chunk-T6J2QFXX.js";
export {
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName,
  storeRecordFiles
};

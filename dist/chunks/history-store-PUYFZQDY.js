import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName,
  storeRecordFiles
} from "./chunk-257BRO54.js";
import "./chunk-VGQ6WKY5.js";
import "./chunk-6BAZOH3B.js";
import "./chunk-P7TUYBBB.js";
import "./chunk-T6J2QFXX.js";
export {
  addRecord,
  historyAdd,
  nameSlug,
  readStore,
  recordFileName,
  storeRecordFiles
};

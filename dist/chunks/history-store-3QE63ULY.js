import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  RECORDS_FOLDER,
  addRecord,
  nameSlug,
  readStore,
  recordFileName
} from "./chunk-UWZ5SWID.js";
import "./chunk-2IY5XYEX.js";
import "./chunk-TQG4AHKS.js";
import "./chunk-PUWG6YAR.js";
import "./chunk-VBUAAWAK.js";
import "./chunk-T6J2QFXX.js";
export {
  RECORDS_FOLDER,
  addRecord,
  nameSlug,
  readStore,
  recordFileName
};

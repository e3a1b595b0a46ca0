import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  package_default
} from "./chunk-CWFHMLKL.js";
import "./chunk-T6J2QFXX.js";
export {
  package_default as default
};

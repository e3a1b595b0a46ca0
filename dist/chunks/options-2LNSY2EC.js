import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-IKZRWWA4.js";
import "./chunk-ZWDKMSCP.js";
import "./chunk-2HP7TO77.js";
import "./chunk-A6SKSKHZ.js";
import "./chunk-RT774HSC.js";
import "./chunk-LVSNTM53.js";
import "./chunk-CLQ64MPR.js";
import "./chunk-E56IBUUZ.js";
import "./chunk-STOPAB27.js";
import "./chunk-WXMHIIA3.js";
import "./chunk-3VTAZOMP.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

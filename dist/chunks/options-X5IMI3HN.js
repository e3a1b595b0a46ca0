import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-6EQHHMYE.js";
import "./chunk-GZTYNRDR.js";
import "./chunk-2HP7TO77.js";
import "./chunk-3ZV7CZKG.js";
import "./chunk-UCRVKQB6.js";
import "./chunk-FO2MYUGJ.js";
import "./chunk-BTIF3FFN.js";
import "./chunk-D7U2DDD4.js";
import "./chunk-25XYDOTO.js";
import "./chunk-P3RVSSDN.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

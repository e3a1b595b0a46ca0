import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunk-HJ2QUEP3.js";
import "./chunk-YAMWKOO6.js";
import "./chunk-2HP7TO77.js";
import "./chunk-IKXWMQXT.js";
import "./chunk-SCD5WEPU.js";
import "./chunk-F4VE6OFB.js";
import "./chunk-THGWHROY.js";
import "./chunk-FHH4P4CR.js";
import "./chunk-RCRG4WLZ.js";
import "./chunk-P3RVSSDN.js";
import "./chunk-T6J2QFXX.js";
export {
  parseSequentialOptions
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
} from "./chunk-ZBPPVWZD.js";
import "./chunk-FVXCZGAN.js";
import "./chunk-QVOIAJMH.js";
import "./chunk-3ZE6RBQT.js";
import "./chunk-UCB7E732.js";
import "./chunk-XVTRNTV2.js";
import "./chunk-C5XZLFRC.js";
import "./chunk-64VJAAOH.js";
import "./chunk-TPQ6ZOE5.js";
import "./chunk-43OLHB65.js";
import "./chunk-B7VKTP7G.js";
import "./chunk-XVD6DAJU.js";
import "./chunk-D6RHPJXA.js";
import "./chunk-T6J2QFXX.js";
export {
  baselineNotes,
  lookExitStatus,
  runSequentialLook,
  runSequentialPlan
};

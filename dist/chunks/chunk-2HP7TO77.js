import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);

// src/sequential/model.ts
var SEQUENTIAL_PLAN_FORMAT = "passk-gate-sequential-plan/v1";
var SEQUENTIAL_LOOK_FORMAT = "passk-gate-sequential-look/v1";
var SPENDING = "lan-demets-obrien-fleming";
var FUTILITY_POWER = 0.1;

export {
  SEQUENTIAL_PLAN_FORMAT,
  SEQUENTIAL_LOOK_FORMAT,
  SPENDING,
  FUTILITY_POWER
};

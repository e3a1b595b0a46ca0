import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  OptionParser,
  parseOptions
} from "./chunk-4VRRUHI7.js";

// src/sequential/options.ts
var DEFAULT_LOOKS = 4;
var MOST_LOOKS = 20;
function parseSequentialOptions(raw, naming) {
  const { looks, ...rest } = raw;
  return {
    ...parseOptions(rest, naming, { resampled: false }),
    looks: looks !== void 0 ? new OptionParser(naming).integer("looks", looks, 1, MOST_LOOKS) : DEFAULT_LOOKS
  };
}

export {
  parseSequentialOptions
};

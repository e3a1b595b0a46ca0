import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  DEFAULT_LOOKS,
  MOST_LOOKS
} from "./chunk-NEMUDEDJ.js";
import {
  OptionParser,
  parseOptions
} from "./chunk-BQPKFDKY.js";

// src/sequential/options.ts
function parseSequentialOptions(raw, naming) {
  const { looks, ...rest } = raw;
  return {
    ...parseOptions(rest, naming),
    looks: looks !== void 0 ? new OptionParser(naming).integer("looks", looks, 1, MOST_LOOKS) : DEFAULT_LOOKS
  };
}

export {
  parseSequentialOptions
};

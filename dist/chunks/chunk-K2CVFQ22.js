import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  DEFAULT_LOOKS,
  MOST_LOOKS
} from "./chunk-HLX3WENG.js";
import {
  OptionParser,
  given,
  parseOptions
} from "./chunk-EX35ERVA.js";

// src/sequential/options.ts
function parseSequentialOptions(raw, naming) {
  const { looks, ...rest } = raw;
  return {
    ...parseOptions(rest, naming),
    looks: given(looks) ? new OptionParser(naming).integer("looks", looks, 1, MOST_LOOKS) : DEFAULT_LOOKS
  };
}

export {
  parseSequentialOptions
};

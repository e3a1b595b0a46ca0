import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  DEFAULT_LOOKS,
  MOST_LOOKS
} from "./chunk-5EPPKQY5.js";
import {
  OptionParser,
  given,
  parseOptions
} from "./chunk-ZEOJDKAG.js";

// src/sequential/options.ts
function parseSequentialOptions(raw, naming) {
  const { looks, ...rest } = raw;
  const options = parseOptions(rest, naming);
  const parser = new OptionParser(naming);
  return {
    metric: options.metric,
    k: options.k,
    submit: options.submit,
    margin: options.margin,
    confidence: options.confidence,
    failOn: options.failOn,
    matchConfig: options.matchConfig,
    requireConfig: options.requireConfig,
    seed: options.seed,
    looks: given(looks) ? parser.integer("looks", looks, 1, MOST_LOOKS) : DEFAULT_LOOKS
  };
}

export {
  parseSequentialOptions
};

import {
  OptionParser,
  given,
  parseOptions,
  type OptionNaming,
  type RawOptions,
  type RawValue,
} from '../config/options.js';
import { DEFAULT_LOOKS, MOST_LOOKS, type SequentialPlanOptions } from './plan.js';

/** A plan's options as given: the gate's (k, metric, submit, margin, confidence, fail-on, match-config, require-config, seed) and looks. */
export type RawSequentialOptions = Pick<
  RawOptions,
  'k' | 'metric' | 'submit' | 'margin' | 'confidence' | 'fail-on' | 'match-config' | 'require-config' | 'seed'
> & { looks?: RawValue };

/** Validates a plan's options as the gate validates its own, and the number of looks (1 to `MOST_LOOKS`). */
export function parseSequentialOptions(raw: RawSequentialOptions, naming?: OptionNaming): SequentialPlanOptions {
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
    looks: given(looks) ? parser.integer('looks', looks, 1, MOST_LOOKS) : DEFAULT_LOOKS,
  };
}

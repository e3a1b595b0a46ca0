import { OptionParser, parseOptions, type OptionNaming, type RawOptions, type RawValue } from '../config/options.js';
import type { SequentialPlanOptions } from './plan.js';

/** Looks a plan has unless told; and the most it may have. */
const DEFAULT_LOOKS = 4;
const MOST_LOOKS = 20;

/** A plan's options as given: the gate's (k, metric, submit, margin, confidence, fail-on, match-config, require-config, seed) and looks. */
export type RawSequentialOptions = Pick<
  RawOptions,
  'k' | 'metric' | 'submit' | 'margin' | 'confidence' | 'fail-on' | 'match-config' | 'require-config' | 'seed'
> & { looks?: RawValue };

/** Validates a plan's options as the gate validates its own, and the number of looks (1 to `MOST_LOOKS`). */
export function parseSequentialOptions(raw: RawSequentialOptions, naming?: OptionNaming): SequentialPlanOptions {
  const { looks, ...rest } = raw;
  return {
    ...parseOptions(rest, naming, { resampled: false }),
    looks: looks !== undefined ? new OptionParser(naming).integer('looks', looks, 1, MOST_LOOKS) : DEFAULT_LOOKS,
  };
}

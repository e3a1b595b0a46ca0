import { InputError } from '../common/errors.js';
import { isDecimalText } from '../common/decimal.js';
import { parseOptions, pointsHint, severalNumbers, type RawOptions } from '../config/options.js';
import type { PlanOptions } from './plan.js';

/** Raw plan option values as strings, keyed by their CLI names; empty or missing means default. */
export type RawPlanOptions = Pick<RawOptions, 'k' | 'metric' | 'submit' | 'margin' | 'confidence' | 'interval'> & {
  target?: string;
};

/**
 * Validates a plan's options as `compare` validates the same ones (`parseOptions`), but for several budgets k, which
 * a plan is run once for each; and `--target`: a drop in metric units, as `--margin` is (0.02 = 2 points), above 0
 * and below 1; a drop in points is refused with the value it meant.
 */
export function parsePlanOptions(raw: RawPlanOptions): PlanOptions {
  if (severalNumbers(raw.k)) {
    throw new InputError(
      `--k: expected one number, got ${JSON.stringify(raw.k)}: a plan sizes the suite for one budget k; run plan ` +
        'once for each',
    );
  }
  const { k, metric, submit, margin, confidence, interval } = parseOptions(raw, undefined, { resampled: false });
  const options: PlanOptions = { k, metric, submit, margin, confidence, interval };
  if (raw.target !== undefined) {
    const text = raw.target.trim();
    // As every number option: blank text (`--target "$T"` with T unset) is refused, not read as no target.
    if (text === '') throw new InputError('--target is empty: give a drop, or leave --target out for the plain plan');
    const value = Number(text);
    if (!isDecimalText(text) || !(value > 0 && value < 1)) {
      throw new InputError(
        `--target: expected a drop in metric units above 0 and below 1 (0.02 = 2 points), got ` +
          `${JSON.stringify(raw.target)}${pointsHint(raw.target)}`,
      );
    }
    options.target = value;
  }
  return options;
}

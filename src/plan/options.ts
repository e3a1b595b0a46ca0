import { InputError } from '../common/errors.js';
import { isDecimalText } from '../common/decimal.js';
import { parseOptions, type RawOptions } from '../config/options.js';
import type { PlanOptions } from './plan.js';

/** Raw plan option values as strings, keyed by their CLI names; empty or missing means default. */
export type RawPlanOptions = Pick<RawOptions, 'k' | 'metric' | 'submit' | 'margin' | 'confidence' | 'interval'> & {
  target?: string;
};

/**
 * Validates a plan's options as `compare` validates the same ones (`parseOptions`), and `--target`: a drop
 * in points (2 = 2 points = 0.02 in metric units), above 0 and below 100.
 */
export function parsePlanOptions(raw: RawPlanOptions): PlanOptions {
  const { k, metric, submit, margin, confidence, interval } = parseOptions(raw);
  const options: PlanOptions = { k, metric, submit, margin, confidence, interval };
  if (raw.target !== undefined && raw.target.trim() !== '') {
    const text = raw.target.trim();
    const value = Number(text);
    if (!isDecimalText(text) || !(value > 0 && value < 100)) {
      throw new InputError(
        `--target: expected a drop in points above 0 and below 100 (2 = 2 points), got ${JSON.stringify(raw.target)}`,
      );
    }
    options.target = value / 100;
  }
  return options;
}

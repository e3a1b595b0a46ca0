import { isDecimalText } from './decimal.js';
import type { ConfigValue } from './types.js';

/** Config values as compared: numbers (and numeric strings such as "0.80") by value, the rest exactly. */
export function configValuesEqual(a: ConfigValue, b: ConfigValue): boolean {
  const normalise = (v: ConfigValue): ConfigValue => (typeof v === 'string' && isDecimalText(v.trim()) ? Number(v) : v);
  return Object.is(normalise(a), normalise(b)) || normalise(a) === normalise(b);
}

import type { FailOn, Verdict } from '../common/types.js';

/**
 * The verdict from the interval [lo, hi] of delta = candidate - baseline, the p-value for delta = 0, the
 * tolerated drop m and the two-sided level alpha: `regression` if hi < -m (a drop beyond the margin is shown);
 * `improvement` if lo > 0; `no-regression` if lo >= -m (non-inferiority is shown); otherwise `inconclusive` (the
 * suite cannot tell).
 * A verdict that claims a change (regression, improvement) also needs the sign-flip test to reject
 * "no difference" at alpha: when only a handful of problems changed, the bootstrap interval is too narrow
 * (4 drops out of 164 problems leave 0 outside a 95% interval, yet p = 2/16 = 0.125 by the exact sign test),
 * and the gate must not fail a run on noise.
 */
export function verdictFor(
  [lo, hi]: readonly [number, number],
  pValue: number,
  margin: number,
  alpha: number,
): Exclude<Verdict, 'refused'> {
  const significant = pValue < alpha;
  if (hi < -margin) return significant ? 'regression' : 'inconclusive';
  if (lo > 0) return significant ? 'improvement' : 'no-regression';
  if (lo >= -margin) return 'no-regression';
  return 'inconclusive';
}

/**
 * Whether the check fails. A refused comparison always fails; otherwise `regression` fails on a regression,
 * `inconclusive` also on an inconclusive result (non-inferiority must be shown), `never` on nothing.
 */
export function gateFails(verdict: Verdict, failOn: FailOn): boolean {
  if (verdict === 'refused') return true;
  if (failOn === 'never') return false;
  if (verdict === 'regression') return true;
  return failOn === 'inconclusive' && verdict === 'inconclusive';
}

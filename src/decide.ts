import type { FailOn, Verdict } from './types.js';

/**
 * The verdict on delta = candidate - baseline from its interval [lo, hi] and the tolerated drop m:
 * `regression` if hi < -m (a drop beyond the margin is shown); `improvement` if lo > 0; `no-regression` if
 * lo >= -m (non-inferiority is shown); otherwise `inconclusive` (the suite cannot tell).
 */
export function verdictFor([lo, hi]: readonly [number, number], margin: number): Exclude<Verdict, 'refused'> {
  if (hi < -margin) return 'regression';
  if (lo > 0) return 'improvement';
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

// The exact sampling variance of pass@k and pass^k at a known pass rate: the reference the estimators' moments
// and the variance estimated from counts are checked against (`uStatisticVariance` at the exact powers of p).
import { uStatisticVariance } from '../../src/estimate/sampling-variance.js';

function assertRate(p: number): void {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`a pass rate must be in [0, 1], got ${p}`);
}

/**
 * The exact variance of the unbiased pass@k estimator 1 - C(n-c, k)/C(n, k) from n samples of a problem whose
 * samples pass with probability p: 1 - pass@k is the U-statistic "all k fail", so with q = 1 - p
 *   Var = sum_{c=1..k} C(k, c) C(n-k, k-c) / C(n, k) (q^(2k-c) - q^(2k)).
 * k = 1 gives p q / n; n = k gives q^k (1 - q^k), one Bernoulli draw of "some sample of k passes".
 */
export function passAtKVariance(n: number, k: number, p: number): number {
  assertRate(p);
  return uStatisticVariance(n, k, (m) => Math.pow(1 - p, m));
}

/**
 * The exact variance of the unbiased pass^k estimator C(c, k)/C(n, k): the U-statistic "all k pass", so
 *   Var = sum_{c=1..k} C(k, c) C(n-k, k-c) / C(n, k) (p^(2k-c) - p^(2k)).
 */
export function passHatKVariance(n: number, k: number, p: number): number {
  assertRate(p);
  return uStatisticVariance(n, k, (m) => Math.pow(p, m));
}

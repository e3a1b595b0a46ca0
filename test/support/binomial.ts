// Exact binomial coefficients: independent reference values for the estimators' product and log forms; and
// binomial draws for simulated runs.
import { binomialSampler, type Xoshiro128 } from '../../src/resample/random.js';

/** C(n, k) in BigInt; 0 when k < 0 or k > n. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** a/b as a double, exact to about 1e-30 before rounding (scaled before dividing). */
export function ratio(a: bigint, b: bigint): number {
  return Number((a * 10n ** 30n) / b) / 1e30;
}

/** One Binomial(n, p) draw, from a fresh sampler (the product keeps one sampler per p). */
export function binomialDraw(rng: Xoshiro128, n: number, p: number): number {
  return binomialSampler(p)(rng, n);
}

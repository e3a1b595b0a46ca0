/**
 * Unbiased pass@k for one problem (Chen et al. 2021): 1 - C(n-c, k) / C(n, k), the probability that a
 * k-subset of the n samples holds at least one of the c passing ones. Product form, so no binomial overflows,
 * over whichever of c or k is smaller: C(n-c, k) / C(n, k) = prod_{i=n-c+1}^{n} (1 - k/i)
 * = prod_{j=0}^{k-1} (n-c-j)/(n-j), and it is 0 when n - c < k.
 * k > n is a RangeError: the reference code's 1.0 there is not an estimate of anything.
 */
export function passAtK(n: number, c: number, k: number): number {
  assertCounts(n, c, k);
  if (n - c < k) return 1;
  let allFail = 1;
  if (c <= k) for (let i = n - c + 1; i <= n; i++) allFail *= 1 - k / i;
  else for (let j = 0; j < k; j++) allFail *= (n - c - j) / (n - j);
  return 1 - allFail;
}

/**
 * Unbiased pass^k for one problem (Yao et al. 2024): C(c, k) / C(n, k), the probability that a k-subset of
 * the n samples holds only passing ones, and 0 when c < k. Product form over whichever of k or n - c is
 * smaller: prod_{i=0}^{k-1} (c-i)/(n-i) = C(n-k, n-c) / C(n, n-c) = prod_{j=0}^{n-c-1} (n-k-j)/(n-j).
 */
export function passHatK(n: number, c: number, k: number): number {
  assertCounts(n, c, k);
  if (c < k) return 0;
  let allPass = 1;
  if (k <= n - c) for (let i = 0; i < k; i++) allPass *= (c - i) / (n - i);
  else for (let j = 0; j < n - c; j++) allPass *= (n - k - j) / (n - j);
  return allPass;
}

function assertCounts(n: number, c: number, k: number): void {
  if (!Number.isInteger(n) || !Number.isInteger(c) || !Number.isInteger(k) || n < 1 || c < 0 || c > n || k < 1) {
    throw new RangeError(`invalid counts n=${n}, c=${c}, k=${k}`);
  }
  if (k > n) throw new RangeError(`k=${k} is more than the n=${n} samples drawn: pass@k cannot be estimated`);
}

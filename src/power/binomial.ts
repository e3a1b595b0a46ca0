/** The logistic function: the probability of log-odds z. */
export function expit(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/**
 * Binomial(n, expit(z)) by inversion: the draw at a uniform u in [0, 1) is the number of CDF values
 * F(0) .. F(n - 1) at most u, searched from a guide table (Chen & Asau 1974) that gives, for u in
 * [j / (n + 1), (j + 1) / (n + 1)), the first x with F(x) > j / (n + 1). Terms are summed from log space.
 */
export function binomialInverse(n: number, z: number): (u: number) => number {
  const logPass = Math.log(expit(z));
  const logFail = Math.log1p(-expit(z));
  const cdf = new Float64Array(n);
  let logChoose = 0;
  let total = 0;
  for (let x = 0; x < n; x++) {
    if (x > 0) logChoose += Math.log((n - x + 1) / x);
    total += Math.exp(logChoose + x * logPass + (n - x) * logFail);
    cdf[x] = total;
  }
  const guide = new Int32Array(n + 1);
  let below = 0;
  for (let j = 0; j <= n; j++) {
    while (below < n && cdf[below]! <= j / (n + 1)) below++;
    guide[j] = below;
  }
  return (u) => {
    let x = guide[Math.floor(u * (n + 1))]!;
    while (x < n && cdf[x]! <= u) x++;
    // Rounding in u (n + 1) can start one bucket late.
    while (x > 0 && cdf[x - 1]! > u) x--;
    return x;
  };
}

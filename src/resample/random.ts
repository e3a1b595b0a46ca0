/**
 * xoshiro128** (Blackman & Vigna 2018): a small, fast PRNG on 32-bit integer arithmetic only, so a seed gives
 * the same stream on every platform. The state is filled from (seed, stream) by splitmix32, so independent
 * streams (bootstrap, permutation test) come from one user seed.
 */
export class Xoshiro128 {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(seed: number, stream = 0) {
    let x = (seed >>> 0) ^ Math.imul(stream + 1, 0x9e3779b9);
    const next = (): number => {
      x = (x + 0x9e3779b9) | 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.s0 = next();
    this.s1 = next();
    this.s2 = next();
    this.s3 = next();
  }

  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /**
   * The next `count` outputs into `words`, the same as as many `nextUint32` calls: the state is kept in locals
   * for the loop, which makes a word about four times cheaper than a call (a resample of 100,000 units needs
   * tens of thousands).
   */
  fill(words: Uint32Array, count = words.length): void {
    let { s0, s1, s2, s3 } = this;
    for (let i = 0; i < count; i++) {
      words[i] = Math.imul(rotl(Math.imul(s1, 5), 7), 9);
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = rotl(s3, 11);
    }
    this.s0 = s0;
    this.s1 = s1;
    this.s2 = s2;
    this.s3 = s3;
  }

  /**
   * A uniform integer in [0, bound), exactly (Lemire 2019, "Fast random integer generation in an interval"):
   * the 32-bit output times bound, rejecting the few low parts that would favour some results. bound < 2^21
   * keeps the product exact in a double.
   */
  nextBelow(bound: number): number {
    let product = this.nextUint32() * bound;
    // product mod 2^32 by ToUint32, exact for integers below 2^53 and far faster than % on doubles.
    let low = product >>> 0;
    if (low < bound) {
      const threshold = (4294967296 - bound) % bound;
      while (low < threshold) {
        product = this.nextUint32() * bound;
        low = product >>> 0;
      }
    }
    return (product - low) / 4294967296;
  }

  /** A uniform double in [0, 1) with 53 random bits. */
  nextDouble(): number {
    const high = this.nextUint32() >>> 5;
    const low = this.nextUint32() >>> 6;
    return (high * 67108864 + low) / 9007199254740992;
  }
}

function rotl(x: number, bits: number): number {
  return (x << bits) | (x >>> (32 - bits));
}

/** log(k!) - [(k + 1/2) log(k + 1) - (k + 1) + log(2 pi)/2]: Stirling's error term, exact for k < 10. */
const STIRLING_TAIL_SMALL = Array.from({ length: 10 }, (_, k) => {
  let logFactorial = 0;
  for (let i = 2; i <= k; i++) logFactorial += Math.log(i);
  return logFactorial - (k + 0.5) * Math.log(k + 1) + (k + 1) - 0.5 * Math.log(2 * Math.PI);
});

function stirlingTail(k: number): number {
  if (k < 10) return STIRLING_TAIL_SMALL[k]!;
  const kp1sq = (k + 1) * (k + 1);
  return (1 / 12 - (1 / 360 - 1 / 1260 / kp1sq) / kp1sq) / (k + 1);
}

/** Below this mean, inversion by sequential search is faster than rejection. */
const INVERSION_MAX_MEAN = 10;

/**
 * Exact Binomial(n, p) draws for one p and any n. Small means: inversion by sequential search over the pmf, using
 * P(x+1)/P(x) = ((n+1)/x' - 1) * p/q; the pmf is worked out once for each n (as far as draws have stepped) rather
 * than from Math.pow and a division a step each time. Larger means: Hörmann's BTRS transformed rejection with
 * squeeze (Hörmann 1993, "The generation of binomial random variates"), O(1) expected uniforms per draw. The
 * bootstrap's multinomial chain draws with each unit's p resample after resample, and the sign-flip tests flip
 * units at p = 1/2; a sampler kept gives the same draws as a fresh one each time.
 */
export function binomialSampler(p: number): (rng: Xoshiro128, n: number) => number {
  if (p <= 0) return () => 0;
  if (p >= 1) return (_, n) => n;
  if (p > 0.5) {
    const other = binomialSampler(1 - p);
    return (rng, n) => n - other(rng, n);
  }
  const q = 1 - p;
  const odds = p / q;
  const pmfsOf: number[][] = [];
  return (rng, n) => {
    if (n === 0) return 0;
    if (!(n * p < INVERSION_MAX_MEAN)) return btrsDraw(rng, n, p);
    const pmfs = (pmfsOf[n] ??= [Math.pow(q, n)]);
    const a = (n + 1) * odds;
    let u = rng.nextDouble();
    let x = 0;
    while (u > pmfs[x]! && x < n) {
      u -= pmfs[x]!;
      x++;
      if (x === pmfs.length) pmfs.push(pmfs[x - 1]! * (a / x - odds));
    }
    return x;
  };
}

/** BTRS for 0 < p <= 1/2 (see `binomialSampler`). */
function btrsDraw(rng: Xoshiro128, n: number, p: number): number {
  const q = 1 - p;
  const spq = Math.sqrt(n * p * q);
  const b = 1.15 + 2.53 * spq;
  const a = -0.0873 + 0.0248 * b + 0.01 * p;
  const c = n * p + 0.5;
  const vR = 0.92 - 4.2 / b;
  const odds = p / q;
  const alpha = (2.83 + 5.1 / b) * spq;
  const m = Math.floor((n + 1) * p);
  for (;;) {
    const u = rng.nextDouble() - 0.5;
    let v = rng.nextDouble();
    const us = 0.5 - Math.abs(u);
    const k = Math.floor(((2 * a) / us + b) * u + c);
    if (us >= 0.07 && v <= vR) return k;
    if (k < 0 || k > n) continue;
    v = Math.log((v * alpha) / (a / (us * us) + b));
    const bound =
      (m + 0.5) * Math.log((m + 1) / (odds * (n - m + 1))) +
      (n + 1) * Math.log((n - m + 1) / (n - k + 1)) +
      (k + 0.5) * Math.log(((n - k + 1) * odds) / (k + 1)) +
      stirlingTail(m) +
      stirlingTail(n - m) -
      stirlingTail(k) -
      stirlingTail(n - k);
    if (v <= bound) return k;
  }
}

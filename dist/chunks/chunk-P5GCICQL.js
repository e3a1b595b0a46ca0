import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);

// src/common/points.ts
function points(value, digits = 1) {
  const text = (value * 100).toFixed(digits);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}

// src/resample/random.ts
var Xoshiro128 = class {
  s0;
  s1;
  s2;
  s3;
  constructor(seed, stream = 0) {
    let x = seed >>> 0 ^ Math.imul(stream + 1, 2654435769);
    const next = () => {
      x = x + 2654435769 | 0;
      let z = x;
      z = Math.imul(z ^ z >>> 16, 2246822507);
      z = Math.imul(z ^ z >>> 13, 3266489909);
      return (z ^ z >>> 16) >>> 0;
    };
    this.s0 = next();
    this.s1 = next();
    this.s2 = next();
    this.s3 = next();
  }
  nextUint32() {
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
  fill(words, count = words.length) {
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
  nextBelow(bound) {
    let product = this.nextUint32() * bound;
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
  nextDouble() {
    const high = this.nextUint32() >>> 5;
    const low = this.nextUint32() >>> 6;
    return (high * 67108864 + low) / 9007199254740992;
  }
};
function rotl(x, bits) {
  return x << bits | x >>> 32 - bits;
}
var STIRLING_TAIL_SMALL = Array.from({ length: 10 }, (_, k) => {
  let logFactorial = 0;
  for (let i = 2; i <= k; i++) logFactorial += Math.log(i);
  return logFactorial - (k + 0.5) * Math.log(k + 1) + (k + 1) - 0.5 * Math.log(2 * Math.PI);
});
function stirlingTail(k) {
  if (k < 10) return STIRLING_TAIL_SMALL[k];
  const kp1sq = (k + 1) * (k + 1);
  return (1 / 12 - (1 / 360 - 1 / 1260 / kp1sq) / kp1sq) / (k + 1);
}
var INVERSION_MAX_MEAN = 10;
function binomialDraw(rng, n, p) {
  if (n === 0 || p <= 0) return 0;
  if (p >= 1) return n;
  if (p > 0.5) return n - binomialDraw(rng, n, 1 - p);
  const q = 1 - p;
  if (n * p < INVERSION_MAX_MEAN) {
    const odds2 = p / q;
    const a2 = (n + 1) * odds2;
    let pmf = Math.pow(q, n);
    let u = rng.nextDouble();
    let x = 0;
    while (u > pmf && x < n) {
      u -= pmf;
      x++;
      pmf *= a2 / x - odds2;
    }
    return x;
  }
  const spq = Math.sqrt(n * p * q);
  const b = 1.15 + 2.53 * spq;
  const a = -0.0873 + 0.0248 * b + 0.01 * p;
  const c = n * p + 0.5;
  const vR = 0.92 - 4.2 / b;
  const odds = p / q;
  const alpha = (2.83 + 5.1 / b) * spq;
  const m = Math.floor((n + 1) * p);
  for (; ; ) {
    const u = rng.nextDouble() - 0.5;
    let v = rng.nextDouble();
    const us = 0.5 - Math.abs(u);
    const k = Math.floor((2 * a / us + b) * u + c);
    if (us >= 0.07 && v <= vR) return k;
    if (k < 0 || k > n) continue;
    v = Math.log(v * alpha / (a / (us * us) + b));
    const bound = (m + 0.5) * Math.log((m + 1) / (odds * (n - m + 1))) + (n + 1) * Math.log((n - m + 1) / (n - k + 1)) + (k + 0.5) * Math.log((n - k + 1) * odds / (k + 1)) + stirlingTail(m) + stirlingTail(n - m) - stirlingTail(k) - stirlingTail(n - k);
    if (v <= bound) return k;
  }
}
function binomialSampler(n, p) {
  if (n === 0 || p <= 0 || p >= 1) return (rng) => binomialDraw(rng, n, p);
  if (p > 0.5) {
    const other = binomialSampler(n, 1 - p);
    return (rng) => n - other(rng);
  }
  const q = 1 - p;
  if (!(n * p < INVERSION_MAX_MEAN)) return (rng) => binomialDraw(rng, n, p);
  const odds = p / q;
  const a = (n + 1) * odds;
  const pmfs = [Math.pow(q, n)];
  return (rng) => {
    let u = rng.nextDouble();
    let x = 0;
    while (u > pmfs[x] && x < n) {
      u -= pmfs[x];
      x++;
      if (x === pmfs.length) pmfs.push(pmfs[x - 1] * (a / x - odds));
    }
    return x;
  };
}

// src/resample/units.ts
function unitMap(groups) {
  const indices = /* @__PURE__ */ new Map();
  const unitOf = new Int32Array(groups.length);
  let count = 0;
  let clustered = false;
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i];
    let unit = group === void 0 ? void 0 : indices.get(group);
    if (unit === void 0) {
      unit = count++;
      if (group !== void 0) {
        indices.set(group, unit);
        clustered = true;
      }
    }
    unitOf[i] = unit;
  }
  return { unitOf, count, clustered };
}
function unitSizes({ unitOf, count }) {
  const sizes = new Float64Array(count);
  for (const unit of unitOf) sizes[unit] += 1;
  return { sizes, multiplicities: new Float64Array(count).fill(1), count, problems: unitOf.length };
}
function resamplingUnits(differences, groups) {
  let sums;
  let sizes;
  if (groups === void 0) {
    sums = Float64Array.from(differences).sort();
    sizes = new Float64Array(sums.length).fill(1);
  } else {
    const { unitOf, count } = unitMap(groups);
    const clusterSums = new Array(count).fill(0);
    const clusterSizes = new Array(count).fill(0);
    for (let i = 0; i < differences.length; i++) {
      clusterSums[unitOf[i]] += differences[i];
      clusterSizes[unitOf[i]] += 1;
    }
    const order2 = clusterSums.map((_, i) => i).sort((a, b) => clusterSums[a] - clusterSums[b] || clusterSizes[a] - clusterSizes[b]);
    sums = Float64Array.from(order2, (i) => clusterSums[i]);
    sizes = Float64Array.from(order2, (i) => clusterSizes[i]);
  }
  const distinctSums = [];
  const distinctSizes = [];
  const multiplicities = [];
  for (let i = 0; i < sums.length; i++) {
    const last = distinctSums.length - 1;
    if (last >= 0 && distinctSums[last] === sums[i] && distinctSizes[last] === sizes[i]) multiplicities[last] += 1;
    else {
      distinctSums.push(sums[i]);
      distinctSizes.push(sizes[i]);
      multiplicities.push(1);
    }
  }
  const order = multiplicities.map((_, i) => i).sort((a, b) => multiplicities[b] - multiplicities[a] || a - b);
  return {
    sums: Float64Array.from(order, (i) => distinctSums[i]),
    sizes: Float64Array.from(order, (i) => distinctSizes[i]),
    multiplicities: Float64Array.from(order, (i) => multiplicities[i]),
    count: sums.length,
    problems: differences.length
  };
}
function unitsMean(units) {
  let sum = 0;
  for (let j = 0; j < units.sums.length; j++) sum += units.multiplicities[j] * units.sums[j];
  return sum / units.problems;
}
function useMultinomial(units) {
  return units.multiplicities.length * 8 < units.count;
}
function expand(values, multiplicities, count, width = 1) {
  const flat = new Float64Array(count * width);
  let at = 0;
  for (let j = 0; j < multiplicities.length; j++) {
    for (let m = 0; m < multiplicities[j]; m++) {
      for (let w = 0; w < width; w++) flat[at++] = values[j * width + w];
    }
  }
  return flat;
}
var TIE_TOLERANCE = 1e-12;
function pairedDifferences(baseline, candidate) {
  return candidate.map((value, i) => {
    const difference = value - baseline[i];
    return Math.abs(difference) <= TIE_TOLERANCE ? 0 : difference;
  });
}

// src/resample/sign-flip.ts
function signFlipPValue(units, resamples, rng) {
  const { sums, multiplicities, count } = units;
  let observed = 0;
  let scale = 0;
  for (let j = 0; j < sums.length; j++) {
    observed += multiplicities[j] * sums[j];
    scale += multiplicities[j] * Math.abs(sums[j]);
  }
  const threshold = Math.abs(observed) - TIE_TOLERANCE * Math.max(1, scale);
  let extreme = 0;
  if (useMultinomial(units)) {
    const flips = Array.from(multiplicities, (m) => binomialSampler(m, 0.5));
    for (let b = 0; b < resamples; b++) {
      let total = 0;
      for (let j = 0; j < sums.length; j++) {
        const s = sums[j];
        if (s === 0) continue;
        const m = multiplicities[j];
        total += s * (2 * flips[j](rng) - m);
      }
      if (Math.abs(total) >= threshold) extreme++;
    }
  } else {
    const signedSums = signedPairSums(expand(sums, multiplicities, count));
    const words = new Uint32Array(signedSums.length / WORD_PATTERNS);
    for (let b = 0; b < resamples; b++) {
      rng.fill(words);
      if (Math.abs(flippedTotal(signedSums, words)) >= threshold) extreme++;
    }
  }
  return (extreme + 1) / (resamples + 1);
}
var WORD_PATTERNS = 16 * 4;
function signedPairSums(flat) {
  const pairs = Math.ceil(flat.length / 32) * 16;
  const signedSums = new Float64Array(pairs * 4);
  for (let p = 0; p < pairs; p++) {
    const first = flat[2 * p] ?? 0;
    const second = flat[2 * p + 1] ?? 0;
    signedSums[4 * p] = -first - second;
    signedSums[4 * p + 1] = first - second;
    signedSums[4 * p + 2] = -first + second;
    signedSums[4 * p + 3] = first + second;
  }
  return signedSums;
}
function flippedTotal(signedSums, words) {
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  for (let i = 0, at = 0; i < words.length; i++) {
    let word = words[i];
    for (let byte = 0; byte < 4; byte++, at += 16, word >>>= 8) {
      a += signedSums[at + (word & 3)];
      b += signedSums[at + 4 + (word >>> 2 & 3)];
      c += signedSums[at + 8 + (word >>> 4 & 3)];
      d += signedSums[at + 12 + (word >>> 6 & 3)];
    }
  }
  return a + b + (c + d);
}
var EXACT_SIGN_FLIP_UNITS = 24;
function signFlipTest(units, resamples, rng) {
  const { sums, multiplicities } = units;
  let worse = 0;
  let better = 0;
  for (let j = 0; j < sums.length; j++) {
    if (sums[j] < -TIE_TOLERANCE) worse += multiplicities[j];
    else if (sums[j] > TIE_TOLERANCE) better += multiplicities[j];
  }
  const exact = worse + better <= EXACT_SIGN_FLIP_UNITS;
  if (!exact) return { pValue: signFlipPValue(units, resamples, rng), exact, worse, better };
  const changed = expand(sums, multiplicities, units.count).filter((s) => Math.abs(s) > TIE_TOLERANCE);
  return { pValue: exactSignFlipPValue(changed), exact, worse, better };
}
function exactSignFlipPValue(values) {
  let observed = 0;
  let scale = 0;
  for (let i = 0; i < values.length; i++) {
    observed += values[i];
    scale += Math.abs(values[i]);
  }
  const threshold = Math.abs(observed) - TIE_TOLERANCE * Math.max(1, scale);
  if (threshold <= 0) return 1;
  const half = values.length >> 1;
  const left = sortedPatternSums(values.subarray(0, half), 0);
  const right = sortedPatternSums(values.subarray(half), 2);
  let above = 0;
  let atLeast = right.length;
  for (let i = 0; i < left.length; i++) {
    const a = left[i];
    while (atLeast > 0 && right[atLeast - 1] >= threshold - a) atLeast--;
    above += right.length - atLeast;
  }
  return 2 * above / (left.length * right.length);
}
var scratch = [];
function scratchArray(slot, size) {
  if ((scratch[slot]?.length ?? 0) < size) scratch[slot] = new Float64Array(size);
  return scratch[slot];
}
function sortedPatternSums(values, slot) {
  const size = 1 << values.length;
  let sums = scratchArray(slot, size);
  let merged = scratchArray(slot + 1, size);
  sums[0] = 0;
  let filled = 1;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    const low = -Math.abs(v);
    const high = Math.abs(v);
    let a = 0;
    let b = 0;
    let at = 0;
    while (a < filled && b < filled) {
      const down = sums[a] + low;
      const up = sums[b] + high;
      if (down <= up) {
        merged[at++] = down;
        a++;
      } else {
        merged[at++] = up;
        b++;
      }
    }
    while (a < filled) merged[at++] = sums[a++] + low;
    while (b < filled) merged[at++] = sums[b++] + high;
    [sums, merged] = [merged, sums];
    filled *= 2;
  }
  return sums.subarray(0, size);
}
function firstIndex(sorted, x, above = false) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (sorted[mid] < x || above && sorted[mid] === x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function fewestSignificantUnits(alpha) {
  let units = 1;
  while (Math.pow(2, 1 - units) >= alpha) units++;
  return units;
}

export {
  points,
  Xoshiro128,
  binomialDraw,
  binomialSampler,
  unitMap,
  unitSizes,
  resamplingUnits,
  unitsMean,
  useMultinomial,
  expand,
  TIE_TOLERANCE,
  pairedDifferences,
  EXACT_SIGN_FLIP_UNITS,
  signFlipTest,
  exactSignFlipPValue,
  firstIndex,
  fewestSignificantUnits
};

import { binomialDraw, type Xoshiro128 } from './random.js';
import { expand, useMultinomial, type ResamplingUnits } from './units.js';

/**
 * Paired bootstrap of the mean difference: each resample draws `count` units with replacement (the same draw
 * for baseline and candidate, because a unit's value is already candidate - baseline) and returns
 * sum(sums) / sum(sizes). Drawing units with replacement gives each distinct unit a Multinomial(count,
 * multiplicity/count) number of copies, so when units repeat, the counts are drawn directly, as a chain of
 * conditional binomials; the result has the same distribution as the plain draw.
 */
export function pairedBootstrap(units: ResamplingUnits, resamples: number, rng: Xoshiro128): Float64Array {
  const means = new Float64Array(resamples);
  const { sums, sizes, multiplicities, count } = units;
  const distinct = sums.length;
  if (useMultinomial(units)) {
    const copies = new Float64Array(distinct);
    for (let b = 0; b < resamples; b++) {
      drawMultinomial(multiplicities, count, rng, copies);
      let sum = 0;
      let size = 0;
      for (let j = 0; j < distinct; j++) {
        const w = copies[j]!;
        if (w === 0) continue;
        sum += w * sums[j]!;
        size += w * sizes[j]!;
      }
      means[b] = sum / size;
    }
    return means;
  }
  const flatSums = expand(sums, multiplicities, count);
  const flatSizes = expand(sizes, multiplicities, count);
  for (let b = 0; b < resamples; b++) means[b] = directResample(flatSums, flatSizes, rng);
  return means;
}

/**
 * One resample drawn directly: as many units as there are, picked with replacement; sum(sums) / sum(sizes).
 * A function per resample because V8 compiles a function called often sooner than a loop in a long call.
 */
function directResample(flatSums: Float64Array, flatSizes: Float64Array, rng: Xoshiro128): number {
  const count = flatSums.length;
  let sum = 0;
  let size = 0;
  if (count <= 65536) {
    // Two 16-bit picks from each 32-bit output, by Lemire's multiply-and-reject: half * count >>> 16 is
    // uniform once the low parts below (2^16 - count) mod count are drawn again.
    const threshold = (65536 - count) % count;
    let word = 0;
    let halves = 0;
    for (let i = 0; i < count; i++) {
      let product: number;
      do {
        if (halves === 0) {
          word = rng.nextUint32();
          halves = 2;
        }
        product = (word & 0xffff) * count;
        word >>>= 16;
        halves--;
      } while ((product & 0xffff) < threshold);
      const pick = product >>> 16;
      sum += flatSums[pick]!;
      size += flatSizes[pick]!;
    }
    return sum / size;
  }
  const exact = count < 2 ** 21;
  for (let i = 0; i < count; i++) {
    const pick = exact ? rng.nextBelow(count) : Math.floor(rng.nextDouble() * count);
    sum += flatSums[pick]!;
    size += flatSizes[pick]!;
  }
  return sum / size;
}

/** Multinomial(count, multiplicity/count) copies of each distinct unit, as a chain of conditional binomials. */
function drawMultinomial(multiplicities: Float64Array, count: number, rng: Xoshiro128, copies: Float64Array): void {
  let left = count;
  let mass = count;
  copies.fill(0);
  for (let j = 0; j < multiplicities.length && left > 0; j++) {
    const m = multiplicities[j]!;
    const drawn = m === mass ? left : binomialDraw(rng, left, m / mass);
    mass -= m;
    left -= drawn;
    copies[j] = drawn;
  }
}

import { FLIP_LIMIT, type Flip } from './model.js';

/** The FLIP_LIMIT problems with the most negative (or, with `sign` = -1, most positive) difference, largest first. */
export function largestChanges(
  ids: readonly string[],
  base: Float64Array,
  cand: Float64Array,
  diff: Float64Array,
  sign: 1 | -1,
): { flips: Flip[]; count: number } {
  // Larger change first, then id order; the first FLIP_LIMIT are kept in order in one pass, without sorting.
  const before = (a: number, b: number): boolean =>
    sign * diff[a]! < sign * diff[b]! || (sign * diff[a]! === sign * diff[b]! && ids[a]! < ids[b]!);
  const top: number[] = [];
  let count = 0;
  for (let i = 0; i < diff.length; i++) {
    if (!(sign * diff[i]! < 0)) continue;
    count++;
    if (top.length === FLIP_LIMIT) {
      if (!before(i, top[FLIP_LIMIT - 1]!)) continue;
      top.pop();
    }
    let at = top.length;
    top.push(i);
    for (; at > 0 && before(i, top[at - 1]!); at--) top[at] = top[at - 1]!;
    top[at] = i;
  }
  return {
    flips: top.map((i) => ({ id: ids[i]!, baseline: base[i]!, candidate: cand[i]!, delta: diff[i]! })),
    count,
  };
}

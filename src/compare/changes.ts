import { CHANGES_LISTED, type ProblemChange } from './model.js';

/** The CHANGES_LISTED problems with the most negative (or, with `sign` = -1, most positive) difference, largest first. */
export function largestChanges(
  ids: readonly string[],
  base: Float64Array,
  cand: Float64Array,
  diff: Float64Array,
  sign: 1 | -1,
): { changes: ProblemChange[]; count: number } {
  // Larger change first, then id order; the first CHANGES_LISTED are kept in order in one pass, without sorting.
  const before = (a: number, b: number): boolean =>
    sign * diff[a]! < sign * diff[b]! || (sign * diff[a]! === sign * diff[b]! && ids[a]! < ids[b]!);
  const top: number[] = [];
  let count = 0;
  for (let i = 0; i < diff.length; i++) {
    if (!(sign * diff[i]! < 0)) continue;
    count++;
    if (top.length === CHANGES_LISTED) {
      if (!before(i, top[CHANGES_LISTED - 1]!)) continue;
      top.pop();
    }
    let at = top.length;
    top.push(i);
    for (; at > 0 && before(i, top[at - 1]!); at--) top[at] = top[at - 1]!;
    top[at] = i;
  }
  return {
    changes: top.map((i) => ({ id: ids[i]!, baseline: base[i]!, candidate: cand[i]!, delta: diff[i]! })),
    count,
  };
}

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
    sign * diff[a]! < sign * diff[b]! || (sign * diff[a]! === sign * diff[b]! && idOrder(ids[a]!, ids[b]!) < 0);
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

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/**
 * Ids in the order a reader expects: where two first differ inside runs of digits, the runs compare as numbers
 * (HumanEval/2 before HumanEval/10); otherwise, or when the numbers are equal (`07` and `7`), by code unit.
 */
export function idOrder(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  let start = i;
  while (start > 0 && isDigit(a.charCodeAt(start - 1))) start--;
  const digits = (text: string): string => {
    let end = start;
    while (end < text.length && isDigit(text.charCodeAt(end))) end++;
    return text.slice(start, end).replace(/^0+(?=\d)/, '');
  };
  const [x, y] = [digits(a), digits(b)];
  if (x !== '' && y !== '' && x !== y) return x.length !== y.length ? x.length - y.length : x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

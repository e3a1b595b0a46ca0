import leven from 'leven';

/**
 * The words nearest to a mistyped one: those it begins, else those within a third of its length in edits
 * (Levenshtein's distance, by `leven`, with two neighbouring letters swapped one edit, as in `bset`; at least 1),
 * the nearest first. Empty when none is near: a guess far off misleads more than it helps.
 */
export function nearestWords(word: string, words: readonly string[]): string[] {
  const begun = word.length >= 3 ? words.filter((known) => known.startsWith(word)) : [];
  if (begun.length > 0) return begun;
  const limit = Math.max(1, Math.floor(word.length / 3));
  const scored = words.map((known) => ({ known, distance: swapped(word, known) ? 1 : leven(word, known) }));
  const best = Math.min(...scored.map((s) => s.distance));
  return best > limit ? [] : scored.filter((s) => s.distance === best).map((s) => s.known);
}

/** Whether `a` is `b` with two neighbouring characters swapped. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differ.push(i);
  const [first, second, ...more] = differ;
  if (first === undefined || second !== first + 1 || more.length > 0) return false;
  return a[first] === b[second] && a[second] === b[first];
}

/** The words of `words` meant by one written another way (`sameWords`: `fail_on`), else mistyped (`nearestWords`). */
export function meantWords(word: string, words: readonly string[]): string[] {
  const same = sameWords(word, words);
  return same.length > 0 ? same : nearestWords(word, words);
}

/** ": did you mean X?" for a word that means one of `words` (`meantWords`), else ''. */
export function didYouMean(word: string, words: readonly string[]): string {
  const near = meantWords(word, words);
  return near.length > 0 ? `: did you mean ${near.join(' or ')}?` : '';
}

/** The words `word` writes another way: the same but for case, `-`, `_` and spaces (`fail_on`, `Human-Eval`). */
export function sameWords(word: string, words: readonly string[]): string[] {
  const loose = (text: string) => text.toLowerCase().replace(/[\s_-]/g, '');
  return words.filter((known) => loose(known) === loose(word));
}

// Checking a terminal report laid out at a width: no line overflows that could break, and no word is lost.
import { stripVTControlCharacters } from 'node:util';
import { readText } from './terminal.js';

/** The widths the reports are laid out at: a narrow pane to a wide window. */
export const WIDTHS = [40, 60, 80, 120] as const;

/** What a line shows: without colour codes. */
export const shown = (line: string): string => stripVTControlCharacters(line);

/** A line that is one word, which no width can break: after its indentation, a list marker and a closing ` \`. */
export function oneWord(line: string): boolean {
  return !/ /.test(
    shown(line)
      .trim()
      .replace(/^[-!] /, '')
      .replace(/ \\$/, ''),
  );
}

/** The lines of `text` wider than `width` that could have been broken. */
export function overflowing(text: string, width: number): string[] {
  return text.split('\n').filter((line) => [...shown(line)].length > width && !oneWord(line));
}

/** The words a report says, counted: read as text, a stacked header's colon and the `-` of "none" aside. */
function words(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of readText(shown(text)).split(' ')) {
    const bare = word.replace(/:$/, '');
    if (bare === '' || bare === '-') continue;
    counts.set(bare, (counts.get(bare) ?? 0) + 1);
  }
  return counts;
}

/**
 * The words of `wide` that `narrow` does not say as often: none, but for the `cuttable` ones, which may instead
 * be cut in the middle with a visible `…`.
 */
export function lostWords(wide: string, narrow: string, cuttable = new Set<string>()): string[] {
  const said = words(narrow);
  const cut = [...said.keys()].filter((word) => word.includes('…'));
  const lost: string[] = [];
  for (const [word, count] of words(wide)) {
    const missing = count - (said.get(word) ?? 0);
    if (missing <= 0) continue;
    const shortened = cut.filter((c) => {
      const [head, tail] = c.split('…') as [string, string];
      return cuttable.has(word) && word.startsWith(head) && word.endsWith(tail) && head.length + tail.length >= 10;
    });
    if (shortened.length < missing) lost.push(word);
  }
  return lost;
}

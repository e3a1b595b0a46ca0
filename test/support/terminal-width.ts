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
 * be cut with a visible `…`: in the middle, or around the part that tells them from alike words.
 */
export function lostWords(wide: string, narrow: string, cuttable = new Set<string>()): string[] {
  const said = words(narrow);
  const cut = [...said.keys()].filter((word) => word.includes('…'));
  const lost: string[] = [];
  for (const [word, count] of words(wide)) {
    const missing = count - (said.get(word) ?? 0);
    if (missing <= 0) continue;
    // A cut keeps the head and the tail (`head…tail`), or the part where alike words differ (`…part…`).
    const shortened = cut.filter((c) => {
      const pieces = c.split('…');
      let at = 0;
      for (const piece of pieces) {
        const found = word.indexOf(piece, at);
        if (found < 0) return false;
        at = found + piece.length;
      }
      const ends = word.startsWith(pieces[0]!) && word.endsWith(pieces.at(-1)!);
      return cuttable.has(word) && ends && pieces.join('').length >= 10;
    });
    if (shortened.length < missing) lost.push(word);
  }
  return lost;
}

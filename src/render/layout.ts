// Text laid out for a terminal `width` columns wide: prose wrapped, tables narrowed, commands and YAML broken
// where they still paste. Widths are measured in columns of the visible text (colour codes count for nothing,
// East Asian wide characters for two).
import { eastAsianWidth } from 'get-east-asian-width';
import { UNSHOWABLE } from '../common/errors.js';
import { unseenEscaped, unseenRemoved } from '../io/value-text.js';

type Paint = (code: string, text: string) => string;

/** What text is laid out for: the terminal's columns (unbounded: nothing wraps or narrows) and its colours. */
export interface Page {
  width: number;
  paint: Paint;
  windows: boolean;
}

/** What a terminal report is laid out for, as the CLI says it: colours, and the columns prose wraps to. */
export interface PageOptions {
  /** ANSI colours: the CLI decides (a TTY, NO_COLOR, FORCE_COLOR); off by default. */
  color?: boolean;
  /** The terminal's columns, which prose wraps to and tables narrow to (`fitTable`); without it, none do. */
  width?: number;
  /**
   * A command is pasted into a Windows shell: PowerShell and cmd read no ` \` at a line's end as going on, so each
   * command stays on one line, however wide.
   */
  windows?: boolean;
}

/**
 * The colours (ANSI SGR codes) of a report's line one and a check's status: red blocks, green can merge, yellow
 * decides nothing yet (an inconclusive pass, a look that continues), cyan informational.
 */
export const LINE_ONE_COLOURS = { blocks: '1;31', canMerge: '1;32', undecided: '1;33', informational: '1;36' };

/** A page of `width` columns (unbounded without one), its text painted with ANSI SGR codes when `color`. */
export function pageOf(options: PageOptions): Page {
  const paint: Paint = options.color ? (code, text) => `\u001b[${code}m${text}\u001b[0m` : (_, text) => text;
  return { width: options.width ?? Infinity, paint, windows: options.windows === true };
}

/**
 * Text and the SGR code it is painted with (none: plain); `cut`: a label that may be cut to fit (`cuttable`), from
 * `full` when `text` is already cut from it (a table cuts it once, from the whole).
 */
interface Span {
  text: string;
  code?: string;
  cut?: boolean;
  full?: string;
}

/** A table cell or a piece of a line: plain text, or text with its colour. */
export type Styled = string | Span;

const spanOf = (piece: Styled): Span => (typeof piece === 'string' ? { text: piece } : piece);

/** The colour codes a coloured page paints with. */
const SGR = /\u001b\[[0-9;]*m/g;

/** Characters that take no column of their own: combining marks, joiners and other format characters. */
const ZERO_WIDTH = /[\p{Mn}\p{Me}\p{Cf}]/u;

/**
 * The columns `text` takes on a terminal, colour codes aside: two for an East Asian wide or fullwidth character,
 * none for a mark or a joiner, one for the rest. Per code point, not per grapheme as string-width measures: that
 * library's segmenter and emoji tables took 20 ms of each 80 ms CLI run to load, and the two agree on the text a
 * report holds (names, ids, paths and values, control characters already removed) but for emoji sequences.
 */
export function textWidth(text: string): number {
  const shown = text.replace(SGR, '');
  if (/^[\x20-\x7e]*$/.test(shown)) return shown.length;
  let width = 0;
  for (const ch of shown) width += ZERO_WIDTH.test(ch) ? 0 : eastAsianWidth(ch.codePointAt(0)!);
  return width;
}

/**
 * The code points a cut in the middle keeps of `chars` within `width` columns: `[0, first)` and `[last, end)`,
 * the cut between marked with `…`; the head gets the odd column.
 */
function middleKept(chars: readonly string[], width: number): [first: number, last: number] {
  let [head, tail, first, last] = [0, 0, 0, chars.length];
  while (first < last) {
    const front = head <= tail;
    const size = textWidth(chars[front ? first : last - 1]!);
    if (head + tail + size > width - 1) break;
    if (front) [head, first] = [head + size, first + 1];
    else [tail, last] = [tail + size, last - 1];
  }
  return [first, last];
}

/**
 * `text` within `width` columns, keeping the code points `[from, to)` (as many as fit, from `from`) and as much
 * on either side as fits, shared alike, or the start or the end when it fits with them; a cut end is marked with `…`.
 */
function cutAround(chars: readonly string[], width: number, from: number, to: number): string {
  const columns = (a: number, b: number) =>
    (a > 0 ? 1 : 0) + textWidth(chars.slice(a, b).join('')) + (b < chars.length ? 1 : 0);
  let [a, b] = [from, Math.min(chars.length, Math.max(to, from + 1))];
  // The start, else the end, kept where the differing part fits with it: `astropy__astropy-12003-with…`,
  // `…_165422/results.json`.
  if (columns(0, b) <= width) a = 0;
  else if (columns(a, chars.length) <= width) b = chars.length;
  while (b > a + 1 && columns(a, b) > width) b--;
  for (;;) {
    const left = a > 0 && columns(a - 1, b) <= width;
    const right = b < chars.length && columns(a, b + 1) <= width;
    if (!left && !right) break;
    if (left && (!right || from - a <= b - to)) a--;
    else b++;
  }
  return `${a > 0 ? '…' : ''}${chars.slice(a, b).join('')}${b < chars.length ? '…' : ''}`;
}

/** Where `text` and `other` differ: the code points `[from, to)` between the start and the end they share. */
function differing(chars: readonly string[], other: readonly string[]): [from: number, to: number] {
  const same = (a: readonly string[], b: readonly string[]) => {
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    return i;
  };
  return [same(chars, other), chars.length - same([...chars].reverse(), [...other].reverse())];
}

/**
 * Where a path differs from another: in its file name where the two names differ (`evals/…_1dPro_…` against
 * `results/…_0.5dPro_…`, whose folders differ too), else anywhere (`a/results.json`, `b/results.json`). A path is
 * shown as the user wrote it, on Windows with `\` between folders (`evals\…`).
 */
function pathDiffering(chars: readonly string[], other: readonly string[]): [from: number, to: number] {
  const nameStart = (units: readonly string[]) => Math.max(units.lastIndexOf('/'), units.lastIndexOf('\\')) + 1;
  const folder = nameStart(chars);
  const name = chars.slice(folder);
  const otherName = other.slice(nameStart(other));
  if (name.join('') === otherName.join('')) return differing(chars, other);
  const [from, to] = differing(name, otherName);
  return [folder + from, folder + to];
}

/** A `\uXXXX` escape (a surrogate pair's two as one), or one code point. */
const CUT_UNIT = /\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}|[^]/gu;

/** What a cut keeps or drops whole: code points, and escapes (`idsApart`), which a cut inside would garble. */
function cutUnits(text: string): string[] {
  return text.match(CUT_UNIT) ?? [];
}

/**
 * `text` cut to `width` columns, the cut marked with `…`, so that it cannot be read as any of `others`: in the
 * middle (the head gets the odd column), but where that cuts out all of where another text differs, around the
 * part where they differ (`…_1SPT_1__Samples…` and `…_1SPT_4__Samples…`, not `hEvalTest35_…sults.jsonl` twice);
 * a path differs in its file name where the names differ (`pathDiffering`).
 */
export function cutApart(text: string, width: number, others: readonly string[]): string {
  if (textWidth(text) <= width) return text;
  const chars = cutUnits(text);
  const [first, last] = middleKept(chars, width);
  const hidden = others
    .filter((other) => other !== text)
    .map((other) => pathDiffering(chars, cutUnits(other)))
    .filter(([from, to]) => from >= first && to <= last);
  if (hidden.length === 0) return `${chars.slice(0, first).join('')}…${chars.slice(last).join('')}`;
  const from = Math.min(...hidden.map(([from]) => from));
  const to = Math.max(...hidden.map(([, to]) => to));
  return cutAround(chars, width, from, to);
}

const blank = (text: string): boolean => text.trim() === '';

/**
 * One line from its pieces, each run of one colour painted once: the spaces between two pieces of a colour, and
 * those before the first piece, take its colour, so a line of one colour is painted whole. No trailing spaces.
 */
function paintLine(pieces: readonly Span[], paint: Paint): string {
  const runs: Span[] = [];
  let pending = '';
  for (const piece of pieces) {
    if (blank(piece.text)) {
      pending += piece.text;
      continue;
    }
    const last = runs.at(-1);
    if (last === undefined) runs.push({ text: pending + piece.text, code: piece.code });
    else if (last.code === piece.code) last.text += pending + piece.text;
    else runs.push({ text: pending }, { ...piece });
    pending = '';
  }
  return runs.map((run) => (run.code === undefined ? run.text : paint(run.code, run.text))).join('');
}

/**
 * A line of prose within `width` columns: its words (split at spaces, which are kept between the words of a
 * line) filled in, each further line indented by `hang`: by default as far as the first line's text, after its
 * indentation and a list marker (`- `, `! `). A word wider than the room stays whole, on a line of its own.
 */
export function wrap({ width, paint }: Page, line: Styled | readonly Styled[], hang?: string): string[] {
  const pieces = (Array.isArray(line) ? (line as readonly Styled[]) : [line as Styled]).flatMap((piece) => {
    const { text, code } = spanOf(piece);
    // A lone `=`, `->` or comparison stays on the line of the words either side: `n = 20`, `50.0% -> 45.0%`,
    // `p < 0.001`, `t ≥ 2.39`.
    return text
      .split(/(?<!(?:^| )(?:=|->|[<>\u2264\u2265]=?))( +)(?!(?:=|->|[<>\u2264\u2265]=?)(?: |$))/)
      .filter((part) => part !== '')
      .map((part) => ({ text: part, code }));
  });
  if (pieces.reduce((sum, piece) => sum + textWidth(piece.text), 0) <= width) return [paintLine(pieces, paint)];
  const indent = pieces[0] !== undefined && blank(pieces[0].text) ? pieces.shift()!.text : '';
  const marker = pieces.length > 1 && /^[-!]$/.test(pieces[0]!.text) && pieces[1]!.text === ' ' ? 2 : 0;
  const next = hang ?? ' '.repeat(textWidth(indent) + marker);
  const lines: Span[][] = [];
  let current: Span[] = [{ text: indent }];
  let used = textWidth(indent);
  let words = 0;
  let gap = '';
  for (const piece of pieces) {
    if (blank(piece.text)) {
      gap = piece.text;
      continue;
    }
    const size = textWidth(piece.text);
    if (words > 0 && used + textWidth(gap) + size > width) {
      lines.push(current);
      current = [{ text: next }];
      used = textWidth(next);
      words = 0;
    }
    if (words > 0) {
      current.push({ text: gap });
      used += textWidth(gap);
    }
    current.push(piece);
    used += size;
    words++;
    gap = '';
  }
  lines.push(current);
  return lines.map((pieces) => paintLine(pieces, paint));
}

/** A heading in yellow over its items, each as `  ! item` (a report's warnings, a plan's notes); none without items. */
export function noticeLines(page: Page, heading: string, items: readonly string[]): string[] {
  if (items.length === 0) return [];
  return [...wrap(page, { text: heading, code: '1;33' }), ...items.flatMap((item) => wrap(page, `  ! ${item}`)), ''];
}

/**
 * A cell that may be cut in the middle, with `…`, for its table to fit: a problem id, a file's path; `full`: the
 * text `text` was cut from (`idsApart`), which a narrower cut starts from.
 */
export function cuttable(text: string, full?: string): Span {
  return { text, cut: true, full };
}

/** Code units of a long id kept at each end before it is cut apart: any real id is whole, a megabyte one costs no more. */
const ID_END = 500;

/** An id as a list of a report shows it before any cut: a very long one kept to its head and tail. */
function idHeadTail(id: string): string {
  if (id.length <= 2 * ID_END + 1) return id;
  // Neither end splits a surrogate pair.
  const head = /[\ud800-\udbff]/.test(id.charAt(ID_END - 1)) ? ID_END - 1 : ID_END;
  const tail = /[\udc00-\udfff]/.test(id.charAt(id.length - ID_END)) ? ID_END - 1 : ID_END;
  return `${id.slice(0, head)}…${id.slice(-tail)}`;
}

/**
 * An id as a reader sees it: what a report turns into a space (controls, bidirectional overrides) is one, any other
 * invisible character (zero-width, joiners, tags) is gone, white space is one space and none at the ends (a trailing
 * \r, a no-break space), and the Unicode normalisation does not show.
 */
function reading(id: string): string {
  return unseenRemoved(id.replace(UNSHOWABLE, ' ')).replace(/\s+/gu, ' ').trim().normalize('NFC');
}

/** Whether an id of `some` reads as one of `others` (`reading`) without being it: they differ in what does not show. */
export function readAlike(some: readonly string[], others: readonly string[]): boolean {
  const read = new Map(others.map((id) => [reading(id), id]));
  return some.some((id) => read.has(reading(id)) && read.get(reading(id)) !== id);
}

/**
 * An id with what does not show written as `\uXXXX`: its invisible characters, white space other than a space,
 * and spaces at its ends or beside another.
 */
function unseenShown(id: string): string {
  const unit = (ch: string) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return unseenEscaped(id).replace(/[^\S ]|^ +| +$| {2,}/gu, (run) => [...run].map(unit).join(''));
}

/** An id's Unicode normalisation form, said beside it where another id differs from it only in that. */
function normalForm(id: string): string {
  if (id === id.normalize('NFC')) return 'NFC';
  return id === id.normalize('NFD') ? 'NFD' : 'not normalised';
}

/**
 * Ids as one list of a report shows them, each then within `max` columns, cut apart from the others (`cutApart`) from
 * the whole id: two that differ only after the first `max` characters still read apart. An id that would read the same
 * as another of the list (`reading`) has its invisible characters written as `\uXXXX`, so that the two read apart;
 * every other id is shown as it is (a ZWJ emoji, a ZWNJ in Persian, a flag's tag characters are text), what a terminal
 * acts on or that reorders text a space, as `terminalText` shows it. One that then still differs from another only in
 * Unicode normalisation is marked with its form (`café (NFD)` beside `café (NFC)`). Each comes with the text it was cut
 * from, for a table that cuts it narrower (`cuttable`).
 */
export function idsApart(ids: readonly string[], max: number): { text: string; full: string }[] {
  const kept = ids.map(idHeadTail);
  const read = kept.map(reading);
  const alike = (i: number) => kept.some((other, j) => other !== kept[i] && read[j] === read[i]);
  const shown = kept.map((id, i) => (alike(i) ? unseenShown(id) : id.replace(UNSHOWABLE, ' ')));
  const normal = shown.map((id) => id.normalize('NFC'));
  const fulls = shown.map((id, i) => {
    const marked = shown.some((other, j) => other !== id && normal[j] === normal[i]);
    return marked ? `${id} (${normalForm(id)})` : id;
  });
  return fulls.map((full) => ({ text: cutApart(full, max, fulls), full }));
}

/** Cut cells keep at least this many columns: enough for ids like `django__django-11099` to stay whole. */
const CUT_LEAST = 20;

/** The columns a cut id or cell keeps on a line of the page that `used` columns share: the room left, never below 20. */
export function cutRoom({ width }: Page, used: number): number {
  return Math.max(CUT_LEAST, width - used);
}

const GAP = '  ';

/** Whether a cell says anything: a stacked row leaves out empty cells and `-`, the placeholder for none. */
const said = (text: string): boolean => text !== '' && text !== '-';

const longestWord = (text: string): number => Math.max(0, ...text.split(' ').map(textWidth));

/** The fewest columns `text` fills into two lines in: its words split where the longer half is shortest. */
function twoLines(text: string): number {
  const words = text.split(' ');
  let least = textWidth(text);
  for (let i = 1; i < words.length; i++) {
    least = Math.min(least, Math.max(textWidth(words.slice(0, i).join(' ')), textWidth(words.slice(i).join(' '))));
  }
  return least;
}

/** Words filled into lines of at most `width` columns (a header or a cell within its column). */
function fill(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ').filter((w) => w !== '')) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(last) + 1 + textWidth(word) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

/** Rows of cells, each cell given as its lines, as columns padded to `widths` after `indent`. */
function gridLines(
  rows: readonly (readonly Span[])[],
  lines: (span: Span, col: number) => string[],
  widths: readonly number[],
  indent: string,
  paint: Paint,
): string[] {
  return rows.flatMap((row) => {
    const cells = row.map((span, col) => lines(span, col));
    return Array.from({ length: Math.max(1, ...cells.map((cell) => cell.length)) }, (_, i) =>
      paintLine(
        [
          { text: indent },
          ...row.flatMap((span, col) => {
            const text = cells[col]![i] ?? '';
            const pad = { text: ' '.repeat(Math.max(0, widths[col]! - textWidth(text))) };
            return [...(col === 0 ? [] : [{ text: GAP }]), { text, code: span.code }, pad];
          }),
        ],
        paint,
      ),
    );
  });
}

/** A table's cells as spans, one for each header. */
function tableCells(headers: readonly string[], rows: readonly (readonly Styled[])[]): Span[][] {
  return rows.map((row) => headers.map((_, col) => spanOf(row[col] ?? '')));
}

/** The columns a table's lines take, after `indent`, with its columns `widths` wide. */
function tableRoom(indent: string, widths: readonly number[]): number {
  return textWidth(indent) + widths.reduce((a, b) => a + b, 0) + GAP.length * (widths.length - 1);
}

/** Each column as wide as its widest cell or header: the table laid out whole, a line per row. */
function wholeWidths(headers: readonly string[], cells: readonly (readonly Span[])[]): number[] {
  return headers.map((header, col) => Math.max(textWidth(header), ...cells.map((row) => textWidth(row[col]!.text))));
}

/** Whether `fitTable`, at its default indent, lays the table out whole within the page's width: a line per row. */
export function fitsWhole({ width }: Page, headers: readonly string[], rows: readonly (readonly Styled[])[]): boolean {
  return tableRoom('  ', wholeWidths(headers, tableCells(headers, rows))) <= width;
}

/**
 * A table within `width` columns, in the first of these layouts that fits:
 * 1. a line per row, each column as wide as its widest cell or header;
 * 2. the same, but each header filled into lines as wide as its column; the last column's cells filled into
 *    lines, as far as it takes but to no more than two lines a cell; then cells marked `cut` cut in the middle,
 *    with `…`, as far as it takes (the widest column first) but to no fewer than 20 columns; where two cut cells
 *    would read alike, around the part where they differ (`cutApart`), and never so far that two read the same;
 * 3. stacked: a block per row, its first cell on a line (after its header, if any), then a line per other cell
 *    that says something (not empty or `-`), `header: value`, or the value alone in a column without a header;
 *    a table without headers puts a row's other cells on one line. These lines are wrapped as prose; cells
 *    marked `cut` too wide for their line are cut to the room it leaves, but to no fewer than 20 columns, and
 *    each is whole where two would then read alike.
 * Numbers are never shortened: a table that does not fit is stacked, not rounded.
 */
export function fitTable(
  page: Page,
  headers: readonly string[],
  rows: readonly (readonly Styled[])[],
  indent = '  ',
): string[] {
  const { width, paint } = page;
  const cells = tableCells(headers, rows);
  const headed = headers.some((header) => header !== '');
  const last = headers.length - 1;
  const room = (widths: readonly number[]) => tableRoom(indent, widths);
  const widest = (col: number, measure: (text: string) => number, of: (span: Span) => boolean = () => true): number =>
    Math.max(
      0,
      ...cells
        .map((row) => row[col]!)
        .filter(of)
        .map((span) => measure(span.text)),
    );
  const headerRow = headed ? [headers.map((text) => ({ text }))] : [];

  const whole = wholeWidths(headers, cells);
  if (room(whole) <= width) return gridLines([...headerRow, ...cells], (span) => [span.text], whole, indent, paint);

  const widths = headers.map((header, col) => Math.max(longestWord(header), widest(col, textWidth)));
  const floor = Math.max(longestWord(headers[last]!), widest(last, twoLines));
  widths[last] = Math.max(floor, widths[last]! - Math.max(0, room(widths) - width));
  const least = widths.map((w, col) =>
    Math.max(
      longestWord(headers[col]!),
      widest(col, textWidth, (span) => span.cut !== true),
      Math.min(w, CUT_LEAST),
    ),
  );
  // The widest column that can still be cut loses a column at a time: cuts are shared out.
  for (let over = room(widths) - width; over > 0; over--) {
    const col = widths.reduce((best, w, i) => (w > least[i]! && (best < 0 || w > widths[best]!) ? i : best), -1);
    if (col < 0) break;
    widths[col]!--;
  }
  const uncut = (span: Span): string => span.full ?? span.text;
  const cuttables = cells.flatMap((row) => row.filter((span) => span.cut === true).map(uncut));
  const cut = cells.map((row) =>
    row.map((span, col) =>
      span.cut === true && textWidth(span.text) > widths[col]!
        ? { ...span, text: cutApart(uncut(span), widths[col]!, cuttables) }
        : span,
    ),
  );
  const kinds = (table: Span[][], col: number) => new Set(table.map((row) => row[col]!.text)).size;
  // Cut cells anywhere in the table (a row's baseline and candidate files) must still read apart.
  const shown = new Map(
    cells.flatMap((row, r) => row.flatMap((span, col) => (span.cut ? [[cut[r]![col]!.text, uncut(span)]] : []))),
  );
  const apart = shown.size === new Set(cuttables).size;
  if (room(widths) <= width && apart && headers.every((_, col) => kinds(cut, col) === kinds(cells, col))) {
    return [
      ...gridLines(headerRow, (span, col) => fill(span.text, widths[col]!), widths, indent, paint),
      ...gridLines(
        cut,
        (span, col) => (col === last ? fill(span.text, widths[col]!) : [span.text]),
        widths,
        indent,
        paint,
      ),
    ];
  }

  // Stacked, a cut cell too wide for its line keeps the room the line leaves (`cutRoom`), unless two cut cells
  // would then read alike: then each is whole.
  const stackedShown = new Map<string, string>();
  let alike = false;
  const fitted = (span: Span, lead: string): Span => {
    if (span.cut !== true) return span;
    const room = cutRoom(page, textWidth(lead));
    const text = textWidth(span.text) > room ? cutApart(uncut(span), room, cuttables) : span.text;
    if ((stackedShown.get(text) ?? uncut(span)) !== uncut(span)) alike = true;
    stackedShown.set(text, uncut(span));
    return { ...span, text };
  };
  const stacked = stackedLines(page, headers, cells, indent, fitted);
  return alike ? stackedLines(page, headers, cells, indent, (span) => span) : stacked;
}

/** A table stacked, a block per row (`fitTable`); `fitted` gives a cell as shown after `lead` on its line. */
function stackedLines(
  page: Page,
  headers: readonly string[],
  cells: readonly (readonly Span[])[],
  indent: string,
  fitted: (span: Span, lead: string) => Span,
): string[] {
  const deeper = `${indent}  `;
  const field = (lead: string, header: string, span: Span): Styled[] => {
    const label = header === '' ? '' : `${header}: `;
    return [lead, label, fitted(span, `${lead}${label}`)];
  };
  if (!headers.some((header) => header !== '')) {
    return cells.flatMap(([label, ...rest]) => {
      // A further cell may start a line at the hanging indent.
      const fields = rest.filter((span) => said(span.text)).map((span) => fitted(span, `${deeper}  `));
      const line = fields.flatMap((span, i) => (i === 0 ? [span] : [GAP, span]));
      return [
        ...wrap(page, [indent, fitted(label!, indent)]),
        ...(fields.length === 0 ? [] : wrap(page, [deeper, ...line], `${deeper}  `)),
      ];
    });
  }
  // A row whose first cell is empty continues the row above (a merged side's further files): its cells are
  // listed under that row's headers, so that a block reads as each side's values, not as pairs of rows.
  const blocks: (readonly Span[])[][] = [];
  for (const row of cells) {
    if (row[0]!.text === '' && blocks.length > 0) blocks.at(-1)!.push(row);
    else blocks.push([row]);
  }
  return blocks.flatMap((block) => {
    const fields = headers.slice(1).flatMap((header, i) => {
      const values = block.map((row) => row[i + 1]!).filter((span) => said(span.text));
      if (values.length <= 1) return values.flatMap((span) => wrap(page, field(deeper, header, span), `${deeper}  `));
      return [
        ...(header === '' ? [] : wrap(page, [deeper, `${header}:`])),
        ...values.flatMap((span) => wrap(page, field(`${deeper}  `, '', span), `${deeper}    `)),
      ];
    });
    return [...wrap(page, field(indent, headers[0]!, block[0]![0]!)), ...fields];
  });
}

/**
 * A shell command, given as its words (each quoted for the shell), in lines of at most `width` columns, broken
 * between arguments with ` \` so that it still pastes and runs: an option stays on the line of its value where
 * the two fit on a line, and each further line is indented two columns deeper. An argument wider than the room
 * stays whole, on a line of its own.
 */
function shellLines({ width, paint, windows }: Page, words: readonly string[], indent: string, code: string): string[] {
  const command = words.join(' ');
  if (windows || textWidth(indent) + textWidth(command) <= width) {
    return [paintLine([{ text: indent }, { text: command, code }], paint)];
  }
  const hang = `${indent}  `;
  const room = width - textWidth(hang) - 2;
  const args: string[] = [];
  for (const word of words) {
    const last = args.at(-1);
    const pair = `${last} ${word}`;
    // `-` is a value: standard output (`--markdown -`).
    const option = last !== undefined && /^--?[a-z][\w-]*$/i.test(last) && (word === '-' || !word.startsWith('-'));
    if (option && textWidth(pair) <= room) args[args.length - 1] = pair;
    else args.push(word);
  }
  const lines: string[] = [];
  let line = '';
  for (const arg of args) {
    const lead = lines.length === 0 ? indent : hang;
    if (line !== '' && textWidth(lead) + textWidth(line) + 1 + textWidth(arg) + 2 > width) {
      lines.push(line);
      line = arg;
    } else line = line === '' ? arg : `${line} ${arg}`;
  }
  lines.push(line);
  return lines.map((text, i) =>
    paintLine([{ text: i === 0 ? indent : hang }, { text: i < lines.length - 1 ? `${text} \\` : text, code }], paint),
  );
}

/**
 * A line of YAML within `width` columns: `key: value` too wide puts its value on the next line, indented two
 * columns past the key, where YAML reads the same value. Other lines are left as they are.
 */
function yamlLines({ width, paint }: Page, line: string, indent: string, code: string): string[] {
  const pair = /^(\s*(?:- )?)([^\s:][^:]*): (.+)$/.exec(line);
  if (pair === null || textWidth(indent) + textWidth(line) <= width) {
    return [paintLine([{ text: indent }, { text: line, code }], paint)];
  }
  const [, lead, key, value] = pair;
  return [
    paintLine([{ text: indent }, { text: `${lead}${key}:`, code }], paint),
    paintLine([{ text: indent + ' '.repeat(lead!.length + 2) }, { text: value!, code }], paint),
  ];
}

/** What a fix is pasted as: a shell command, YAML or JSON (a `.json` config file's). */
export type PasteLanguage = 'sh' | 'yaml' | 'json';

/**
 * Text to paste, in lines within `page`'s width after `indent`, painted `code`: a shell command, given as its
 * words, broken between arguments; YAML and JSON broken between a key and its value.
 */
export function pasteLines(
  page: Page,
  language: PasteLanguage,
  parts: readonly string[],
  indent: string,
  code: string,
): string[] {
  if (language === 'sh') return shellLines(page, parts, indent, code);
  return parts.flatMap((line) => yamlLines(page, line, indent, code));
}

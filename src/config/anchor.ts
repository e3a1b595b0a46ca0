/**
 * The drift check's anchor as the user writes it: `history:DIR[#SELECTOR]`, SELECTOR a comma-separated list of
 * one pick (`oldest`, `best`, `latest`, `commit:SHA`, `ref:REF`) and optionally `window:N` and `name:NAME`.
 */
import { InputError } from '../common/errors.js';
import { didYouMean } from '../common/nearest.js';
import { nameText, quoted } from '../io/value-text.js';

/** Which record of the series is the anchor. */
type AnchorPick =
  { kind: 'oldest' | 'best' | 'latest' } | { kind: 'commit'; commit: string } | { kind: 'ref'; ref: string };

/** A parsed `--anchor`. */
export interface AnchorSpec {
  /** As the user wrote it, for messages. */
  text: string;
  /** The store's folder. */
  store: string;
  pick: AnchorPick;
  /** Only the last N records of the series are looked at. */
  window?: number;
  /** The series; by default the check's or the candidate's, else (outside the history branch) the store's only one (`seriesOf`). */
  name?: string;
  /** How errors about it begin in a config: the line of its `anchor:` key and the check (`gate.yml:7: check "x"`). */
  label?: string;
  /**
   * The action's history branch, for a bare SELECTOR (`text`): `store` is the branch's fetched copy, a temporary
   * folder, so reports name a record by the branch (`passk-gate-history:records/FILE`) instead.
   */
  branch?: string;
}

/**
 * How the first row of a drift pair names what it compares with, after the check's name (here, not with the
 * anchor's code, so that a report's renderer does not load the history store's reader); the second's is `against
 * anchor abc1234 (DATE)`.
 */
export const AGAINST_THE_BASE = 'against the base';

/** How an anchor begins: `history:DIR`. */
export const ANCHOR_PREFIX = 'history:';

/** The items of a SELECTOR, as a misspelt one is told the one meant. */
const SELECTOR_ITEMS = ['oldest', 'best', 'latest', 'commit', 'ref', 'window', 'name'];

const USAGE =
  'history:DIR[#SELECTOR], SELECTOR oldest, best, latest, commit:SHA or ref:REF, optionally ,window:N and ,name:NAME';

/** What is wrong with a `commit:` value, or undefined when it is a SHA or a prefix that can name one commit. */
function commitProblem(value: string): string | undefined {
  if (!/^[0-9a-fA-F]*$/.test(value)) return 'a commit is given by its SHA, in hex';
  if (value.length < 4) return 'a commit prefix needs at least 4 hex digits';
  if (value.length > 64) return 'a SHA has at most 64 hex digits';
  return undefined;
}

/**
 * Parses `history:DIR[#SELECTOR]`; `option` is how messages name the setting (`--anchor`, `input anchor`). With
 * `branch` (the action's history input), a bare SELECTOR picks in that branch's store, whose folder is set once
 * it is fetched (`store` is '' until then).
 */
export function parseAnchor(text: string, option: string, branch?: string): AnchorSpec {
  const bare = !text.startsWith(ANCHOR_PREFIX);
  const expected = branch !== undefined && bare ? `SELECTOR, or ${USAGE}` : USAGE;
  const bad = (what: string) => new InputError(`${option}: ${what} (expected ${expected})`);
  if (branch !== undefined && bare)
    return parseSelector(text.split(','), { text, store: '', pick: { kind: 'oldest' }, branch }, bad);
  if (bare) {
    // A bare selector is the action's, which knows the store's branch; here nothing says where the store is.
    if (isSelector(text)) {
      throw new InputError(
        `${option}: ${quoted(text, 120)} is a selector without its store: only the action, given its input ` +
          `history, picks one in its history branch; here give history:DIR#${text}`,
      );
    }
    throw bad(`${quoted(text, 120)} does not start with ${ANCHOR_PREFIX}`);
  }
  const hash = text.indexOf('#', ANCHOR_PREFIX.length);
  const store = text.slice(ANCHOR_PREFIX.length, hash < 0 ? undefined : hash);
  if (store === '') throw bad(`${quoted(text, 120)} names no store folder`);
  const items = hash < 0 ? [] : text.slice(hash + 1).split(',');
  return parseSelector(items, { text, store, pick: { kind: 'oldest' } }, bad);
}

/** Whether `text` reads as a SELECTOR. */
function isSelector(text: string): boolean {
  try {
    parseSelector(text.split(','), { text, store: '', pick: { kind: 'oldest' } }, (what) => new InputError(what));
    return true;
  } catch (error) {
    // Only a selector's own refusal says "not a selector"; anything else is a bug to report.
    if (error instanceof InputError) return false;
    throw error;
  }
}

/** `spec` with the picks of a SELECTOR's items (none: the oldest); `bad` makes the error of a bad item. */
function parseSelector(items: readonly string[], spec: AnchorSpec, bad: (what: string) => InputError): AnchorSpec {
  let picked = false;
  const given = new Set<string>();
  for (const item of items) {
    const [key = '', ...rest] = item.trim().split(':');
    const value = rest.join(':').trim();
    // A second window: or name: is a typo for something else, not a value to replace the first with.
    if ((key === 'window' || key === 'name') && given.has(key)) {
      throw bad(`${quoted(item, 80)}: the selector already has ${key}:; give it once`);
    }
    given.add(key);
    const pick = (next: AnchorPick) => {
      if (picked)
        throw bad(
          `${quoted(item)}: the selector already picks a record; give one of oldest, best, latest, commit:, ref:`,
        );
      picked = true;
      spec.pick = next;
    };
    // A known item with a bad value says what its value must be, not that the item is unknown.
    const badValue = (what: string) => bad(`${quoted(item, 80)}: ${what}`);
    if ((key === 'oldest' || key === 'best' || key === 'latest') && rest.length === 0) pick({ kind: key });
    else if (key === 'commit') {
      const problem = commitProblem(value);
      if (problem !== undefined) throw badValue(problem);
      pick({ kind: 'commit', commit: value.toLowerCase() });
    } else if (key === 'ref') {
      if (value === '') throw badValue('ref:REF needs a ref, a tag (v1.2.0) or a branch (main)');
      pick({ kind: 'ref', ref: value });
    } else if (key === 'window') {
      if (!/^\d+$/.test(value) || Number(value) < 1) {
        throw badValue(
          `window: N must be a whole number of at least 1, got ${value === '' ? 'nothing' : nameText(value)}`,
        );
      }
      spec.window = Number(value);
    } else if (key === 'name') {
      if (value === '') throw badValue('name:NAME needs the name of a series');
      spec.name = value;
    } else {
      // A known item written with a value it does not take (`best:1`) is not guessed at.
      const known = SELECTOR_ITEMS.includes(key);
      throw bad(`unknown selector item ${quoted(item, 80)}${known ? '' : didYouMean(key, SELECTOR_ITEMS)}`);
    }
  }
  return spec;
}

/** What a selector picks, in words: `the oldest record`, `commit abc1234`, `the best of the last 20`. */
export function describePick(spec: AnchorSpec): string {
  const { pick } = spec;
  const within = spec.window === undefined ? '' : ` of the last ${spec.window}`;
  if (pick.kind === 'commit') return `commit ${pick.commit}${within}`;
  if (pick.kind === 'ref') return `ref ${pick.ref}${within}`;
  return `the ${pick.kind} record${within}`;
}

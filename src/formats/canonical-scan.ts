// A fast path for large passk-results/v1 files. JSON.parse followed by the schema check, the duplicate-id
// check and a copy of every problem costs seconds and hundreds of MB at a million problems; this scanner reads
// the problems array straight from the text into the objects the gate keeps, checking each as it goes.
// It accepts only files it can read exactly as JSON.parse would and that pass every check; on anything else
// (escapes in ids, numbers such as 1.0, an invalid value, a duplicate id, ...) it gives up, and the general
// path parses the file and reports the problem. Per-sample lists are read exactly too, and built only when the
// caller keeps them: a run read for pass@k does not pay for a million problems' samples.
import type { ConfigValue, GradedSample, Judgement, ProblemCounts } from '../common/types.js';
import { validateCanonical } from './canonical-validator.js';
import {
  TAB,
  NEWLINE,
  RETURN,
  SPACE,
  QUOTE,
  COMMA,
  MINUS,
  DOT,
  ZERO,
  NINE,
  COLON,
  OPEN_BRACKET,
  BACKSLASH,
  CLOSE_BRACKET,
  OPEN_BRACE,
  CLOSE_BRACE,
  skipSpace,
} from '../io/json-chars.js';

/**
 * Shortest text worth scanning: below about 1.5 MB (45,000 problems), JSON.parse and the schema are quicker,
 * as the scanner runs mostly before the JIT has compiled it.
 */
export const SCAN_MIN_CHARS = 1_500_000;

/** A parsed `passk-results/v1` document. */
export interface CanonicalDocument {
  $schema?: string;
  format: string;
  model?: string;
  judgement?: Judgement;
  config: Record<string, ConfigValue>;
  problems: ProblemCounts[];
}

/** Documents the scanner built, which are known to pass every check of the general path (nobody edits them). */
const checkedDocuments = new WeakSet<object>();

/** Whether `document` came from `scanCanonicalText`, so it is a valid `passk-results/v1` document. */
export function isScannedCanonical(document: unknown): document is CanonicalDocument {
  return typeof document === 'object' && document !== null && checkedDocuments.has(document);
}

const TOP_LEVEL_KEYS = new Set(['$schema', 'format', 'model', 'judgement', 'config', 'problems']);

/** Longest count read here: nine digits stay small integers, which objects store without boxing. */
const MAX_DIGITS = 9;

/** Fewest characters a problem takes in the text: `{"id":"x","n":1,"c":0},`. */
const MIN_PROBLEM_CHARS = 23;

/** Hash-table probes allowed per id before the duplicate check is left to the general path's Map. */
const MAX_PROBES = 64;

/** The index after the string starting at `at`, or -1. Exact for valid JSON. */
function skipString(text: string, at: number): number {
  for (let i = at + 1; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === BACKSLASH) i++;
    else if (ch === QUOTE) return i + 1;
  }
  return -1;
}

/**
 * The index after the JSON value starting at `at`, or -1. Exact for valid JSON; what it makes of invalid JSON
 * does not matter, because the text around the problems array goes through JSON.parse.
 */
function skipValue(text: string, at: number): number {
  const first = text.charCodeAt(at);
  if (first === QUOTE) return skipString(text, at);
  if (first === OPEN_BRACE || first === OPEN_BRACKET) {
    let depth = 0;
    for (let i = at; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      if (ch === QUOTE) {
        const end = skipString(text, i);
        if (end < 0) return -1;
        i = end - 1;
      } else if (ch === OPEN_BRACE || ch === OPEN_BRACKET) {
        depth++;
      } else if ((ch === CLOSE_BRACE || ch === CLOSE_BRACKET) && --depth === 0) {
        return i + 1;
      }
    }
    return -1;
  }
  let i = at;
  for (; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (
      ch === COMMA ||
      ch === CLOSE_BRACE ||
      ch === CLOSE_BRACKET ||
      ch === SPACE ||
      ch === NEWLINE ||
      ch === RETURN ||
      ch === TAB
    )
      break;
  }
  return i > at ? i : -1;
}

/** Problem keys, one bit each, to refuse repeats (JSON.parse would keep the last). */
const KEY_ID = 1;
const KEY_N = 2;
const KEY_C = 4;
const KEY_GROUP = 8;
const KEY_TIMEOUTS = 16;
const KEY_ERRORS = 32;
const KEY_SAMPLES = 64;
const REQUIRED_KEYS = KEY_ID | KEY_N | KEY_C;

/** Sample keys, one bit each. */
const SAMPLE_PASS = 1;
const SAMPLE_SCORE = 2;
const SAMPLE_TESTS_PASSED = 4;
const SAMPLE_TESTS_TOTAL = 8;
const SAMPLE_TESTS = SAMPLE_TESTS_PASSED | SAMPLE_TESTS_TOTAL;

/**
 * The bit of the sample key whose name starts at `start` (just after its quote), or 0, telling the four apart
 * by their first characters before comparing the rest.
 */
function sampleKey(text: string, start: number): number {
  switch (text.charCodeAt(start)) {
    case 0x70:
      return text.startsWith('ass"', start + 1) ? SAMPLE_PASS : 0;
    case 0x73:
      return text.startsWith('core"', start + 1) ? SAMPLE_SCORE : 0;
    case 0x74:
      if (!text.startsWith('ests_', start + 1)) return 0;
      if (text.startsWith('passed"', start + 6)) return SAMPLE_TESTS_PASSED;
      return text.startsWith('total"', start + 6) ? SAMPLE_TESTS_TOTAL : 0;
    default:
      return 0;
  }
}

/** Length of each sample key's name, indexed by its bit. */
const SAMPLE_KEY_LENGTHS = [0, 4, 5, 0, 12, 0, 0, 0, 11];

/** The bit of the key whose name starts at `start` (just after its quote) when it is one of the seven; else 0. */
function problemKey(text: string, start: number): number {
  switch (text.charCodeAt(start)) {
    case 0x6e:
      return text.charCodeAt(start + 1) === QUOTE ? KEY_N : 0;
    case 0x63:
      return text.charCodeAt(start + 1) === QUOTE ? KEY_C : 0;
    case 0x69:
      return text.charCodeAt(start + 1) === 0x64 && text.charCodeAt(start + 2) === QUOTE ? KEY_ID : 0;
    case 0x67:
      return text.startsWith('roup"', start + 1) ? KEY_GROUP : 0;
    case 0x74:
      return text.startsWith('imeouts"', start + 1) ? KEY_TIMEOUTS : 0;
    case 0x65:
      return text.startsWith('rrors"', start + 1) ? KEY_ERRORS : 0;
    case 0x73:
      return text.startsWith('amples"', start + 1) ? KEY_SAMPLES : 0;
    default:
      return 0;
  }
}

/** Length of each key's name, by its bit. */
const KEY_LENGTHS: Record<number, number> = {
  [KEY_ID]: 2,
  [KEY_N]: 1,
  [KEY_C]: 1,
  [KEY_GROUP]: 5,
  [KEY_TIMEOUTS]: 8,
  [KEY_ERRORS]: 6,
  [KEY_SAMPLES]: 7,
};

/** Reads a problems array into `problems`, giving up (-1) wherever the general path must decide. */
class ProblemsScanner {
  problems: ProblemCounts[] = [];
  private hashes = new Int32Array(0);
  private kept = 0;
  /** Where the last string read ends, and its hash. */
  private stringEnd = 0;
  private stringHash = 0;
  /** Where the last number read ends. */
  private numberEnd = 0;
  /** The last samples list read: where it ends, its length and passes, and the samples when they are kept. */
  private samplesEnd = 0;
  private sampleCount = 0;
  private samplePasses = 0;
  private sampleList: GradedSample[] | undefined;

  /** With `keepSamples` false, per-sample lists are checked and counted but not built. */
  constructor(
    private readonly text: string,
    private readonly keepSamples: boolean,
  ) {}

  /**
   * Room for the next problem. At the first one, room for as many problems as the rest of the text can hold, so
   * growing leaves no garbage: at least MIN_PROBLEM_CHARS each, or half the first one's length when it carries
   * samples (a million such problems would otherwise reserve room for fifty million). Doubled when full, which
   * only problems much shorter than the first need.
   */
  private makeRoom(first: number, end: number, withSamples: boolean): void {
    const each = withSamples ? Math.max(MIN_PROBLEM_CHARS, (end - first) >> 1) : MIN_PROBLEM_CHARS;
    const size = this.kept === 0 ? Math.ceil((this.text.length - first) / each) + 1 : this.kept * 2;
    const problems = new Array<ProblemCounts>(size);
    for (let i = 0; i < this.kept; i++) problems[i] = this.problems[i]!;
    const hashes = new Int32Array(size);
    hashes.set(this.hashes);
    this.problems = problems;
    this.hashes = hashes;
  }

  /** The index after the array, or -1. */
  scan(at: number): number {
    const { text } = this;
    if (text.charCodeAt(at) !== OPEN_BRACKET) return -1;
    at = skipSpace(text, at + 1);
    for (;;) {
      at = this.problem(at);
      if (at < 0) return -1;
      at = skipSpace(text, at);
      const next = text.charCodeAt(at);
      if (next === CLOSE_BRACKET) break;
      if (next !== COMMA) return -1;
      at = skipSpace(text, at + 1);
    }
    this.problems.length = this.kept;
    return this.mayRepeatIds() ? -1 : at + 1;
  }

  /** Reads one problem object at `at` and keeps it; returns the index after it, or -1. */
  private problem(at: number): number {
    const { text } = this;
    const start = at;
    if (text.charCodeAt(at) !== OPEN_BRACE) return -1;
    at = skipSpace(text, at + 1);
    let keys = 0;
    let id = '';
    let idHash = 0;
    let group: string | undefined;
    let n = -1;
    let c = -1;
    let timeouts = -1;
    let errors = -1;
    let samples: GradedSample[] | undefined;
    for (;;) {
      if (text.charCodeAt(at) !== QUOTE) return -1;
      const key = problemKey(text, at + 1);
      if (key === 0 || (keys & key) !== 0) return -1;
      keys |= key;
      at = skipSpace(text, at + KEY_LENGTHS[key]! + 2);
      if (text.charCodeAt(at) !== COLON) return -1;
      at = skipSpace(text, at + 1);
      if (key === KEY_ID || key === KEY_GROUP) {
        if (!this.string(at)) return -1;
        const value = text.slice(at + 1, this.stringEnd - 1);
        if (key === KEY_ID) {
          id = value;
          idHash = this.stringHash;
        } else {
          group = value;
        }
        at = this.stringEnd;
      } else if (key === KEY_SAMPLES) {
        if (!this.samples(at)) return -1;
        samples = this.sampleList;
        at = this.samplesEnd;
      } else {
        const value = this.count(at);
        if (value < 0) return -1;
        if (key === KEY_N) n = value;
        else if (key === KEY_C) c = value;
        else if (key === KEY_TIMEOUTS) timeouts = value;
        else errors = value;
        at = this.numberEnd;
      }
      at = skipSpace(text, at);
      const next = text.charCodeAt(at);
      if (next === CLOSE_BRACE) break;
      if (next !== COMMA) return -1;
      at = skipSpace(text, at + 1);
    }
    if ((keys & REQUIRED_KEYS) !== REQUIRED_KEYS) return -1;
    if (n < 1 || c > n || Math.max(timeouts, 0) + Math.max(errors, 0) > n - c) return -1;
    if ((keys & KEY_SAMPLES) !== 0 && (this.sampleCount !== n || this.samplePasses !== c)) return -1;
    const problem: ProblemCounts = { id, n, c };
    if (group !== undefined) problem.group = group;
    if (timeouts >= 0) problem.timeouts = timeouts;
    if (errors >= 0) problem.errors = errors;
    if (samples !== undefined) problem.samples = samples;
    if (this.kept === this.hashes.length)
      this.makeRoom(start, at + 1, samples !== undefined || (keys & KEY_SAMPLES) !== 0);
    this.hashes[this.kept] = idHash;
    this.problems[this.kept++] = problem;
    return at + 1;
  }

  /**
   * Reads a non-empty list of samples at `at`: sets where it ends, how many samples and passes it holds and,
   * when kept, the samples. False wherever the general path must decide.
   */
  private samples(at: number): boolean {
    const { text } = this;
    if (text.charCodeAt(at) !== OPEN_BRACKET) return false;
    at = skipSpace(text, at + 1);
    const list: GradedSample[] | undefined = this.keepSamples ? [] : undefined;
    let count = 0;
    let passes = 0;
    for (;;) {
      if (text.charCodeAt(at) !== OPEN_BRACE) return false;
      at = skipSpace(text, at + 1);
      let keys = 0;
      let pass = false;
      let score = NaN;
      let testsPassed = -1;
      let testsTotal = -1;
      for (;;) {
        if (text.charCodeAt(at) !== QUOTE) return false;
        const key = sampleKey(text, at + 1);
        if (key === 0 || (keys & key) !== 0) return false;
        keys |= key;
        at = skipSpace(text, at + SAMPLE_KEY_LENGTHS[key]! + 2);
        if (text.charCodeAt(at) !== COLON) return false;
        at = skipSpace(text, at + 1);
        if (key === SAMPLE_PASS) {
          if (text.startsWith('true', at)) pass = true;
          else if (!text.startsWith('false', at)) return false;
          at += pass ? 4 : 5;
        } else if (key === SAMPLE_SCORE) {
          const end = numberEnd(text, at);
          if (end < 0) return false;
          // Unkept scores are only checked: a number without an exponent and under 300 digits is finite.
          if (list !== undefined || end - at > 300 || hasExponent(text, at, end)) {
            score = Number(text.slice(at, end));
            if (!Number.isFinite(score)) return false;
          }
          at = end;
        } else {
          const value = this.count(at);
          if (value < 0) return false;
          if (key === SAMPLE_TESTS_PASSED) testsPassed = value;
          else testsTotal = value;
          at = this.numberEnd;
        }
        at = skipSpace(text, at);
        const next = text.charCodeAt(at);
        if (next === CLOSE_BRACE) break;
        if (next !== COMMA) return false;
        at = skipSpace(text, at + 1);
      }
      if ((keys & SAMPLE_PASS) === 0) return false;
      const tests = keys & SAMPLE_TESTS;
      if (tests !== 0 && (tests !== SAMPLE_TESTS || testsTotal < 1 || testsPassed > testsTotal)) return false;
      count++;
      if (pass) passes++;
      if (list !== undefined) {
        const sample: GradedSample = { pass };
        if ((keys & SAMPLE_SCORE) !== 0) sample.score = score;
        if (tests !== 0) {
          sample.tests_passed = testsPassed;
          sample.tests_total = testsTotal;
        }
        list.push(sample);
      }
      at = skipSpace(text, at + 1);
      const next = text.charCodeAt(at);
      if (next === CLOSE_BRACKET) break;
      if (next !== COMMA) return false;
      at = skipSpace(text, at + 1);
    }
    this.samplesEnd = at + 1;
    this.sampleCount = count;
    this.samplePasses = passes;
    this.sampleList = list;
    return true;
  }

  /** Reads a non-empty string without escapes or control characters at `at`, hashing it (FNV-1a). */
  private string(at: number): boolean {
    const { text } = this;
    if (text.charCodeAt(at) !== QUOTE) return false;
    let hash = 0x811c9dc5;
    const end = text.length;
    for (let i = at + 1; i < end; i++) {
      const ch = text.charCodeAt(i);
      if (ch === QUOTE) {
        if (i === at + 1) return false;
        this.stringEnd = i + 1;
        this.stringHash = hash;
        return true;
      }
      if (ch === BACKSLASH || ch < SPACE) return false;
      hash = Math.imul(hash ^ ch, 0x01000193);
    }
    return false;
  }

  /** Reads a non-negative integer written plainly (no sign, fraction, exponent or leading zero); -1 if not. */
  private count(at: number): number {
    const { text } = this;
    let ch = text.charCodeAt(at);
    if (ch === ZERO) {
      this.numberEnd = at + 1;
      return 0;
    }
    if (!(ch > ZERO && ch <= NINE)) return -1;
    let value = 0;
    let i = at;
    do {
      if (i - at === MAX_DIGITS) return -1;
      value = value * 10 + (ch - ZERO);
      ch = text.charCodeAt(++i);
    } while (ch >= ZERO && ch <= NINE);
    this.numberEnd = i;
    return value;
  }

  /**
   * Whether two problems share an id, by open addressing over the id hashes; also true after too many
   * collisions, leaving the check to the general path.
   */
  private mayRepeatIds(): boolean {
    const { problems, hashes } = this;
    let size = 2;
    while (size < problems.length * 2) size *= 2;
    const mask = size - 1;
    // Slot holds problem index + 1; 0 is empty.
    const table = new Int32Array(size);
    for (let i = 0; i < problems.length; i++) {
      const hash = hashes[i]!;
      let slot = mix(hash) & mask;
      for (let probes = 0; table[slot] !== 0; probes++) {
        const other = table[slot]! - 1;
        if ((hashes[other] === hash && problems[other]!.id === problems[i]!.id) || probes === MAX_PROBES) return true;
        slot = (slot + 1) & mask;
      }
      table[slot] = i + 1;
    }
    return false;
  }
}

/** The index of the first character at or after `at` that is not a digit. */
function skipDigits(text: string, at: number): number {
  let i = at;
  for (let ch = text.charCodeAt(i); ch >= ZERO && ch <= NINE; ch = text.charCodeAt(++i));
  return i;
}

/** The index after the JSON number at `at` (-?(0|[1-9]d*)(.d+)?([eE][+-]?d+)?), or -1 if there is none. */
function numberEnd(text: string, at: number): number {
  let i = text.charCodeAt(at) === MINUS ? at + 1 : at;
  const first = text.charCodeAt(i);
  if (first === ZERO) i++;
  else if (first > ZERO && first <= NINE) i = skipDigits(text, i + 1);
  else return -1;
  if (text.charCodeAt(i) === DOT) {
    const end = skipDigits(text, i + 1);
    if (end === i + 1) return -1;
    i = end;
  }
  const ch = text.charCodeAt(i);
  if (ch === 0x65 || ch === 0x45) {
    let from = i + 1;
    const sign = text.charCodeAt(from);
    if (sign === 0x2b || sign === MINUS) from++;
    const end = skipDigits(text, from);
    if (end === from) return -1;
    i = end;
  }
  return i;
}

/** Whether the number text from `at` to `end` has an exponent. */
function hasExponent(text: string, at: number, end: number): boolean {
  for (let i = at; i < end; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x65 || ch === 0x45) return true;
  }
  return false;
}

/** murmur3's finaliser: spreads FNV's low bits before masking. */
function mix(hash: number): number {
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}

/**
 * The `passk-results/v1` document in `text` (without a BOM), with the values JSON.parse returns (a problem's
 * keys in the order id, n, c, group, timeouts, errors, samples), when the scanner can read it and it passes
 * every check of the general path; otherwise undefined. With `keepSamples` false the problems carry no
 * `samples` (each list is still checked against n and c).
 */
export function scanCanonicalText(text: string, keepSamples = true): CanonicalDocument | undefined {
  let at = skipSpace(text, 0);
  if (text.charCodeAt(at) !== OPEN_BRACE) return undefined;
  at = skipSpace(text, at + 1);
  let scanner: ProblemsScanner | undefined;
  let problemsStart = -1;
  let problemsEnd = -1;
  for (;;) {
    if (text.charCodeAt(at) !== QUOTE) return undefined;
    const keyEnd = text.indexOf('"', at + 1);
    if (keyEnd < 0) return undefined;
    // A key with an escape never equals one of these, so the general path reads it.
    const key = text.slice(at + 1, keyEnd);
    if (!TOP_LEVEL_KEYS.has(key)) return undefined;
    at = skipSpace(text, keyEnd + 1);
    if (text.charCodeAt(at) !== COLON) return undefined;
    at = skipSpace(text, at + 1);
    if (key === 'problems') {
      if (scanner !== undefined) return undefined;
      scanner = new ProblemsScanner(text, keepSamples);
      problemsStart = at;
      at = problemsEnd = scanner.scan(at);
    } else {
      at = skipValue(text, at);
    }
    if (at < 0) return undefined;
    at = skipSpace(text, at);
    const next = text.charCodeAt(at);
    if (next === CLOSE_BRACE) break;
    if (next !== COMMA) return undefined;
    at = skipSpace(text, at + 1);
  }
  if (scanner === undefined) return undefined;
  // The rest of the document, with an empty problems array in place, goes through JSON.parse and the schema
  // (with the first problem standing in for all, which passed the same checks).
  let document: CanonicalDocument;
  try {
    document = JSON.parse(`${text.slice(0, problemsStart)}[]${text.slice(problemsEnd)}`) as CanonicalDocument;
  } catch {
    return undefined;
  }
  document.problems = scanner.problems.slice(0, 1);
  if (!validateCanonical(document)) return undefined;
  document.problems = scanner.problems;
  checkedDocuments.add(document);
  return document;
}

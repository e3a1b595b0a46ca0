import { listIds } from '../common/lists.js';
import type { OptionHints } from '../common/hints.js';
import { inputError } from '../common/errors.js';
import { nameText, quoted, shown } from '../io/value-text.js';
import { isRecord, pathOf, sourcesOf } from './values.js';
import type {
  ConfigSource,
  ConfigValue,
  GradedSample,
  Judgement,
  ProblemCounts,
  RunResults,
  ScoreGaps,
} from '../common/types.js';

/** One graded sample as a harness records it. */
interface SampleOutcome {
  passed: boolean;
  /** The selector's score, when the user named the field that holds it. */
  score?: number;
  /** The named score field is null on this sample's row, or missing from it. */
  scoreGap?: { field: string; kind: 'null' | 'missing' };
  /** The sample failed by running out of time. */
  timeout?: boolean;
  /** The sample failed because the harness or its sandbox broke, not because of the code. */
  error?: boolean;
  /** The generated text, when the format keeps it: used to notice a file that repeats whole runs. */
  text?: string;
}

/** What a sample's score field gives: its score, or that it has none. */
export type SampleScore = Pick<SampleOutcome, 'score' | 'scoreGap'>;

/** What a reader keeps of each sample. */
export interface SampleOptions {
  /**
   * Keep each problem's samples (`ProblemCounts.samples`) where the format records them: n@k, pass-ratio@n and
   * convert need them; pass@k and pass^k do not, and a million problems' samples cost memory.
   */
  samples?: boolean;
  /**
   * The field of each sample row that holds the selector's score for n@k: a human-eval results row's key, an
   * evalplus or BigCodeBench per-sample entry's key, an Inspect scorer's value or sample metadata key. Other
   * formats ignore it.
   */
  scoreField?: string;
}

/** The formats whose samples' score is read from the field `scoreField` names. */
export const SCORE_FIELD_FORMATS: readonly string[] = ['humaneval', 'evalplus', 'bigcodebench', 'inspect'];

/** How a reader reads a harness's file: which pass/fail judgement counts, and what it keeps of each sample. */
export interface ReaderOptions extends SampleOptions {
  /**
   * Which pass/fail judgement counts: for evalplus `plus` (base and plus tests pass, the default) or `base`;
   * for lm-eval the filter; for Inspect the scorer. Formats with a single judgement ignore it.
   */
  criterion?: string;
  /** How hints name the options to give: the CLI's flags and the action's inputs by default. */
  hints?: OptionHints;
}

/**
 * Every format's reader: the file (which names the run in messages, and whose name may record its settings),
 * how to read it, and the file's parsed JSON when detecting the format already parsed it.
 */
export type Reader = (file: string, options: ReaderOptions, document?: unknown) => Promise<RunResults>;

/** What a harness's file records of its run; a model, criterion or dataset it does not record is undefined. */
export interface HarnessRun {
  model?: string | undefined;
  config: Record<string, ConfigValue>;
  problems: ProblemCounts[];
  warnings: string[];
  /** The judgement's pass criterion within the harness, and its dataset. */
  criterion?: string | undefined;
  dataset?: string | undefined;
  scoreGaps?: ScoreGaps | undefined;
}

/**
 * A harness file's run: `format` judged its passes, and every config key came from `configSource` (the file's
 * content or its name). What the file does not record is left out, not set to undefined.
 */
export function harnessRun(file: string, format: string, configSource: ConfigSource, run: HarnessRun): RunResults {
  const { model, config, criterion, dataset, scoreGaps } = run;
  return {
    source: file,
    format,
    ...(model !== undefined ? { model } : {}),
    config,
    configSources: sourcesOf(config, configSource),
    problems: run.problems,
    warnings: run.warnings,
    judgement: orderedJudgement({ format, criterion, dataset }),
    ...(scoreGaps !== undefined ? { scoreGaps } : {}),
  };
}

/** A judgement's fields in their order, and what messages call each. */
export const JUDGEMENT_FIELDS = ['format', 'criterion', 'dataset'] as const;
export const JUDGEMENT_WORDS = { format: 'harness', criterion: 'criterion', dataset: 'dataset' };

/** A judgement with its keys in one order, whatever order it was written in; absent ones are left out. */
export function orderedJudgement({ format, criterion, dataset }: Judgement): Judgement {
  return {
    format,
    ...(criterion !== undefined ? { criterion } : {}),
    ...(dataset !== undefined ? { dataset } : {}),
  };
}

/** Which failure kinds the format records; those counts are then set (possibly 0) on every problem. */
interface TallyOptions {
  timeouts?: boolean;
  errors?: boolean;
  /**
   * Keep each problem's samples. They are set on the problems only when some sample has a score (harnesses
   * record no per-sample test counts): a list of pass flags alone says nothing n and c do not.
   */
  samples?: boolean;
}

interface Counts {
  n: number;
  c: number;
  timeouts: number;
  errors: number;
  hashes: number[];
  samples: GradedSample[] | undefined;
}

/**
 * A sample's score from the value of the score field: undefined when the row has none (missing or null), an
 * `InputError` at `file`, `path` when it is not a finite number, saying `rule` and the value.
 */
export function scoreValue(
  value: unknown,
  file: string,
  path: string,
  rule = 'a score must be a finite number',
): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw inputError(file, path, `${rule}, got ${shown(value)}`);
  return value;
}

/** The field `name` of a sample row, own keys only (a field named `constructor` is not the prototype's). */
export function ownField(row: Record<string, unknown>, name: string): unknown {
  return Object.hasOwn(row, name) ? row[name] : undefined;
}

/**
 * A sample's score from `value`, what its score field `field` holds, or whether that field is null or missing; a
 * score that is not a finite number is an `InputError` at `file`, `path`.
 */
export function scoreOrGap(value: unknown, field: string, file: string, path: string): SampleScore {
  const score = scoreValue(value, file, path);
  return score !== undefined ? { score } : { scoreGap: { field, kind: value === null ? 'null' : 'missing' } };
}

/**
 * The text (the row's `textKey`, when a string) and the score (the row's own `scoreField`, when one is named)
 * of a sample row, or whether that field is null or missing; a score that is not a finite number is an
 * `InputError` at `where()`, then the field.
 */
export function sampleExtras(
  row: Record<string, unknown>,
  textKey: string,
  scoreField: string | undefined,
  file: string,
  where: () => string,
): Pick<SampleOutcome, 'text' | 'score' | 'scoreGap'> {
  const text = row[textKey];
  const score =
    scoreField === undefined
      ? {}
      : scoreOrGap(ownField(row, scoreField), scoreField, file, `${where()}: ${nameText(scoreField)}`);
  return typeof text === 'string' ? { text, ...score } : score;
}

/**
 * Calls `visit` on each sample of `eval[id]` in an evalplus or BigCodeBench results file, after the checks both
 * make: the list names a sample, each sample is an object (with the key `expected` names), and a sample's
 * `task_id` is the key it is listed under.
 */
export function forEachEvalSample(
  samples: unknown[],
  id: string,
  file: string,
  expected: string,
  visit: (sample: Record<string, unknown>, i: number) => void,
): void {
  if (samples.length === 0) throw inputError(file, pathOf('eval', id), 'lists no samples');
  samples.forEach((sample, i) => {
    if (!isRecord(sample)) throw inputError(file, pathOf('eval', id, i), `expected an object with ${expected}`);
    if (sample.task_id !== undefined && sample.task_id !== id) {
      throw inputError(
        file,
        pathOf('eval', id, i, 'task_id'),
        `is ${shown(sample.task_id)}, not the key ${quoted(id)}`,
      );
    }
    visit(sample, i);
  });
}

/** Two 32-bit hash lanes, fed text by `add` and read as one 53-bit number. */
class Hash {
  private a = 0x811c9dc5;
  private b = 0x2545f491;

  add(text: string): this {
    let { a, b } = this;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      a = Math.imul(a ^ code, 0x01000193);
      b = Math.imul(b ^ code, 0x5bd1e995);
      b ^= b >>> 15;
    }
    this.a = a;
    this.b = b;
    return this;
  }

  get value(): number {
    return (this.a >>> 0) * 0x200000 + ((this.b >>> 0) & 0x1fffff);
  }
}

/** A 53-bit hash of a sample's text: equal texts give equal hashes, different texts almost never do. */
export function textHash(text: string): number {
  return new Hash().add(text).value;
}

/** An object key on the stack of `valueHash`, told apart from string values. */
class Key {
  constructor(readonly name: string) {}
}

/**
 * A 53-bit hash of a parsed JSON value: equal values give equal hashes. It walks the value with a stack, not
 * recursion, as JSON.stringify would: a hostile file can nest deeper than the call stack.
 */
export function valueHash(value: unknown): number {
  const hash = new Hash();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item instanceof Key) {
      hash.add(`k${item.name.length}:`).add(item.name);
    } else if (Array.isArray(item)) {
      hash.add(`[${item.length}`);
      for (let i = item.length - 1; i >= 0; i--) stack.push(item[i]);
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item);
      hash.add(`{${entries.length}`);
      for (let i = entries.length - 1; i >= 0; i--) stack.push(entries[i]![1], new Key(entries[i]![0]));
    } else if (typeof item === 'string') {
      hash.add(`s${item.length}:`).add(item);
    } else {
      hash.add(`${typeof item}:${String(item)}`);
    }
  }
  return hash.value;
}

/** Whether `sequence` is one block of `block` items repeated to its full length. */
function repeatsBlock(sequence: readonly number[], block: number): boolean {
  if (block >= sequence.length || sequence.length % block !== 0) return false;
  for (let i = block; i < sequence.length; i++) if (sequence[i] !== sequence[i - block]) return false;
  return true;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * Adds up graded samples per problem, in the order problems first appear. Rows for one id add samples
 * (that is how harnesses write several samples); `finish` warns when the file looks like whole runs repeated.
 */
export class ProblemTally {
  private readonly byId = new Map<string, Counts>();
  /** Whether some sample has a score, so the kept samples say more than n and c. */
  private detailed = false;
  /** The rows whose named score field is null or missing. */
  private scoreGaps: ScoreGaps | undefined;

  constructor(private readonly options: TallyOptions = {}) {}

  get size(): number {
    return this.byId.size;
  }

  add(id: string, outcome: SampleOutcome): void {
    let counts = this.byId.get(id);
    if (counts === undefined) {
      counts = { n: 0, c: 0, timeouts: 0, errors: 0, hashes: [], samples: this.options.samples ? [] : undefined };
      this.byId.set(id, counts);
    }
    if (counts.samples !== undefined) {
      const { passed: pass, score } = outcome;
      if (score !== undefined) this.detailed = true;
      counts.samples.push(score === undefined ? { pass } : { pass, score });
    }
    if (outcome.scoreGap !== undefined) {
      this.scoreGaps ??= { field: outcome.scoreGap.field, null: 0, missing: 0 };
      this.scoreGaps[outcome.scoreGap.kind]++;
    }
    counts.n++;
    if (outcome.passed) counts.c++;
    else if (outcome.error) counts.errors++;
    else if (outcome.timeout) counts.timeouts++;
    if (outcome.text !== undefined) counts.hashes.push(textHash(outcome.text));
  }

  /** The per-problem counts, what the reader should warn about, and the rows without a score in the named field. */
  finish(): { problems: ProblemCounts[]; warnings: string[]; scoreGaps: ScoreGaps | undefined } {
    const problems: ProblemCounts[] = [];
    for (const [id, counts] of this.byId) {
      const problem: ProblemCounts = { id, n: counts.n, c: counts.c };
      if (this.options.timeouts) problem.timeouts = counts.timeouts;
      if (this.options.errors) problem.errors = counts.errors;
      if (this.detailed && counts.samples !== undefined) problem.samples = counts.samples;
      problems.push(problem);
    }
    return { problems, warnings: this.repeatWarnings(), scoreGaps: this.scoreGaps };
  }

  private repeatWarnings(): string[] {
    const entries = [...this.byId].filter(([, counts]) => counts.hashes.length === counts.n && counts.n > 0);
    if (entries.length === 0 || entries.length !== this.byId.size) return [];
    const whole = this.wholeRunRepeats(entries.map(([, counts]) => counts.hashes));
    if (whole > 1) {
      return [
        `every problem's samples are one block of samples repeated ${whole} times with the same text: the file ` +
          `looks like one run written ${whole} times over (or samples that are not independent draws, such as ` +
          `temperature 0), and n counts every copy`,
      ];
    }
    const usual = modalCount(entries.map(([, counts]) => counts.n));
    const repeated = entries
      .filter(([, counts]) => counts.n >= 2 * usual && repeatsBlock(counts.hashes, usual))
      .map(([id, counts]) => `${nameText(id)} (n=${counts.n})`);
    if (repeated.length === 0) return [];
    return [
      `${repeated.length} problem${repeated.length === 1 ? ' has' : 's have'} a multiple of the usual n = ${usual} ` +
        `samples, the same texts repeated: ${listIds(repeated)}; a run repeated in the file counts its samples twice`,
    ];
  }

  /** The largest m >= 2 such that every problem's samples are m copies of one block, or 1. */
  private wholeRunRepeats(sequences: readonly number[][]): number {
    const common = sequences.reduce((g, s) => gcd(g, s.length), 0);
    for (let copies = common; copies >= 2; copies--) {
      if (common % copies !== 0) continue;
      if (sequences.every((s) => repeatsBlock(s, s.length / copies))) return copies;
    }
    return 1;
  }
}

/** The problems with fewer samples than `asked` says the run asked for (undefined: not known), with both counts. */
export function fewerThanAsked(
  problems: readonly ProblemCounts[],
  asked: (id: string) => number | undefined,
): { id: string; n: number; asked: number }[] {
  return problems.flatMap(({ id, n }) => {
    const wanted = asked(id);
    return wanted !== undefined && n < wanted ? [{ id, n, asked: wanted }] : [];
  });
}

/** The most common value (the smallest one on a tie). */
function modalCount(values: readonly number[]): number {
  const frequency = new Map<number, number>();
  for (const value of values) frequency.set(value, (frequency.get(value) ?? 0) + 1);
  return [...frequency].sort(([a, countA], [b, countB]) => countB - countA || a - b)[0]![0];
}

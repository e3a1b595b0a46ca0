import { readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { listIds } from '../common/lists.js';
import { inputError } from '../common/errors.js';
import { exists, readJsonLines } from '../io/files.js';
import { jsonDocument } from './canonical.js';
import { nameText, shown, shownList } from '../io/value-text.js';
import type { ConfigValue } from '../common/types.js';
import { harnessRun, ProblemTally, valueHash, type HarnessRun, type Reader } from './tally.js';
import {
  chooseJudgement,
  idText,
  isRecord,
  nonEmptyText,
  optionalSampleCount,
  pathOf,
  refuseInexactInteger,
  scalarEntries,
} from './values.js';

/** `samples_<task>_<date>.jsonl` and `results_<date>.json`, the names `lm_eval --log_samples` writes. */
const SAMPLES_NAME = /^samples_(.+)_(\d{4}-\d{2}-\d{2}T[\d.-]+)\.jsonl$/;
const RESULTS_NAME = /^results_(\d{4}-\d{2}-\d{2}T[\d.-]+)\.json$/;

/** Per-sample pass metrics: `pass@k` (HF code_eval through lm-eval) or `pass_at_k` (mbpp's own metric). */
const PASS_AT = /^pass(?:@|_at_)(\d+)$/;

/** How far a pass@1 times n may be from a whole number of passes (float rounding in the harness). */
const WHOLE_TOLERANCE = 1e-6;

/** lm-eval's generation kwargs under the names the gate's config check uses. */
function configKey(key: string): string | undefined {
  if (key === 'max_gen_toks') return 'max_tokens';
  return key === 'until' ? undefined : key;
}

/** Whether a JSON document is an lm-eval `results_<date>.json` (rather than a samples line). */
export function isLmEvalResults(document: unknown): boolean {
  return isRecord(document) && isRecord(document.results) && isRecord(document.configs);
}

/** A results file's document (the one detection parsed, else the file's), or an `InputError` when it is not one. */
async function readResults(file: string, document?: unknown): Promise<Record<string, unknown>> {
  const results = await jsonDocument(file, document);
  if (!isLmEvalResults(results))
    throw inputError(file, '', 'is not an lm-eval results file (no "results" and "configs")');
  return results as Record<string, unknown>;
}

interface DocCounts {
  lines: number[];
  responses: number;
}

/** The samples of one filter: lm-eval writes a line per document per filter. */
class FilterSamples {
  readonly tally = new ProblemTally();
  readonly docs = new Map<string, DocCounts>();
  repeatedLines = 0;
}

/**
 * The pass counts c = 0..n whose unbiased pass@k is within the tolerance of `value`. pass@k grows with c, and
 * 1 - pass@k(c + 1) = (1 - pass@k(c)) * (1 - k / (n - c)), so one pass over c gives them all.
 */
function passCountsFitting(value: number, n: number, k: number): number[] {
  const matches: number[] = [];
  let allFail = 1;
  for (let c = 0; c <= n; c++) {
    const passAt = n - c < k ? 1 : 1 - allFail;
    if (Math.abs(passAt - value) <= WHOLE_TOLERANCE) matches.push(c);
    if (passAt > value + WHOLE_TOLERANCE) break;
    if (n - c >= k) allFail *= 1 - k / (n - c);
  }
  return matches;
}

/** Passes behind a line's per-sample metric: pass@1 (or pass_at_1) times n, or pass@k inverted for c. */
function passesFromMetric(line: Record<string, unknown>, n: number, file: string, where: string): number {
  const listed = Array.isArray(line.metrics) ? line.metrics.filter((m): m is string => typeof m === 'string') : [];
  const names = listed.length > 0 ? listed : Object.keys(line).filter((key) => PASS_AT.test(key));
  const passAt = names
    .map((name) => ({ name, k: Number(PASS_AT.exec(name)?.[1]) }))
    .filter(
      (m) => Number.isInteger(m.k) && m.k >= 1 && typeof line[m.name] === 'number' && Number.isFinite(line[m.name]),
    )
    .sort((a, b) => a.k - b.k);
  const chosen = passAt[0];
  if (chosen !== undefined) {
    const value = line[chosen.name] as number;
    const metric = `${where}: ${nameText(chosen.name)}`;
    if (chosen.k === 1) {
      const passes = value * n;
      const whole = Math.round(passes);
      if (Math.abs(passes - whole) > WHOLE_TOLERANCE || whole < 0 || whole > n)
        throw inputError(file, metric, `${value} times n = ${n} responses is not a whole number of passes`);
      return whole;
    }
    if (chosen.k > n) throw inputError(file, metric, `k = ${chosen.k} is more than the n = ${n} responses`);
    const matches = passCountsFitting(value, n, chosen.k);
    if (matches.length !== 1) {
      throw inputError(
        file,
        metric,
        matches.length === 0
          ? `${value} is not pass@${chosen.k} of any pass count out of n = ${n}`
          : `${value} fits ${matches.length} pass counts (c = ${matches[0]} to ${matches[matches.length - 1]}) out of n = ${n}: ` +
              `pass@${chosen.k} alone cannot tell c; log pass@1 too`,
      );
    }
    return matches[0]!;
  }
  if (names.length === 1 && n === 1) {
    const value = line[names[0]!];
    if (value === true || value === 1) return 1;
    if (value === false || value === 0) return 0;
    throw inputError(file, `${where}: ${nameText(names[0]!)}`, `is ${shown(value)}, not a pass (1) or a fail (0)`);
  }
  throw inputError(
    file,
    where,
    `no per-sample pass metric (pass@1, pass_at_1 or one 0/1 metric per response) among ${names.length === 0 ? 'no metrics' : shownList(names)}`,
  );
}

/** Counts one line of a `samples_<task>_<date>.jsonl` into its filter's samples. */
function addSampleLine(byFilter: Map<string, FilterSamples>, value: unknown, file: string, line: number): void {
  const where = `line ${line}`;
  if (!isRecord(value)) throw inputError(file, where, 'expected a JSON object (an lm-eval sample)');
  const doc = isRecord(value.doc) ? value.doc : undefined;
  refuseInexactInteger(doc?.task_id, file, `${where}: doc.task_id`);
  refuseInexactInteger(value.doc_id, file, `${where}: doc_id`);
  const id = idText(doc?.task_id) ?? idText(value.doc_id);
  if (id === undefined) throw inputError(file, where, 'has neither doc.task_id nor doc_id');
  const filter = typeof value.filter === 'string' ? value.filter : 'none';
  const filtered = Array.isArray(value.filtered_resps) ? value.filtered_resps : undefined;
  if (filtered === undefined || filtered.length === 0)
    throw inputError(file, `${where}: filtered_resps`, 'expected the list of filtered responses');
  const responses = Array.isArray(filtered[0]) ? filtered[0] : [filtered[0]];
  const n = responses.length;
  if (n === 0) throw inputError(file, `${where}: filtered_resps[0]`, 'lists no responses');
  const c = passesFromMetric(value, n, file, where);
  let samples = byFilter.get(filter);
  if (samples === undefined) {
    samples = new FilterSamples();
    byFilter.set(filter, samples);
  }
  for (let i = 0; i < n; i++) samples.tally.add(id, { passed: i < c });
  const responsesHash = valueHash(value.resps ?? filtered);
  const earlier = samples.docs.get(id);
  if (earlier === undefined) {
    samples.docs.set(id, { lines: [line], responses: responsesHash });
  } else {
    earlier.lines.push(line);
    if (earlier.responses === responsesHash) samples.repeatedLines++;
  }
}

function duplicateWarning(filter: string, samples: FilterSamples): string[] {
  const repeated = [...samples.docs].filter(([, doc]) => doc.lines.length > 1);
  if (repeated.length === 0) return [];
  const examples = repeated.map(
    ([id, doc]) => `${nameText(id)} (lines ${doc.lines.slice(0, 5).join(', ')}${doc.lines.length > 5 ? ', ...' : ''})`,
  );
  const one = repeated.length === 1;
  const same =
    samples.repeatedLines === 0
      ? ''
      : `; ${samples.repeatedLines} repeated line${samples.repeatedLines === 1 ? ' has' : 's have'} the very same responses: a run written twice`;
  return [
    `${repeated.length} document${one ? ' appears' : 's appear'} on more than one line for filter ${nameText(filter)}, so ` +
      `${one ? 'its' : 'their'} samples were added up: ${listIds(examples)}${same}`,
  ];
}

type ResultsInfo = Pick<HarnessRun, 'config' | 'model'>;

/** Decoding config and model from a `results_<date>.json`: the task's `generation_kwargs` and `repeats` (as n). */
function resultsInfo(results: Record<string, unknown>, task: string | undefined, file: string): ResultsInfo {
  const configs = results.configs as Record<string, unknown>;
  const names = Object.keys(configs);
  const name = task !== undefined && Object.hasOwn(configs, task) ? task : names.length === 1 ? names[0]! : undefined;
  if (name === undefined) {
    throw inputError(file, 'configs', `cannot tell which task's config applies (tasks: ${shownList(names)})`);
  }
  const taskConfig = isRecord(configs[name]) ? configs[name] : {};
  const config = scalarEntries(taskConfig.generation_kwargs, configKey);
  const repeats = optionalSampleCount(taskConfig.repeats, file, pathOf('configs', name, 'repeats'), 'samples');
  if (repeats !== undefined) config.n = repeats;
  const model =
    nonEmptyText(results.model_name) ??
    (isRecord(results.config) ? modelFromArgs(results.config.model_args) : undefined);
  return { config, model };
}

/** The `model_args` keys lm-eval takes the model's name from, first found first (as its own `model_name`). */
const MODEL_ARG_KEYS = ['peft', 'delta', 'pretrained', 'model', 'path', 'engine'];

/**
 * The model a results file's `config.model_args` names, for files from before lm-eval recorded `model_name`:
 * the CLI's `key=value,...` text, or the object a script passed.
 */
function modelFromArgs(args: unknown): string | undefined {
  let values: Record<string, unknown> | undefined;
  if (isRecord(args)) values = args;
  else if (typeof args === 'string') {
    values = Object.fromEntries(
      args.split(',').map((pair) => {
        const equals = pair.indexOf('=');
        return equals === -1 ? [pair.trim(), ''] : [pair.slice(0, equals).trim(), pair.slice(equals + 1).trim()];
      }),
    );
  }
  return MODEL_ARG_KEYS.map((name) => nonEmptyText(values?.[name])).find((model) => model !== undefined);
}

/**
 * The config with temperature 0 where lm-eval decoded greedily (`do_sample: false`, as its code tasks such as mbpp
 * set) and recorded no temperature: its backends then take the most likely token, as temperature 0 does.
 */
function greedy(config: Record<string, ConfigValue>): Record<string, ConfigValue> {
  return config.do_sample === false && config.temperature === undefined ? { ...config, temperature: 0 } : config;
}

/** Generation kwargs from a sample's `arguments` ({gen_args_0: {arg_0: prompt, arg_1: kwargs}}), for files without results. */
function configFromArguments(line: unknown): Record<string, ConfigValue> {
  if (!isRecord(line) || !isRecord(line.arguments)) return {};
  const first = line.arguments.gen_args_0;
  return isRecord(first) ? scalarEntries(first.arg_1, configKey) : {};
}

/** The samples file(s) written with a results file: `samples_<task>_<date>.jsonl` beside it. */
async function samplesBeside(resultsFile: string): Promise<string> {
  const date = RESULTS_NAME.exec(basename(resultsFile))?.[1];
  if (date === undefined) {
    throw inputError(
      resultsFile,
      '',
      'is an lm-eval results file, not named results_<date>.json; give its samples_<task>_<date>.jsonl file instead',
    );
  }
  const folder = dirname(resultsFile);
  const names = (await readdir(folder)).filter((name) => SAMPLES_NAME.exec(name)?.[2] === date).sort();
  if (names.length === 0) {
    throw inputError(
      resultsFile,
      '',
      `no samples_<task>_${date}.jsonl beside it: run lm_eval with --log_samples, which writes the per-sample results`,
    );
  }
  if (names.length > 1) {
    throw inputError(
      resultsFile,
      '',
      `has the samples of ${names.length} tasks beside it (${shownList(names)}); give the samples file of one task`,
    );
  }
  return join(folder, names[0]!);
}

/**
 * Reads lm-evaluation-harness output: a `samples_<task>_<date>.jsonl` from `--log_samples` (or its
 * `results_<date>.json`, whose samples file is then found beside it). One filter is read; n is the number of
 * responses the metric scored (the task's repeats) and c comes from the per-sample pass metric. Decoding config
 * comes from the results file when it is there, else from the samples' generation arguments.
 */
export const readLmEval: Reader = async (file, { criterion, hints }, document) => {
  let samplesFile = file;
  let results: { file: string; document: Record<string, unknown> } | undefined;
  if (isLmEvalResults(document) || RESULTS_NAME.test(basename(file))) {
    results = { file, document: await readResults(file, document) };
    samplesFile = await samplesBeside(file);
  } else {
    const match = SAMPLES_NAME.exec(basename(file));
    const candidate = match === null ? undefined : join(dirname(file), `results_${match[2]}.json`);
    if (candidate !== undefined && (await exists(candidate, 'file')))
      results = { file: candidate, document: await readResults(candidate) };
  }
  const byFilter = new Map<string, FilterSamples>();
  let firstLine: unknown;
  await readJsonLines(samplesFile, (value, line) => {
    if (firstLine === undefined) firstLine = value;
    addSampleLine(byFilter, value, samplesFile, line);
  });
  const words = { kind: 'filter', has: 'samples for', none: 'has no samples' };
  const filter = chooseJudgement([...byFilter.keys()], criterion, samplesFile, words, hints);
  const samples = byFilter.get(filter)!;
  const { problems } = samples.tally.finish();
  const warnings = duplicateWarning(filter, samples);
  const task = SAMPLES_NAME.exec(basename(samplesFile))?.[1];
  const info: ResultsInfo =
    results === undefined
      ? { config: configFromArguments(firstLine) }
      : resultsInfo(results.document, task, results.file);
  const config = greedy(info.config);
  return harnessRun(file, 'lm-eval', 'file', { ...info, config, problems, warnings, criterion: filter, dataset: task });
};

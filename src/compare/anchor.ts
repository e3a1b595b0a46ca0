/**
 * The drift check: the candidate compared, as a second check in the gate's family, with a run kept in a history
 * store (the anchor), so that a slow erosion over many small steps is caught where each step alone is noise.
 */
import { basename } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { InputError } from '../common/errors.js';
import { counted } from '../common/lists.js';
import { SHARED_HINTS, type OptionHints } from '../common/hints.js';
import type { GateOptions, ProblemCounts, RunResults } from '../common/types.js';
import type { CheckRuns } from './gate.js';
import { driftPrefix, type CheckAnchor } from './model.js';
import { ALWAYS_REQUIRED, compareConfigs, unrecordedSetting } from '../check/config.js';
import { compareJudgements, judgementText } from '../check/judgement.js';
import { AGAINST_THE_BASE, ANCHOR_PREFIX, describePick, type AnchorSpec } from '../config/anchor.js';
import { mean, metricLabel, perProblemValues, usesSamples } from '../estimate/metric.js';
import { pastedWord, quoted, shownList, type Shell } from '../io/value-text.js';
import {
  allErrored,
  erroredWords,
  recordErrors,
  recordRun,
  recordWords,
  seriesName,
  tagOf,
} from '../load/history-record.js';
import { historyAdd, type StoredRecord } from '../load/history-store.js';
import { runName, runNames } from '../load/run-name.js';

/** The formats whose reader takes `--criterion` (the flag's help): a record judged so needs it given again. */
const CRITERION_FORMATS = new Set(['evalplus', 'lm-eval', 'inspect']);

/**
 * The anchor with `name:NAME` in its selector instead of any name it has: `history:DIR#best,name:NAME`, or in the
 * history branch the bare selector `best,name:NAME`.
 */
function withName(spec: AnchorSpec, name: string): string {
  const hash = spec.branch === undefined ? spec.text.indexOf('#', ANCHOR_PREFIX.length) : -1;
  const selector = spec.branch !== undefined ? spec.text : hash < 0 ? '' : spec.text.slice(hash + 1);
  const kept = (selector === '' ? [] : selector.split(',')).filter((item) => item.trim().split(':')[0] !== 'name');
  const items = [...(kept.length === 0 ? ['oldest'] : kept), `name:${name}`].join(',');
  return spec.branch === undefined ? `${ANCHOR_PREFIX}${spec.store}#${items}` : items;
}

/** How errors name an anchor: as given, and a bare selector with its history branch (its store is a temporary copy). */
function anchorWhere(spec: AnchorSpec): string {
  return spec.branch === undefined ? `anchor ${spec.text}` : `anchor ${spec.text} (history branch ${spec.branch})`;
}

/**
 * Why the selector names no series of the store (`why`: none is the candidate's, or not the `name:` given) and what
 * to do: pick a series judged as the candidate is (only those can be compared with it), the check's own (`own`)
 * first where the store has it, or, when the store has none, record one first.
 */
function noSeries(
  records: readonly StoredRecord[],
  names: readonly string[],
  spec: AnchorSpec,
  candidate: RunResults | undefined,
  own: readonly string[],
  allowMixed: boolean,
  shell: Shell,
  hints: OptionHints,
): string {
  const word = (text: string) => pastedWord(text, shell.windows);
  const listed = names.map((name) => quoted(name, 60)).join(', ');
  const judgedAlike = (name: string): boolean => {
    const latest = records.filter((r) => r.record.name === name).at(-1)!;
    return (
      allowMixed ||
      candidate === undefined ||
      compareJudgements(recordRun(latest.record, latest.file, false), candidate, false).match !== 'differs'
    );
  };
  const alike = names.filter(judgedAlike);
  // A name: given in another case (name:humaneval for HumanEval) meant that series; else another series judged alike
  // may have been sampled otherwise (another temperature): the check's own is the one meant.
  const sameCase = (name: string) => name.toLowerCase() === spec.name?.toLowerCase();
  const suggested = alike.find(sameCase) ?? own.find((name) => alike.includes(name)) ?? alike[0];
  const given = spec.name === undefined ? '' : `, not ${quoted(spec.name, 60)}`;
  if (alike.length === 0 && candidate !== undefined) {
    // A candidate that records no judgement differs from none: here it has one.
    const judgement = candidate.judgement!;
    const criterion =
      judgement.criterion !== undefined && CRITERION_FORMATS.has(judgement.format)
        ? ` --criterion ${word(judgement.criterion)}`
        : '';
    // history add refuses a run whose files do not record temperature: the command gives what the check was given.
    const supplied = unrecordedSetting(candidate, ALWAYS_REQUIRED);
    const temperature = supplied === undefined ? '' : ` --config ${word(supplied)}`;
    const first =
      spec.branch !== undefined
        ? ' (a push to the default branch records one)'
        : hints.commands
          ? `, ${historyAdd(shell)} --store ${word(spec.store)} FILE... --commit SHA${criterion}${temperature}`
          : ` (with ${historyAdd(shell, hints)})`;
    return (
      `the store holds the series ${listed}${given}, none judged as the candidate (${judgementText(judgement)}): ` +
      `record a run judged so first${first}`
    );
  }
  const why =
    given !== '' || candidate === undefined
      ? given
      : `, none is the candidate's (${quoted(seriesName(candidate), 60)})`;
  const only =
    alike.length === names.length
      ? ''
      : `; only ${alike.map((name) => quoted(name, 60)).join(', ')} ${alike.length === 1 ? 'is' : 'are'} judged as the candidate`;
  const verb = spec.name === undefined ? 'add name:NAME to the selector' : 'pick another name:';
  return `the store holds the series ${listed}${why}${only}: ${verb}, e.g. ${word(withName(spec, suggested!))}`;
}

/**
 * The names a check's own series goes by, first the one meant: the check's name, then the candidate's series
 * (`seriesName`: what its passes are judged on; a store of an older action keeps a config's runs under it).
 */
function ownNames(candidate: RunResults | undefined, checkName: string): string[] {
  return [checkName, ...(candidate === undefined ? [] : [seriesName(candidate)])];
}

/**
 * The check's own series among the store's series `names`, undefined when the store has none: the selector's
 * `name:`, else the first of `ownNames` the store has.
 */
export function ownSeries(
  names: readonly string[],
  spec: AnchorSpec,
  candidate: RunResults | undefined,
  checkName: string,
): string | undefined {
  const own = spec.name === undefined ? ownNames(candidate, checkName) : [spec.name];
  return own.find((name) => names.includes(name));
}

/** The series a store's records are of, in the order they first appear. */
function seriesNames(records: readonly StoredRecord[]): string[] {
  return [...new Set(records.map((r) => r.record.name))];
}

/**
 * The records of the check's series, oldest first: its own (`ownSeries`), else, outside the action's history
 * branch, the store's only series. A store of several series, none of them the check's, is an `InputError` listing
 * them and suggesting only a series judged as the candidate (any, with `allowMixed`): the check's own where the
 * store has it. Without a candidate (the trend page) any series can be suggested.
 */
export function seriesOf(
  records: readonly StoredRecord[],
  spec: AnchorSpec,
  candidate: RunResults | undefined,
  checkName: string,
  allowMixed = false,
  shell: Shell = {},
  hints: OptionHints = SHARED_HINTS,
): StoredRecord[] {
  const names = seriesNames(records);
  const where = anchorWhere(spec);
  if (names.length === 0) {
    throw new InputError(`${where}: the store holds no records yet (${historyAdd(shell, hints)} records a run)`);
  }
  // In the history branch another series is another check's, which a push records beside it.
  const only = spec.name === undefined && spec.branch === undefined && names.length === 1 ? names[0] : undefined;
  const name = ownSeries(names, spec, candidate, checkName) ?? only;
  if (name === undefined) {
    const own = ownNames(candidate, checkName);
    throw new InputError(`${where}: ${noSeries(records, names, spec, candidate, own, allowMixed, shell, hints)}`);
  }
  return records.filter((r) => r.record.name === name);
}

/** A record's metric at the check's k: the mean over its problems; undefined where it cannot be computed (k > n). */
export function recordMetric(stored: StoredRecord, options: GateOptions): number | undefined {
  const run = recordRun(stored.record, stored.file, usesSamples(options.metric));
  try {
    return mean(perProblemValues(run.problems, options.k, options.metric, options.submit));
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/** Why a record gives no value at a check's or chart's metric (`recordMetric`): no per-sample data, or k above its n. */
export function noValueReason(stored: StoredRecord, options: GateOptions): string {
  const { n, samples } = stored.record.problems;
  const { problem, sample } = recordWords(stored.record);
  if (usesSamples(options.metric) && samples === undefined) {
    // Not "each sample's result": a record of a file that gives each sample's pass or fail and no score has none.
    const [needs, given] = options.metric === 'n@k' ? ['score', 'one'] : ['tests_passed and tests_total', 'them'];
    return `${options.metric} needs each ${sample}'s ${needs}, which a record keeps only where its files give ${given}`;
  }
  const fewest = n.reduce((least, count) => Math.min(least, count), Infinity);
  return `k = ${options.k} is more than the ${counted(fewest, sample)} of a ${problem}`;
}

/**
 * The records `best` picks among: those of the window's records with a score (`scored`) that have a value at the
 * check's metric and k; with a `candidate`, only those sampled at settings the gate compares with it, where any are
 * (one sampled otherwise, picked for its score, would have every comparison refused; with none, the refusal says why).
 */
function bestOf(
  scored: readonly StoredRecord[],
  options: GateOptions,
  candidate?: RunResults,
): { stored: StoredRecord; value: number }[] {
  const valued = scored.flatMap((stored) => {
    const value = recordMetric(stored, options);
    return value === undefined ? [] : [{ stored, value }];
  });
  if (candidate === undefined) return valued;
  const policy = { compared: options.matchConfig, required: options.requireConfig };
  const comparable = valued.filter(
    ({ stored }) =>
      compareConfigs(recordRun(stored.record, stored.file, false), candidate, policy).refusals.length === 0,
  );
  return comparable.length > 0 ? comparable : valued;
}

/** A record a selector picked, and for `best` how many records it was the best of (1 for any other pick). */
type PickedRecord = StoredRecord & { among: number };

/**
 * The record a selector picks among a series (oldest first), or an `InputError` saying why there is none. A run whose
 * every sample errored is never picked: its 0% is no score. `best` with a `candidate` picks among the records its
 * settings can be compared with (`bestOf`).
 */
export function pickAnchor(
  series: readonly StoredRecord[],
  spec: AnchorSpec,
  options: GateOptions,
  candidate?: RunResults,
): PickedRecord {
  const where = anchorWhere(spec);
  const kept = spec.window === undefined ? series : series.slice(-spec.window);
  const name = quoted(series[0]!.record.name, 60);
  const { sample } = recordWords(...series.map((stored) => stored.record));
  // SWE-bench's error_ids also hold patches that did not apply: its 0% is not taken as a score, rather than none.
  const { tag, noScore } = erroredWords(recordErrors(...series.map(({ record }) => record)));
  const { pick } = spec;
  if (pick.kind === 'oldest' || pick.kind === 'latest' || pick.kind === 'best') {
    const scored = withScore(kept);
    if (scored.length === 0) {
      const runs =
        kept.length === series.length
          ? 'each run'
          : kept.length === 1
            ? 'the last run'
            : `each of the last ${kept.length} runs`;
      // Within a window, records before it may have a score.
      const wider = kept.length === series.length ? '' : '; widen the window (window:N) or drop it';
      throw new InputError(
        `${where}: every ${sample} errored in ${runs} of the series ${name}${tag}: ` +
          `${tag === '' ? 'none has a score' : 'none is taken as a score'} to compare with${wider}`,
      );
    }
    if (pick.kind === 'oldest') return { ...scored[0]!, among: 1 };
    if (pick.kind === 'latest') return { ...scored[scored.length - 1]!, among: 1 };
    const valued = bestOf(scored, options, candidate);
    if (valued.length === 0) {
      throw new InputError(
        `${where}: no record of the series ${name} has ${metricLabel(options.metric, options.k, options.submit)}: ` +
          [...new Set(scored.map((stored) => noValueReason(stored, options)))].join('; '),
      );
    }
    // The first of the highest: the oldest where values tie.
    return { ...valued.reduce((best, next) => (next.value > best.value ? next : best)).stored, among: valued.length };
  }
  let found: StoredRecord[] = [];
  if (pick.kind === 'commit') found = kept.filter((r) => r.record.commit.startsWith(pick.commit));
  if (pick.kind === 'ref') {
    // A short ref matches its tag and its branch; a full one also the records that name it short (`--ref main`).
    const short = pick.ref.replace(/^refs\/(tags|heads)\//, '');
    const refs = pick.ref === short ? [short, `refs/tags/${short}`, `refs/heads/${short}`] : [pick.ref, short];
    found = kept.filter((r) => refs.includes(r.record.ref ?? ''));
  }
  const commits = [...new Set(found.map((r) => r.record.commit))];
  if (found.length === 0) {
    // The window is said first ("none of the last 2 records"), so the pick is described without it.
    const at = `${describePick({ ...spec, window: undefined })}${pick.kind === 'ref' ? refsAdvice(kept) : ''}`;
    const none =
      kept.length === series.length
        ? `no record of the series ${name} is at ${at}`
        : kept.length === 1
          ? `the last record of the series ${name} is not at ${at}`
          : `none of the last ${kept.length} records of the series ${name} is at ${at}`;
    throw new InputError(`${where}: ${none}`);
  }
  if (pick.kind === 'commit' && commits.length > 1) {
    throw new InputError(
      `${where}: commit ${pick.commit} is the start of ${commits.length} commits (${commits.map((c) => c.slice(0, 12)).join(', ')}): give more of it`,
    );
  }
  // A ref recorded more than once (a branch): its latest run with a score.
  const picked = withScore(found).at(-1);
  if (picked === undefined) {
    const at = describePick({ ...spec, window: undefined });
    const run = found.length === 1 ? 'the run' : 'each run';
    throw new InputError(
      `${where}: every ${sample} errored in ${run} of the series ${name} at ${at}${tag}: ` +
        `${noScore} to compare with; pick another record`,
    );
  }
  return { ...picked, among: 1 };
}

/** The records but those whose every sample errored: their 0% is no score. */
function withScore(records: readonly StoredRecord[]): StoredRecord[] {
  return records.filter((r) => allErrored(r.record) === undefined);
}

/** The refs the records were recorded at, newest first, a few at most: what `ref:` can pick. */
function refsAdvice(kept: readonly StoredRecord[]): string {
  const refs = [...new Set(kept.flatMap((r) => (r.record.ref === undefined ? [] : [r.record.ref])).reverse())];
  if (refs.length === 0) return '; none of its records has a ref: pick by commit:SHA, oldest, best or latest';
  return `; its records are at ${shownList(refs, 5)}: pick one with ref:REF`;
}

/** How reports name an anchor: `anchor abc1234 (2026-11-02)`, its tag or commit and the day it was recorded. */
export function anchorTitle(record: StoredRecord['record'], among = 1): string {
  const best = among > 1 ? `, the best of ${among}` : '';
  return `anchor ${tagOf(record.ref) ?? record.commit.slice(0, 7)} (${record.time.slice(0, 10)}${best})`;
}

/**
 * The anchor's run for one check, from its store's records: the series chosen, the record picked, as a run named
 * by its model as any run is (`SERIES at abc1234` when it records none), with the title its check goes by. A record
 * whose model the candidate goes by is named by its series and commit too, so the two runs' names differ. A record
 * of the action's history branch is named by the branch (`passk-gate-history:records/FILE`), not by the fetched
 * copy's temporary folder, which is gone when the step ends. Null where the history branch has no series of the
 * check's yet (a check added since the branch began): the push to the default branch starts it.
 */
export function anchorFor(
  records: readonly StoredRecord[],
  spec: AnchorSpec,
  check: Pick<CheckRuns, 'candidate' | 'options' | 'name'>,
  shell?: Shell,
  hints?: OptionHints,
): AnchorRun | null {
  const { candidate, name, options } = check;
  if (spec.branch !== undefined && ownSeries(seriesNames(records), spec, candidate, name) === undefined) return null;
  const series = seriesOf(records, spec, candidate, name, options.allowMixedJudgement, shell, hints);
  const { record, file, among } = pickAnchor(series, spec, options, candidate);
  const run = recordRun(record, file, usesSamples(options.metric));
  const source = spec.branch === undefined ? file : `${spec.branch}:records/${basename(file)}`;
  // A model the candidate also goes by would name both runs alike (reports then fall back to their files).
  const model = record.model?.trim();
  const named = model && model !== runName(candidate) ? {} : { name: `${record.name} at ${record.commit.slice(0, 7)}` };
  return {
    run: { ...run, source, ...named },
    title: anchorTitle(record, among),
    record: { commit: record.commit, ref: record.ref ?? null, time: record.time, ...(among > 1 ? { among } : {}) },
  };
}

/**
 * `run`'s problems in `base`'s order when the two hold the same problems, in any order, with the same counts,
 * groups and samples; undefined when they do not.
 */
function sameProblemsInOrder(base: RunResults, run: RunResults): ProblemCounts[] | undefined {
  const byId = new Map(run.problems.map((q) => [q.id, q]));
  const ordered = base.problems.map((p) => byId.get(p.id));
  const same =
    base.problems.length === run.problems.length &&
    base.problems.every((p, i) => {
      const q = ordered[i];
      return (
        q !== undefined &&
        p.n === q.n &&
        p.c === q.c &&
        p.group === q.group &&
        isDeepStrictEqual(p.samples ?? null, q.samples ?? null)
      );
    });
  return same ? (ordered as ProblemCounts[]) : undefined;
}

/** An anchor's run, how its check is titled, and the record it is. */
export interface AnchorRun {
  run: RunResults;
  title: string;
  record: CheckAnchor;
}

/**
 * The checks with their drift checks: each check that has an anchor is renamed `NAME against the base` and
 * followed by `NAME against anchor abc1234 (DATE)`, the same candidate against the anchor's run. A lone
 * comparison's rows are `against the base` and `against anchor ...`. A check whose anchor is null (`anchorFor`) is
 * only renamed, as before the history branch exists (`inHistoryStore`): the report has the same shape.
 */
export function withAnchorChecks(
  checks: readonly CheckRuns[],
  anchors: readonly (AnchorRun | null | undefined)[],
): CheckRuns[] {
  return checks.flatMap((check, i) => {
    const anchor = anchors[i];
    if (anchor === undefined) return [check];
    const prefix = driftPrefix(check);
    const againstBase = { ...check, name: `${prefix}${AGAINST_THE_BASE}` };
    if (anchor === null) return [againstBase];
    // One candidate, one name: the drift check names it as the check against the base does.
    const candidate = { ...check.candidate, name: runNames(check.baseline, check.candidate).candidate };
    // An anchor that is the base's run again (`latest`, `ref:main`) repeats its check: tested jointly with it (its
    // problems in the base's order), the two count as one, where as two they would halve the level each is tested
    // at. A best pick keeps its own test, as the best of its records.
    const ordered = sameProblemsInOrder(check.baseline, anchor.run);
    const same = ordered !== undefined;
    const jointly = same && anchor.record.among === undefined;
    const joint = jointly
      ? (check.joint ?? `\u0000check ${i}`)
      : check.joint === undefined
        ? undefined
        : `${check.joint}\u0000${anchor.run.source}`;
    const repeats =
      "its record holds the base's results: this check repeats the check against the base" +
      (jointly ? ', tested jointly with it' : '');
    const run = same ? { ...anchor.run, problems: ordered, warnings: [...anchor.run.warnings, repeats] } : anchor.run;
    return [
      jointly ? { ...againstBase, joint } : againstBase,
      {
        ...check,
        name: `${prefix}against ${anchor.title}`,
        baseline: run,
        candidate,
        anchor: anchor.record,
        ...(joint === undefined ? {} : { joint }),
      },
    ];
  });
}

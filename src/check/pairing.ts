import { InputError } from '../common/errors.js';
import type { OptionHints } from '../common/hints.js';
import { listIds } from '../common/lists.js';
import type { ProblemCounts, ProblemsMode, RunResults } from '../common/types.js';
import { bothRanTrials, unitWords } from '../formats/detect.js';
import { idName } from '../io/value-text.js';
import { REFUSAL_IDS, type Refusal } from './refusal.js';

export interface AlignedProblems {
  baseline: ProblemCounts[];
  candidate: ProblemCounts[];
  /** Cluster key of each compared problem, or undefined when no problem has one. */
  groups?: (string | undefined)[];
  onlyBaseline: string[];
  onlyCandidate: string[];
  /** Both runs name their problems only by position (`#0`, `#1`, ...), so pairing them by id is by position. */
  byPosition?: boolean;
}

/**
 * The problems a pairing left out, naming only a side that has some: "2 only in the baseline and 1 only in the
 * candidate", or "2 only in the baseline".
 */
export function leftOutText(
  aligned: Pick<AlignedProblems, 'onlyBaseline' | 'onlyCandidate'>,
  baselineName = 'baseline',
): string {
  const sides: [number, string][] = [
    [aligned.onlyBaseline.length, baselineName],
    [aligned.onlyCandidate.length, 'candidate'],
  ];
  return sides
    .filter(([count]) => count > 0)
    .map(([count, side]) => `${count} only in the ${side}`)
    .join(' and ');
}

/** The problems of both runs paired by id, in the baseline's order, and the ids only one run has. */
function pairById(baseline: ProblemCounts[], candidate: ProblemCounts[]): AlignedProblems {
  // Two runs of one suite usually list it in one order (ids are unique within a run): then pairing needs no
  // lookup table.
  if (baseline.length === candidate.length && baseline.every((problem, i) => problem.id === candidate[i]!.id)) {
    return { baseline, candidate, onlyBaseline: [], onlyCandidate: [] };
  }
  const candidateById = new Map(candidate.map((problem) => [problem.id, problem]));
  const matchedBaseline: ProblemCounts[] = [];
  const matchedCandidate: ProblemCounts[] = [];
  const onlyBaseline: string[] = [];
  for (const problem of baseline) {
    const other = candidateById.get(problem.id);
    if (other === undefined) onlyBaseline.push(problem.id);
    else {
      matchedBaseline.push(problem);
      matchedCandidate.push(other);
    }
  }
  const baselineIds = new Set(baseline.map((p) => p.id));
  const onlyCandidate = candidate.filter((p) => !baselineIds.has(p.id)).map((p) => p.id);
  return { baseline: matchedBaseline, candidate: matchedCandidate, onlyBaseline, onlyCandidate };
}

/**
 * Why runs whose problems have only positions cannot be paired: one side has ids, or the lengths differ (then
 * no position means the same problem on both sides, so `intersect` does not apply either). Undefined when they
 * can be, or when neither run is positional.
 */
function positionalRefusal(
  baseline: RunResults,
  candidate: RunResults,
): { reason: string; refusal: Refusal } | undefined {
  if (!baseline.positional && !candidate.positional) return undefined;
  const counts = { baseline: baseline.problems.length, candidate: candidate.problems.length };
  if (!namedByPosition(baseline) || !namedByPosition(candidate)) {
    const [listed, named] = baseline.positional
      ? (['baseline', 'candidate'] as const)
      : (['candidate', 'baseline'] as const);
    return {
      reason:
        `the ${listed} names its problems only by position (an MLflow per_problem_c list) and the ${named} by id, ` +
        'so no problem can be paired: give both runs in the same form',
      refusal: { kind: 'positions-unpairable', ...counts, ids: named },
    };
  }
  if (counts.baseline === counts.candidate) return undefined;
  return {
    reason:
      `problems are paired by position (MLflow per_problem_c lists), which needs lists of equal length: the ` +
      `baseline lists ${counts.baseline} problems, the candidate ${counts.candidate}`,
    refusal: { kind: 'positions-unpairable', ...counts, ids: null },
  };
}

/** Whether a run's problems are known by position: a list, or a list converted to a file (ids `#0`, `#1`, ...). */
function namedByPosition(run: RunResults): boolean {
  return run.positional === true || run.problems.every((problem, i) => problem.id === `#${i}`);
}

/** The warning on problems without a group among grouped ones: each is counted as a group of its own. */
export function ungroupedWarnings(groups: readonly (string | undefined)[]): string[] {
  const ungrouped = groups.filter((group) => group === undefined).length;
  if (ungrouped === 0 || ungrouped === groups.length) return [];
  return [`${ungrouped} of ${groups.length} problems carry no group: each is counted as a group of its own`];
}

/**
 * Warnings on groups given only in part: problems without a key, each counted as a group of its own (which a
 * forgotten key makes look like many independent groups), and keys that one run gives and the other does not
 * (used for both runs: the groups are the suite's, and a harness may not record them).
 */
function groupWarnings(
  baseline: readonly ProblemCounts[],
  candidate: readonly ProblemCounts[],
  groups: readonly (string | undefined)[],
  baselineRun: RunResults,
  candidateRun: RunResults,
): string[] {
  const warnings = ungroupedWarnings(groups);
  const onlyIn = (side: readonly ProblemCounts[], other: readonly ProblemCounts[]) =>
    side.filter((problem, i) => problem.group !== undefined && other[i]!.group === undefined).length;
  for (const [count, giving, lacking] of [
    [onlyIn(baseline, candidate), baselineRun.source, candidateRun.source],
    [onlyIn(candidate, baseline), candidateRun.source, baselineRun.source],
  ] as const) {
    if (count === 0) continue;
    warnings.push(
      `${count === 1 ? '1 problem has' : `${count} problems have`} a group in ${giving} but none in ${lacking}: ` +
        'the group is used for both runs',
    );
  }
  return warnings;
}

/**
 * Pairs the problems of both runs by id, in the baseline's order (a drift check's `baselineName` is the anchor).
 * `strict`: any problem on one side only is a refusal reason; `intersect`: those problems are dropped (and
 * counted). A problem's cluster key comes from whichever side gives one (with a warning when only one side does);
 * two different keys for one id are an `InputError`; problems without a key among grouped ones are groups of their
 * own (with a warning). Runs that name problems only by position pair by position, when both do and their lengths
 * are equal, with a warning that says so.
 */
export function alignProblems(
  baseline: RunResults,
  candidate: RunResults,
  mode: ProblemsMode,
  baselineName: 'baseline' | 'anchor' = 'baseline',
): { aligned: AlignedProblems; reasons: string[]; refusals: Refusal[]; warnings: string[] } {
  const byPosition = positionalRefusal(baseline, candidate);
  if (byPosition !== undefined) {
    const aligned = { baseline: [], candidate: [], onlyBaseline: [], onlyCandidate: [] };
    return { aligned, reasons: [byPosition.reason], refusals: [byPosition.refusal], warnings: [] };
  }
  const aligned = pairById(baseline.problems, candidate.problems);
  const warnings: string[] = [];
  if (baseline.positional || candidate.positional) {
    aligned.byPosition = true;
    warnings.push(
      `problems were paired by position (#0 to #${baseline.problems.length - 1}: MLflow per_problem_c lists have ` +
        'no ids), which is right only if both runs list the same problems in the same order',
    );
  }
  const { baseline: matchedBaseline, candidate: matchedCandidate, onlyBaseline, onlyCandidate } = aligned;
  if (matchedBaseline.some((b, i) => b.group !== undefined || matchedCandidate[i]!.group !== undefined)) {
    const differ = matchedBaseline.flatMap((b, i) => {
      const c = matchedCandidate[i]!;
      return b.group !== undefined && c.group !== undefined && b.group !== c.group ? [[b, c] as const] : [];
    });
    if (differ.length > 0) {
      const [b, c] = differ[0]!;
      const more = differ.length - 1;
      const others = more === 0 ? '' : ` (${more} more ${more === 1 ? 'problem differs' : 'problems differ'})`;
      throw new InputError(
        `problem ${JSON.stringify(b.id)} is in group ${JSON.stringify(b.group)} in ${baseline.source} but in group ` +
          `${JSON.stringify(c.group)} in ${candidate.source}${others}: give each problem the same group in both ` +
          "runs, or drop the group field from one run's file to use the other's groups for both",
      );
    }
    aligned.groups = matchedBaseline.map((b, i) => b.group ?? matchedCandidate[i]!.group);
    warnings.push(...groupWarnings(matchedBaseline, matchedCandidate, aligned.groups, baseline, candidate));
  }
  const reasons: string[] = [];
  const refusals: Refusal[] = [];
  const { problem } = unitWords(bothRanTrials(baseline, candidate));
  const parts = [];
  const named = (ids: readonly string[]) => listIds(ids.map((id) => idName(id, problem)));
  if (onlyBaseline.length > 0)
    parts.push(`${onlyBaseline.length} only in the ${baselineName} (${named(onlyBaseline)})`);
  if (onlyCandidate.length > 0) parts.push(`${onlyCandidate.length} only in the candidate (${named(onlyCandidate)})`);
  const examples = {
    baseline_ids: onlyBaseline.slice(0, REFUSAL_IDS),
    candidate_ids: onlyCandidate.slice(0, REFUSAL_IDS),
  };
  if (matchedBaseline.length === 0) {
    reasons.push(`the runs have no ${problem} in common: ${parts.join(', ')}`);
    refusals.push({ kind: 'no-common-problems', ...examples });
  } else if (parts.length > 0 && mode === 'strict') {
    reasons.push(`${problem} sets differ: ${parts.join(', ')}; ${matchedBaseline.length} ${problem}s are in both`);
    refusals.push({
      kind: 'problems-differ',
      shared: matchedBaseline.length,
      only_baseline: onlyBaseline.length,
      only_candidate: onlyCandidate.length,
      ...examples,
    });
  }
  return { aligned, reasons, refusals, warnings };
}

/** The fewest and the most samples (n) any problem has (a loop: spreading a million values into Math.min overflows the stack). */
export function sampleRange(problems: readonly { n: number }[]): [number, number] {
  let least = Infinity;
  let most = 0;
  for (let i = 0; i < problems.length; i++) {
    least = Math.min(least, problems[i]!.n);
    most = Math.max(most, problems[i]!.n);
  }
  return [least, most];
}

/**
 * The fix for a k above some problem's samples: the largest k the samples of `problems` allow, as the caller sets
 * it (`use --k 20`); none without hints, or when n@k would submit more samples than that.
 */
export function largestKFix(
  problems: readonly { n: number }[],
  submit: number,
  hints: OptionHints | undefined,
  verb = 'use',
): string | undefined {
  const fewest = sampleRange(problems)[0];
  return hints !== undefined && fewest >= submit ? `${verb} ${hints.set('k', fewest)}` : undefined;
}

/**
 * Every problem must have at least k samples: with n < k pass@k is not estimable (the reference code returns
 * 1.0 there). Lists the offending problems of one run in an `InputError` that names the metric as requested
 * (`metric`, e.g. "1@25 (by score)"; pass@k by default). An agent's run (`trials`) speaks of tasks and trials; a
 * drift check's anchor (`record`) is told to pick another record; `smaller` says how to lower k.
 */
export function checkSampleBudget(
  problems: readonly ProblemCounts[],
  k: number,
  source: string,
  metric = `pass@${k}`,
  trials = false,
  record = false,
  smaller = 'use a smaller k',
): void {
  const short = problems.filter((p) => p.n < k);
  if (short.length === 0) return;
  const smallest = short.reduce((least, p) => Math.min(least, p.n), Infinity);
  const { problem, sample } = unitWords(trials);
  const samples = `${sample}s`;
  const rerun = trials ? 'run more trials' : 'generate more samples';
  // A drift check's anchor is a history record, which is never rewritten: another record is the fix.
  const more = record
    ? `anchor on a record of a run with at least ${k} ${samples} per ${problem} (pick it with the anchor selector ` +
      'commit:SHA or ref:REF): a record is never rewritten'
    : rerun;
  throw new InputError(
    `${source}: ${short.length} ${problem}${short.length === 1 ? ' has' : 's have'} fewer ${samples} than k = ${k} ` +
      `(smallest n = ${smallest}): ${listIds(short.map((p) => `${idName(p.id, problem)} (n=${p.n})`))}; ` +
      `${metric} cannot be estimated from fewer than ${k} ${samples}, so ${smaller} or ${more}`,
  );
}

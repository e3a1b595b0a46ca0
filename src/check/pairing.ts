import { InputError } from '../common/errors.js';
import { listIds } from '../common/ids.js';
import type { ProblemCounts, ProblemsMode, RunResults } from '../common/types.js';
import { REFUSAL_IDS, type Refusal } from './refusal.js';

export interface AlignedProblems {
  baseline: ProblemCounts[];
  candidate: ProblemCounts[];
  /** Cluster key of each compared problem, or undefined when no problem has one. */
  groups?: (string | undefined)[];
  onlyBaseline: string[];
  onlyCandidate: string[];
}

/** Whether both runs list the same ids in the same order (ids are unique within a run). */
function sameIdsInOrder(baseline: readonly ProblemCounts[], candidate: readonly ProblemCounts[]): boolean {
  if (baseline.length !== candidate.length) return false;
  for (let i = 0; i < baseline.length; i++) if (baseline[i]!.id !== candidate[i]!.id) return false;
  return true;
}

/** The problems of both runs paired by id, in the baseline's order, and the ids only one run has. */
function pairById(baseline: ProblemCounts[], candidate: ProblemCounts[]): AlignedProblems {
  // Two runs of one suite usually list it in one order: then pairing needs no lookup table.
  if (sameIdsInOrder(baseline, candidate)) return { baseline, candidate, onlyBaseline: [], onlyCandidate: [] };
  const candidateById = new Map<string, ProblemCounts>();
  for (const problem of candidate) candidateById.set(problem.id, problem);
  const matchedBaseline: ProblemCounts[] = [];
  const matchedCandidate: ProblemCounts[] = [];
  const onlyBaseline: string[] = [];
  for (const problem of baseline) {
    const other = candidateById.get(problem.id);
    if (other === undefined) {
      onlyBaseline.push(problem.id);
      continue;
    }
    matchedBaseline.push(problem);
    matchedCandidate.push(other);
  }
  const baselineIds = new Set(baseline.map((p) => p.id));
  const onlyCandidate = candidate.filter((p) => !baselineIds.has(p.id)).map((p) => p.id);
  return { baseline: matchedBaseline, candidate: matchedCandidate, onlyBaseline, onlyCandidate };
}

/**
 * Pairs the problems of both runs by id, in the baseline's order. `strict`: any problem on one side only is a
 * refusal reason; `intersect`: those problems are dropped (and counted). A problem's cluster key comes from
 * whichever side gives one; two different keys for one id are an `InputError`.
 */
export function alignProblems(
  baseline: RunResults,
  candidate: RunResults,
  mode: ProblemsMode,
): { aligned: AlignedProblems; reasons: string[]; refusals: Refusal[] } {
  const aligned = pairById(baseline.problems, candidate.problems);
  const { baseline: matchedBaseline, candidate: matchedCandidate, onlyBaseline, onlyCandidate } = aligned;
  let anyGroup = false;
  for (let i = 0; i < matchedBaseline.length && !anyGroup; i++) {
    anyGroup = matchedBaseline[i]!.group !== undefined || matchedCandidate[i]!.group !== undefined;
  }
  if (anyGroup) {
    aligned.groups = matchedBaseline.map((b, i) => {
      const c = matchedCandidate[i]!;
      if (b.group !== undefined && c.group !== undefined && b.group !== c.group) {
        throw new InputError(
          `problem ${JSON.stringify(b.id)} is in group ${JSON.stringify(b.group)} in ${baseline.source} ` +
            `but in group ${JSON.stringify(c.group)} in ${candidate.source}`,
        );
      }
      return b.group ?? c.group;
    });
  }
  const reasons: string[] = [];
  const refusals: Refusal[] = [];
  const differs = onlyBaseline.length > 0 || onlyCandidate.length > 0;
  if (matchedBaseline.length === 0) {
    reasons.push('the runs have no problem in common');
    refusals.push({ kind: 'no-common-problems' });
  } else if (differs && mode === 'strict') {
    const parts = [];
    if (onlyBaseline.length > 0) parts.push(`${onlyBaseline.length} only in the baseline (${listIds(onlyBaseline)})`);
    if (onlyCandidate.length > 0)
      parts.push(`${onlyCandidate.length} only in the candidate (${listIds(onlyCandidate)})`);
    reasons.push(
      `problem sets differ: ${parts.join(', ')}; use --problems intersect to compare the ` +
        `${matchedBaseline.length} problems they share`,
    );
    refusals.push({
      kind: 'problems-differ',
      shared: matchedBaseline.length,
      only_baseline: onlyBaseline.length,
      only_candidate: onlyCandidate.length,
      baseline_ids: onlyBaseline.slice(0, REFUSAL_IDS),
      candidate_ids: onlyCandidate.slice(0, REFUSAL_IDS),
    });
  }
  return { aligned, reasons, refusals };
}

/**
 * Every problem must have at least k samples: with n < k pass@k is not estimable (the reference code returns
 * 1.0 there). Lists the offending problems of one run in an `InputError`.
 */
export function checkSampleBudget(problems: readonly ProblemCounts[], k: number, source: string): void {
  const short = problems.filter((p) => p.n < k);
  if (short.length === 0) return;
  const smallest = short.reduce((least, p) => Math.min(least, p.n), Infinity);
  throw new InputError(
    `${source}: ${short.length} problem${short.length === 1 ? ' has' : 's have'} fewer samples than k = ${k} ` +
      `(smallest n = ${smallest}): ${listIds(short.map((p) => `${p.id} (n=${p.n})`))}; ` +
      `pass@${k} cannot be estimated from fewer than ${k} samples, so lower --k or generate more samples`,
  );
}

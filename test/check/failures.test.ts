import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../src/config/options.js';
import { baselineFailureWarnings, failureWarnings } from '../../src/check/failures.js';
import { ranTrials } from '../../src/formats/detect.js';
import { compareRuns } from '../support/comparisons.js';
import type { ProblemCounts, RunResults } from '../../src/common/types.js';

const options = parseOptions({ resamples: '200', 'match-config': '' });

function run(source: string, problems: ProblemCounts[]): RunResults {
  return { source, format: 'humaneval', config: {}, configSources: {}, problems, warnings: [] };
}

/** 30 problems of n = 10, c = 5, with `timeouts` and `errors` failures on each (undefined: not recorded). */
function side(source: string, timeouts?: number, errors?: number): RunResults {
  return run(
    source,
    Array.from({ length: 30 }, (_, i) => ({
      id: `P/${i}`,
      n: 10,
      c: 5,
      ...(timeouts !== undefined ? { timeouts } : {}),
      ...(errors !== undefined ? { errors } : {}),
    })),
  );
}

/** `side`'s 30 problems, each with c passes and `timeouts` timeouts. */
const moved = (source: string, c: number, timeouts: number) =>
  run(
    source,
    side(source).problems.map((p) => ({ ...p, c, timeouts })),
  );

const sandboxWarnings = (baseline: RunResults, candidate: RunResults, fell = true) =>
  failureWarnings(baseline.problems, candidate.problems, { trials: false, fell });

const reportWarnings = (baseline: RunResults, candidate: RunResults) =>
  compareRuns(baseline, candidate, options).warnings.filter((w) => /^(timeouts|infrastructure errors|errors)/.test(w));

describe('timeouts and infrastructure errors per side', () => {
  it('warns when the candidate has more timeouts or errors per sample than the baseline', () => {
    expect(sandboxWarnings(side('base', 0, 0), side('cand', 1, 2))).toEqual([
      'timeouts rose from 0 in 300 samples (baseline) to 30 in 300 (candidate); part of a drop may be a slow or flaky sandbox rather than the model; check the failed samples',
      'infrastructure errors rose from 0 in 300 samples (baseline) to 60 in 300 (candidate); part of a drop may be a slow or flaky sandbox rather than the model; check the failed samples',
    ]);
  });

  it('says nothing when they stay level or fall, or when the candidate records none', () => {
    expect(sandboxWarnings(side('base', 1, 1), side('cand', 1, 0))).toEqual([]);
    expect(sandboxWarnings(side('base', 2), side('cand'))).toEqual([]);
    // None in the candidate is nothing to warn of, whether or not the baseline's file records them.
    expect(sandboxWarnings(side('base'), side('cand', 0, 0))).toEqual([]);
  });

  it('compares rates, not counts, when the sides drew different numbers of samples', () => {
    const bigBaseline = run(
      'base',
      side('base', 2).problems.map((p) => ({ ...p, n: 20, c: 10, timeouts: 2 })),
    );
    expect(sandboxWarnings(bigBaseline, side('cand', 1))).toEqual([]);
  });

  it('warns when only the candidate records them and it has some', () => {
    expect(sandboxWarnings(side('base'), side('cand', 1))).toEqual([
      "timeouts: the candidate has 30 in 300 samples and the baseline's file does not record them; part of a drop may be a slow or flaky sandbox rather than the model; check the failed samples",
    ]);
  });

  it("says trials for an agent's runs, and speaks of a drop only when the metric fell", () => {
    const agent = (source: string, errors: number, swing = 0) => {
      const run = side(source, undefined, errors);
      // Half the tasks gain `swing` passes and half lose them: the metric does not move, the interval is wide.
      const problems = run.problems.map((p, i) => ({ ...p, c: p.c + (i % 2 === 0 ? swing : -swing) }));
      return { ...run, problems, format: 'terminalbench' };
    };
    const report = compareRuns(agent('base', 0), agent('cand', 1, 3), options);
    expect(report.verdict).toBe('inconclusive');
    expect(report.delta!.value).toBe(0);
    expect(reportWarnings(agent('base', 0), agent('cand', 1, 3))).toEqual([
      'infrastructure errors rose from 0 in 300 trials (baseline) to 30 in 300 (candidate); each counts as a ' +
        'failed trial but may be a flaky sandbox or harness rather than the model; check the failed trials',
    ]);
    // An agent's timeout is its step or time limit, which it reaches itself by looping: not put on the sandbox alone.
    const limited = (source: string, timeouts: number) => ({ ...side(source, timeouts), format: 'taubench' });
    expect(
      failureWarnings(limited('base', 0).problems, limited('cand', 1).problems, { trials: true, fell: true }),
    ).toEqual([
      'timeouts rose from 0 in 300 trials (baseline) to 30 in 300 (candidate); part of a drop may be the step or ' +
        'time limit, which the agent reaches by looping or stalling, or a slow sandbox; check the failed trials',
    ]);
    expect(sandboxWarnings(side('base', 0), side('cand', 1), false)).toEqual([
      'timeouts rose from 0 in 300 samples (baseline) to 30 in 300 (candidate); each counts as a failed sample ' +
        'but may be a slow or flaky sandbox rather than the model; check the failed samples',
    ]);
    expect(ranTrials({ format: 'swebench + terminalbench' })).toBe(true);
    expect(ranTrials({ format: 'swebench + humaneval' })).toBe(false);
  });

  it("says what SWE-bench's error_ids are: patches that did not apply as well as the harness failing", () => {
    // run_evaluation lists an instance in error_ids when it wrote no report for it: the patch did not apply, the
    // tests timed out, or the container or image broke. Only the last is the harness's alone.
    const sweBench = (source: string, c: number, errors: number) => ({
      ...run(
        source,
        side(source).problems.map((p) => ({ ...p, n: 1, c, errors })),
      ),
      format: 'swebench',
    });
    const base = sweBench('base', 1, 0);
    expect(compareRuns(base, sweBench('cand', 0, 1), options).verdict).toBe('regression');
    const [rose] = reportWarnings(base, sweBench('cand', 0, 1));
    expect(rose).toBe(
      "errors (SWE-bench's error_ids: the patch did not apply, the tests timed out or the harness failed) rose " +
        'from 0 in 30 trials (baseline) to 30 in 30 (candidate); part of a drop may be the harness rather than ' +
        "the model (a patch that did not apply is the model's); check the failed trials",
    );
    expect(rose).not.toContain('infrastructure');
    // The baseline's errors, where the candidate is not worse: the same words.
    const [fell] = reportWarnings(sweBench('base', 0, 1), sweBench('cand', 1, 0));
    expect(fell).toMatch(/^errors \(SWE-bench's error_ids: the patch did not apply, .* fell from 30 in 30 trials/);
    expect(fell).toContain("the baseline's may be the harness rather than the model (a patch that did not apply");
  });

  it('reaches the report only where it bears on the verdict: on a drop, not on an improvement', () => {
    const base = moved('base', 5, 0);
    expect(compareRuns(base, moved('cand', 2, 3), options).verdict).toBe('regression');
    expect(reportWarnings(base, moved('cand', 2, 3))).toHaveLength(1);
    expect(compareRuns(base, moved('cand', 8, 1), options).verdict).toBe('improvement');
    expect(reportWarnings(base, moved('cand', 8, 1))).toEqual([]);
    expect(reportWarnings(base, moved('cand', 5, 1))).toEqual([]);
  });

  it("warns where the candidate is not worse of the baseline's timeouts and errors, which lower its score", () => {
    // Every baseline failure a timeout: the candidate's 3-pass lead may be the baseline's sandbox.
    const flaky = moved('base', 5, 5);
    expect(compareRuns(flaky, moved('cand', 8, 0), options).verdict).toBe('improvement');
    expect(reportWarnings(flaky, moved('cand', 8, 0))).toEqual([
      "timeouts fell from 150 in 300 samples (baseline) to 0 in 300 (candidate); the baseline's may be a slow or " +
        'flaky sandbox rather than the model, which lowers its score and flatters the candidate; check the ' +
        "baseline's failed samples",
    ]);
    expect(compareRuns(flaky, moved('cand', 5, 0), options).verdict).toBe('no-regression');
    expect(reportWarnings(flaky, moved('cand', 5, 0))).toHaveLength(1);
    // Rates, not counts; level or rising, and a side that records none, say nothing of the baseline.
    expect(baselineFailureWarnings(flaky.problems, moved('cand', 5, 5).problems, { trials: false })).toEqual([]);
    expect(baselineFailureWarnings(flaky.problems, side('cand').problems, { trials: false })).toEqual([]);
    // A drop is the candidate's failures' to explain, not the baseline's.
    expect(compareRuns(flaky, moved('cand', 2, 0), options).verdict).toBe('regression');
    expect(reportWarnings(flaky, moved('cand', 2, 0))).toEqual([]);
  });
});

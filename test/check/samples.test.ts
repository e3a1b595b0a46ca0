import { describe, expect, it } from 'vitest';
import { checkPerSampleData } from '../../src/check/samples.js';
import type { ProblemCounts, RunResults } from '../../src/common/types.js';

function run(format: string): RunResults {
  return { source: 'r.json', format, config: {}, configSources: {}, problems: [], warnings: [] };
}

const scored: ProblemCounts = {
  id: 'a',
  n: 2,
  c: 1,
  samples: [
    { pass: true, score: 1 },
    { pass: false, score: 0 },
  ],
};
const partly: ProblemCounts = { id: 'b', n: 2, c: 1, samples: [{ pass: true, score: 1 }, { pass: false }] };
const bare: ProblemCounts = { id: 'c', n: 2, c: 1 };

describe('checkPerSampleData', () => {
  it('lets through what the metric needs, and every run for pass@k and pass^k', () => {
    expect(() => checkPerSampleData([scored], 'n@k', run('passk'))).not.toThrow();
    expect(() => checkPerSampleData([bare], 'pass@k', run('passk'))).not.toThrow();
    expect(() => checkPerSampleData([bare], 'pass^k', run('passk'))).not.toThrow();
  });

  it("names an agent's tasks as tasks and its trials as trials, a bare-number id after its word, as the other refusals of a run do", () => {
    const tasks = ['1', '2'].map((id): ProblemCounts => ({ id, n: 1, c: 0 }));
    expect(() => checkPerSampleData(tasks, 'n@k', run('taubench'))).toThrow(
      /^r\.json: n@k submits the highest-scored trials, but 2 tasks have no scored trials: task 1, task 2; taubench /,
    );
    expect(() => checkPerSampleData(tasks, 'pass-ratio@n', run('taubench'))).toThrow(
      /^r\.json: pass-ratio@n averages each trial's share of tests passed, but 2 tasks have no trials with test counts: /,
    );
    expect(() => checkPerSampleData([{ id: '7', n: 1, c: 0 }], 'n@k', run('inspect'))).toThrow(
      /but 1 problem has no scored samples: problem 7; /,
    );
    // What the harness records per trial; "per sample" names the passk-results/v1 field.
    expect(() => checkPerSampleData(tasks, 'n@k', run('swebench'))).toThrow(
      /; swebench files record no per-trial score; write the run as passk-results\/v1 with a "score" per sample$/,
    );
    expect(() => checkPerSampleData(tasks, 'pass-ratio@n', run('terminalbench'))).toThrow(
      /; terminalbench files record no per-trial test counts; write the run as passk-results\/v1 with "tests_passed" and "tests_total" per sample$/,
    );
  });

  it('names the problems with an unscored sample, and says what to give for the format', () => {
    expect(() => checkPerSampleData([scored, partly, bare], 'n@k', run('passk'))).toThrow(
      /^r\.json: n@k submits the highest-scored samples, but 2 problems have samples without a score: b, c; give every sample a "score" in the file$/,
    );
    expect(() => checkPerSampleData([bare], 'n@k', run('inspect'))).toThrow(
      /1 problem has no scored samples: c; name the field of each sample that holds it with --score-field NAME/,
    );
    expect(() => checkPerSampleData([bare], 'n@k', run('bigcodebench'))).toThrow(/with --score-field NAME/);
    expect(() => checkPerSampleData([bare], 'n@k', run('livecodebench'))).toThrow(
      /livecodebench files record no per-sample score/,
    );
  });

  it('says a passk-results file of counts only lists no samples, and where to get them', () => {
    // As convert writes a human-eval run read without --score-field: no samples, the harness in its judgement.
    const converted: RunResults = { ...run('passk'), judgement: { format: 'humaneval' } };
    expect(() => checkPerSampleData([scored, bare], 'n@k', converted)).toThrow(
      /^r\.json: n@k submits the highest-scored samples, but 1 problem has no samples in the file, only n and c: c; give each problem its "samples", each with a "score"; passk-gate convert writes them from the humaneval results file with --score-field NAME, /,
    );
    // No harness named, or one whose files hold no score: no convert to point at.
    expect(() => checkPerSampleData([bare], 'n@k', run('passk'))).toThrow(
      /; give each problem its "samples", each with a "score"$/,
    );
    const lcb: RunResults = { ...run('passk'), judgement: { format: 'livecodebench' } };
    expect(() => checkPerSampleData([bare], 'n@k', lcb)).toThrow(/each with a "score"$/);
    expect(() => checkPerSampleData([bare], 'pass-ratio@n', converted)).toThrow(
      /but 1 problem has no samples in the file, only n and c: c; give each problem its "samples", each with "tests_passed" and "tests_total" \(no harness file records them, so convert cannot write them\)$/,
    );
  });

  it('names the score field given, and whether it is null or missing on the rows without a score', () => {
    const named = (scoreGaps: RunResults['scoreGaps']): RunResults => ({
      ...run('humaneval'),
      problems: [scored, partly],
      scoreGaps,
    });
    const gaps = (nulls: number, missing: number) => named({ field: 'efficiency_score', null: nulls, missing });
    expect(() => checkPerSampleData([scored, partly], 'n@k', gaps(1, 0))).toThrow(
      /samples without a score: b; the score field efficiency_score is null on 1 sample row; name a field that holds a number on every row$/,
    );
    expect(() => checkPerSampleData([scored, partly], 'n@k', gaps(2, 1))).toThrow(
      /; the score field efficiency_score is null on 2 sample rows and missing from 1 sample row; /,
    );
    // On every row of the run: a name no row has.
    expect(() => checkPerSampleData([bare], 'n@k', gaps(0, 4))).toThrow(
      /1 problem has no scored samples: c; no sample row has a field efficiency_score$/,
    );
    expect(() => checkPerSampleData([bare], 'n@k', gaps(0, 4))).not.toThrow(/--score-field/);
  });

  it('names the problems without test counts for pass-ratio@n', () => {
    expect(() => checkPerSampleData([scored], 'pass-ratio@n', run('humaneval'))).toThrow(
      /1 problem has samples without tests_passed and tests_total: a; humaneval files record no per-sample test counts/,
    );
  });
});

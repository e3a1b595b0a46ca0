import { describe, expect, it } from 'vitest';
import { compareJudgements, judgementText } from '../../src/check/judgement.js';
import type { Judgement, RunResults } from '../../src/common/types.js';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { compareRuns } from '../support/comparisons.js';

const CONFIG = { temperature: 0, top_p: 1, n: 1, max_tokens: 512 };

function run(judgement: Judgement | undefined, passes: number[] = [1, 0, 1, 1, 0, 1]): RunResults {
  return {
    source: 'run.json',
    format: judgement?.format ?? 'passk',
    config: CONFIG,
    configSources: { temperature: 'file', top_p: 'file', n: 'file', max_tokens: 'file' },
    problems: passes.map((c, i) => ({ id: `HumanEval/${i}`, n: 1, c })),
    warnings: [],
    ...(judgement !== undefined ? { judgement } : {}),
  };
}

const HASH = '84f4b93a1270b492e4c54d5212da7a5b';
const evalplusPlus: Judgement = { format: 'evalplus', criterion: 'plus', dataset: HASH };

describe('compareJudgements', () => {
  it('finds runs judged alike the same, whatever the key order', () => {
    const reordered: Judgement = { dataset: HASH, criterion: 'plus', format: 'evalplus' };
    expect(compareJudgements(run(evalplusPlus), run(reordered), false)).toEqual({
      match: 'same',
      reasons: [],
      refusals: [],
      warnings: [],
    });
  });

  it.each([
    ['the harness', evalplusPlus, { format: 'humaneval' }, 'harness differs'],
    ['the criterion', evalplusPlus, { ...evalplusPlus, criterion: 'base' }, 'criterion differs'],
    ['the dataset version', evalplusPlus, { ...evalplusPlus, dataset: 'e4d8f0c5' }, 'dataset differs'],
    [
      'harness and dataset',
      evalplusPlus,
      { format: 'lm-eval', criterion: 'plus', dataset: 'humaneval' },
      'harness and dataset differ',
    ],
  ])('refuses runs judged by a different %s, saying what differs', (_name, base, cand, what) => {
    const check = compareJudgements(run(base), run(cand), false);
    expect(check.match).toBe('differs');
    expect(check.warnings).toEqual([]);
    expect(check.reasons).toHaveLength(1);
    expect(check.reasons[0]).toContain(`passes were judged differently (${what}): `);
    // A reason is read on every surface: each report's fix names the flag or the input.
    expect(check.reasons[0]).not.toMatch(/allow-mixed|--|input/);
  });

  it('names both judgements in the refusal', () => {
    const [reason] = compareJudgements(run(evalplusPlus), run({ format: 'humaneval' }), false).reasons;
    expect(reason).toBe(
      `passes were judged differently (harness differs): the baseline's passes were judged by evalplus (criterion ` +
        `plus, dataset ${HASH}), the candidate's by humaneval; a pass means something else on each side`,
    );
  });

  it('turns the refusal into a warning when mixed judgement is allowed', () => {
    const check = compareJudgements(run(evalplusPlus), run({ format: 'humaneval' }), true);
    expect(check.reasons).toEqual([]);
    expect(check.warnings).toEqual([
      `mixed judgement (harness differs): the baseline's passes were judged by evalplus (criterion plus, dataset ` +
        `${HASH}), the candidate's by humaneval; allowed, though the difference mixes the models with the tests`,
    ]);
  });

  it('warns, without refusing, when a field is recorded on one side only', () => {
    const check = compareJudgements(run({ format: 'evalplus', criterion: 'plus' }), run(evalplusPlus), false);
    expect(check.match).toBe('unknown');
    expect(check.reasons).toEqual([]);
    expect(check.warnings[0]).toMatch(/^only the candidate records its dataset \(.*\): cannot tell whether both/);
  });

  it("calls BigCodeBench's dataset its suite, as the reports' runs table does", () => {
    const suite = (dataset?: string): Judgement => ({ format: 'bigcodebench', ...(dataset ? { dataset } : {}) });
    const oneSided = compareJudgements(run(suite()), run(suite('bigcodebench-hard-instruct')), false);
    expect(oneSided.warnings).toEqual([
      "only the candidate records its suite (the baseline's passes were judged by bigcodebench, the candidate's by " +
        'bigcodebench (suite bigcodebench-hard-instruct)): cannot tell whether both were judged by the same tests',
    ]);
    const differing = compareJudgements(
      run(suite('bigcodebench-full-complete')),
      run(suite('bigcodebench-hard-instruct')),
      false,
    );
    expect(differing.reasons[0]).toMatch(/^passes were judged differently \(suite differs\): /);
  });

  it('calls a τ-bench or τ²-bench criterion its user simulator, in the refusal and in the warnings', () => {
    const tau = (criterion?: string): Judgement => ({ format: 'taubench', ...(criterion ? { criterion } : {}) });
    const differing = compareJudgements(run(tau('user:gpt-4o:llm')), run(tau('user:grok-4:llm')), false);
    expect(differing.reasons).toEqual([
      "passes were judged differently (user simulator differs): the baseline's passes were judged by taubench " +
        "(user simulator user:gpt-4o:llm), the candidate's by taubench (user simulator user:grok-4:llm); a pass " +
        'means something else on each side',
    ]);
    expect(compareJudgements(run(tau()), run(tau('user:grok-4:llm')), false).warnings[0]).toMatch(
      /^only the candidate records its user simulator \(/,
    );
  });

  it('warns, without refusing, when one side records no judgement (a canonical file from a script)', () => {
    const check = compareJudgements(run(undefined), run(evalplusPlus), false);
    expect(check.match).toBe('unknown');
    expect(check.reasons).toEqual([]);
    expect(check.warnings).toEqual([
      'the baseline does not record how its passes were judged (a passk-results/v1 file without "judgement"); ' +
        `the candidate's were judged by evalplus (criterion plus, dataset ${HASH}): make sure both were judged by ` +
        'the same tests',
    ]);
  });

  it("calls an MLflow run's per_problem_c list what it is, on either side, not a passk-results/v1 file", () => {
    const list: RunResults = { ...run(undefined), format: 'mlflow' };
    expect(compareJudgements(list, run({ format: 'humaneval' }), false).warnings).toEqual([
      "the baseline does not record how its passes were judged (an MLflow run's per_problem_c list); " +
        "the candidate's were judged by humaneval: make sure both were judged by the same tests",
    ]);
    expect(compareJudgements(run({ format: 'humaneval' }), list, false).warnings[0]).toMatch(
      /^the candidate does not record how its passes were judged \(an MLflow run's per_problem_c list\); /,
    );
  });

  it("calls the baseline as the caller names it (a drift check's is the anchor)", () => {
    const silent = compareJudgements(run({ format: 'humaneval' }), run(undefined), false, 'anchor');
    expect(silent.warnings).toEqual([
      'the candidate does not record how its passes were judged (a passk-results/v1 file without "judgement"); ' +
        "the anchor's were judged by humaneval: make sure both were judged by the same tests",
    ]);
    const [reason] = compareJudgements(run(evalplusPlus), run({ format: 'humaneval' }), false, 'anchor').reasons;
    expect(reason).toContain("the anchor's passes were judged by evalplus");
    const oneSided = compareJudgements(
      run(evalplusPlus),
      run({ format: 'evalplus', criterion: 'plus' }),
      false,
      'anchor',
    );
    expect(oneSided.warnings[0]).toMatch(/^only the anchor records its dataset \(the anchor's passes/);
  });

  it('says nothing when neither side records one', () => {
    expect(compareJudgements(run(undefined), run(undefined), false)).toEqual({
      match: 'unrecorded',
      reasons: [],
      refusals: [],
      warnings: [],
    });
  });

  it('takes an empty name as not recorded', () => {
    expect(compareJudgements(run({ format: 'lm-eval', criterion: '' }), run({ format: 'lm-eval' }), false).match).toBe(
      'same',
    );
  });

  it('quotes and cuts names from files', () => {
    const text = judgementText({ format: 'evalplus', criterion: 'plus', dataset: `x\n${'y'.repeat(10_000)}` });
    expect(text).not.toContain('\n');
    expect(text.length).toBeLessThan(80);
  });
});

describe('judgement in the gate', () => {
  it('refuses first thing, before the config and problem checks', () => {
    const report = compareRuns(run(evalplusPlus), run({ format: 'humaneval' }), DEFAULT_OPTIONS);
    expect(report.verdict).toBe('refused');
    expect(report.reasons[0]).toMatch(/^passes were judged differently \(harness differs\)/);
    expect(report.judgement).toEqual({ match: 'differs', allowed_mixed: false });
    expect(report.baseline.judgement).toEqual(evalplusPlus);
    expect(report.candidate.judgement).toEqual({ format: 'humaneval' });
  });

  it('compares when allowed, with the mixed judgement as the first warning', () => {
    const base = run(evalplusPlus, [1, 1, 0, 1, 0, 1, 1, 0]);
    const cand = run({ format: 'humaneval' }, [1, 0, 0, 1, 1, 1, 0, 0]);
    const report = compareRuns(
      base,
      { ...cand, warnings: ['a reader warning'] },
      {
        ...DEFAULT_OPTIONS,
        allowMixedJudgement: true,
      },
    );
    expect(report.verdict).not.toBe('refused');
    expect(report.warnings[0]).toMatch(/^mixed judgement \(harness differs\)/);
    expect(report.warnings[1]).toBe('candidate: a reader warning');
    expect(report.judgement).toEqual({ match: 'differs', allowed_mixed: true });
  });
});

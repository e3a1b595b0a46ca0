// The sequential gate's runner (src/sequential-gate.ts): what it reads for a plan and for a look, and a look's exit status.
import { readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../src/config/options.js';
import type { RunResults } from '../src/common/types.js';
import { loadResults, type LoadOptions } from '../src/load/read.js';
import { CLI_NAMING } from '../src/config/options.js';
import { baselineNotes, lookExitStatus, runSequentialLook, runSequentialPlan } from '../src/sequential-gate.js';
import { makeSequentialPlan, planHash, type SequentialPlanOptions } from '../src/sequential/plan.js';
import { tempDir } from './support/temp.js';

const EXAMPLES = join(import.meta.dirname, '../examples');
const BASELINE = join(EXAMPLES, 'baseline.json');
const CANDIDATE = join(EXAMPLES, 'candidate.json');
const OPTIONS: SequentialPlanOptions = { ...DEFAULT_OPTIONS, looks: 2, seed: 5 };

describe('lookExitStatus', () => {
  it.each([
    ['refused', false, 3],
    ['continue', false, 10],
    ['pass', false, 0],
    ['regression', true, 1],
    // fail-on never: a regression is reported, and the gate passes.
    ['regression', false, 0],
    ['inconclusive', true, 1],
    ['inconclusive', false, 0],
  ] as const)('exits a %s look (failed: %s) with %i', (decision, failed, status) => {
    expect(lookExitStatus({ decision, failed })).toBe(status);
  });
});

describe('runSequentialPlan', () => {
  it("plans from the baseline's file and returns the run it read", async () => {
    const { plan, run } = await runSequentialPlan(BASELINE, {}, OPTIONS);
    // Given by its absolute path, the baseline is named as a report names a path: never absolute (docs/formats.md),
    // in the plan and in the run returned, which the CLI's read line and notes name it by.
    const source = relative(process.cwd(), BASELINE);
    expect(run).toEqual({ ...(await loadResults(BASELINE)), source });
    expect(plan).toEqual(makeSequentialPlan({ ...run, source }, OPTIONS));
    expect(plan.baseline).toMatchObject({ source, problems: 164 });
    expect(isAbsolute(plan.baseline.source)).toBe(false);
  });

  it('plans from results already read, and from several files as trials of one run', async () => {
    const read = await loadResults(BASELINE);
    const source = relative(process.cwd(), BASELINE);
    expect((await runSequentialPlan(read, {}, OPTIONS)).plan).toEqual(makeSequentialPlan({ ...read, source }, OPTIONS));
    const copy = join(tempDir('passk-sequential-gate-two-'), 'copy.json');
    writeFileSync(copy, readFileSync(BASELINE));
    const { run } = await runSequentialPlan([BASELINE, copy], {}, OPTIONS);
    expect(run.problems[0]).toMatchObject({ n: 2 * read.problems[0]!.n, c: 2 * read.problems[0]!.c });
  });

  it('reads the baseline as told, and refuses a missing file', async () => {
    const { run } = await runSequentialPlan(BASELINE, { config: 'top_k=40' }, OPTIONS);
    expect(run.config.top_k).toBe(40);
    await expect(runSequentialPlan(join(EXAMPLES, 'absent.json'), {}, OPTIONS)).rejects.toThrow('no such file');
  });
});

describe('baselineNotes', () => {
  it('says the n the plan is sized for when the baseline has fewer samples on some problems', async () => {
    const { plan, run } = await runSequentialPlan(BASELINE, {}, OPTIONS);
    expect(baselineNotes(run, plan, CLI_NAMING)).toEqual([]);
    const problems = run.problems.map((p, i) => (i === 3 ? { ...p, n: 1, c: 0 } : p));
    expect(baselineNotes({ ...run, problems }, plan, CLI_NAMING, 'base.json')).toEqual([
      "base.json's problems have 1 to 20 samples: the plan is sized for its fewest, n = 1, and a look takes a " +
        'problem once it has 1; to plan for n = 20, write the plan from a baseline with 20 samples on every problem',
    ]);
  });

  it("reads a setting required under another harness's name as the gate's, which the baseline may record", async () => {
    const requireConfig = ['max_new_tokens'];
    const { plan, run } = await runSequentialPlan(BASELINE, {}, { ...OPTIONS, requireConfig });
    expect(run.config.max_tokens).toBe(512);
    expect(baselineNotes(run, plan, CLI_NAMING)).toEqual([]);
    const unrecorded = { ...run, config: { temperature: 0.8 }, configSources: { temperature: 'file' as const } };
    expect(baselineNotes(unrecorded, plan, CLI_NAMING)).toEqual([
      `${run.source} does not record max_tokens: give each sequential look --baseline-config max_tokens=VALUE, as ` +
        'a look refuses a max_tokens no run records (--require-config)',
    ]);
  });
});

describe('runSequentialLook', () => {
  it('takes the plan and the previous report as paths or as objects, and returns both runs with how each was read', async () => {
    const dir = tempDir('passk-sequential-gate-');
    const { plan } = await runSequentialPlan(BASELINE, {}, OPTIONS);
    const planPath = join(dir, 'plan.json');
    writeFileSync(planPath, JSON.stringify(plan));
    const baselineRead = {};
    // A key no check compares: read into the candidate's config, and nothing else.
    const candidateRead = { config: 'note=1' };
    const request = { plan, baseline: BASELINE, candidate: CANDIDATE, baselineRead, candidateRead };
    const reads: { run: RunResults; options: LoadOptions }[] = [];
    const { report } = await runSequentialLook({ ...request, onRead: (run, options) => reads.push({ run, options }) });
    // The whole candidate completes the last of the 2 looks, where the gate decides as the fixed gate does.
    expect(report).toMatchObject({ plan: plan.hash, look: 2, looks: 2, problems: { evaluated: 164, total: 164 } });
    expect(['pass', 'regression', 'inconclusive']).toContain(report.decision);
    // Given by their absolute paths, the runs are named as a comparison's report names them.
    expect(reads.map((r) => r.run.source)).toEqual([BASELINE, CANDIDATE].map((path) => relative(process.cwd(), path)));
    expect(reads[0]!.options).toEqual(baselineRead);
    expect(reads[1]!.options).toEqual(candidateRead);
    expect(reads[1]!.run.config.note).toBe(1);
    expect((await runSequentialLook({ ...request, plan: planPath })).report).toEqual(report);
    // Saved again with every key sorted, as jq -S or a pre-commit JSON formatter does: the same plan.
    const sortKeys = (_key: string, value: unknown): unknown =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, (value as Record<string, unknown>)[k]]),
          )
        : value;
    const sortedText = JSON.stringify(JSON.parse(JSON.stringify(plan, sortKeys)), null, 2);
    expect(sortedText.indexOf('"alpha"')).toBeLessThan(sortedText.indexOf('"format"'));
    writeFileSync(planPath, sortedText);
    expect((await runSequentialLook({ ...request, plan: planPath })).report).toEqual(report);
    // A plan written before, its keys hashed in the order written, is still taken.
    const written = { ...plan, hash: planHash(plan, true) };
    expect((await runSequentialLook({ ...request, plan: written })).report).toEqual({ ...report, plan: written.hash });

    // The stopped look taken again on the same results is taken as it was, whether the stop is read from a file or
    // given.
    const previousPath = join(dir, 'look.json');
    writeFileSync(previousPath, JSON.stringify(report));
    expect((await runSequentialLook({ ...request, previous: report })).report).toEqual(report);
    expect((await runSequentialLook({ ...request, previous: previousPath })).report).toEqual(report);

    // A path that cannot be read is named as what it should hold.
    await expect(runSequentialLook({ ...request, plan: '-' })).rejects.toThrow('-: a plan is not read from stdin');
    await expect(runSequentialLook({ ...request, previous: dir })).rejects.toThrow(
      `is a directory, not a look's report; it holds ${join(dir, 'look.json')} and ${join(dir, 'plan.json')}`,
    );
  });

  it('reads both runs with the criterion the plan was written with; a look giving another is an error', async () => {
    // An evalplus run whose plus tests fail where its base tests pass on every fourth task: the criterion matters.
    const sample = (base: boolean, plus: boolean) => ({
      base_status: base ? 'pass' : 'fail',
      plus_status: plus ? 'pass' : 'fail',
    });
    const tasks = Array.from({ length: 40 }, (_, i) => [
      `HumanEval/${i}`,
      [0, 1].map((j) => sample((i + j) % 3 !== 0, (i + j) % 3 !== 0 && i % 4 !== 0)),
    ]);
    const file = join(tempDir('passk-sequential-gate-criterion-'), 'run_eval_results.json');
    writeFileSync(file, JSON.stringify({ eval: Object.fromEntries(tasks) }));
    const read = { config: 'temperature=0' };
    const { plan } = await runSequentialPlan(file, { ...read, criterion: 'base' }, OPTIONS);
    expect(plan.options.criterion).toBe('base');
    const request = { plan, baseline: file, candidate: file, baselineRead: read, candidateRead: read };
    const reads: { run: RunResults; options: LoadOptions }[] = [];
    const { report } = await runSequentialLook({ ...request, onRead: (run, options) => reads.push({ run, options }) });
    expect(report).toMatchObject({ decision: 'pass', look: 2 });
    expect(reads.map((r) => r.options.criterion)).toEqual(['base', 'base']);
    const plus = { ...read, criterion: 'plus' };
    await expect(runSequentialLook({ ...request, baselineRead: plus, candidateRead: plus })).rejects.toThrow(
      '--criterion plus: the plan was written with --criterion base, which its looks read: leave --criterion out',
    );
    // So with the field n@k ranks by: a look that ranks by another would compute other values.
    const scored = { ...plan, options: { ...plan.options, score_field: 'mean_logprob' } };
    const ranked = { ...read, scoreField: 'score' };
    await expect(
      runSequentialLook({ ...request, plan: { ...scored, hash: planHash(scored) }, candidateRead: ranked }),
    ).rejects.toThrow(
      '--score-field score: the plan was written with --score-field mean_logprob, which its looks read: leave --score-field out',
    );
    // A plan of an earlier version records no criterion: its looks read with their own, as they did.
    const older = { ...plan, options: { ...plan.options } };
    delete older.options.criterion;
    const olderPlan = { ...older, hash: planHash(older) };
    const base = { ...read, criterion: 'base' };
    expect(
      (await runSequentialLook({ ...request, plan: olderPlan, baselineRead: base, candidateRead: base })).report,
    ).toMatchObject({ decision: 'pass', look: 2 });
  });

  it('refuses a plan file that is missing', async () => {
    const plan = join(tempDir('passk-sequential-gate-missing-'), 'plan.json');
    await expect(
      runSequentialLook({ plan, baseline: BASELINE, candidate: CANDIDATE, baselineRead: {}, candidateRead: {} }),
    ).rejects.toThrow('no such file');
  });
});

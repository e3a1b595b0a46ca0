// The sequential gate's runner (src/sequential-gate.ts): what it reads for a plan and for a look, and a look's exit status.
import { readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../src/config/options.js';
import { loadResults } from '../src/load/read.js';
import { lookExitStatus, runSequentialLook, runSequentialPlan } from '../src/sequential-gate.js';
import { makeSequentialPlan, type SequentialPlanOptions } from '../src/sequential/plan.js';
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
    expect(run).toEqual(await loadResults(BASELINE));
    // Given by its absolute path, the baseline is named as a report names a path: never absolute (docs/formats.md).
    const source = relative(process.cwd(), BASELINE);
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
    const { report, reads } = await runSequentialLook(request);
    // The whole candidate completes the last of the 2 looks, where the gate decides as the fixed gate does.
    expect(report).toMatchObject({ plan: plan.hash, look: 2, looks: 2, problems: { evaluated: 164, total: 164 } });
    expect(['pass', 'regression', 'inconclusive']).toContain(report.decision);
    expect(reads.map((r) => r.run.source)).toEqual([BASELINE, CANDIDATE]);
    expect(reads[0]!.options).toBe(baselineRead);
    expect(reads[1]!.options).toBe(candidateRead);
    expect(reads[1]!.run.config.note).toBe(1);
    expect((await runSequentialLook({ ...request, plan: planPath })).report).toEqual(report);

    // A look after the gate stopped is refused, whether the stop is read from a file or given.
    const previousPath = join(dir, 'look.json');
    writeFileSync(previousPath, JSON.stringify(report));
    const again = await runSequentialLook({ ...request, previous: report });
    expect(again.report.decision).toBe('refused');
    expect(again.report.refusal).not.toBeNull();
    expect((await runSequentialLook({ ...request, previous: previousPath })).report).toEqual(again.report);
  });

  it('refuses a plan file that is missing', async () => {
    const plan = join(tempDir('passk-sequential-gate-missing-'), 'plan.json');
    await expect(
      runSequentialLook({ plan, baseline: BASELINE, candidate: CANDIDATE, baselineRead: {}, candidateRead: {} }),
    ).rejects.toThrow('no such file');
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SequentialPlan } from '../../src/sequential/model.js';
import { EXAMPLES, ROOT, annotations, useActionHarness } from '../support/action-runner.js';
import { cli } from '../support/run-cli.js';
import { tempDir } from '../support/temp.js';

describe('the bundled action with a sequential plan (input sequential-plan)', () => {
  const h = useActionHarness();
  let dir: string;
  let planPath: string;
  let plan: SequentialPlan;
  const baseline = join(ROOT, EXAMPLES.baseline);

  /** The examples' candidate on the plan's first `count` problems, its counts changed by `change`. */
  function candidate(name: string, count: number, change: (c: number) => number = (c) => c): string {
    const doc = JSON.parse(readFileSync(join(ROOT, EXAMPLES.candidate), 'utf8')) as {
      problems: { id: string; n: number; c: number }[];
    };
    const first = new Set(plan.order.slice(0, count));
    doc.problems = doc.problems.filter((p) => first.has(p.id)).map((p) => ({ ...p, c: change(p.c) }));
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(doc));
    return path;
  }

  beforeAll(async () => {
    dir = tempDir('passk-sequential-action-');
    planPath = join(dir, 'plan.json');
    expect((await cli('sequential', 'plan', '--baseline', baseline, '-o', planPath)).code).toBe(0);
    plan = JSON.parse(readFileSync(planPath, 'utf8')) as SequentialPlan;
  });

  it('reports a look that continues: outputs, summary and comment, and the step passes', async () => {
    const run = await h.run({
      baseline,
      candidate: candidate('c41.json', 41),
      'sequential-plan': planPath,
      name: 'he',
    });
    expect(run.status).toBe(0);
    expect(run.outputs).toMatchObject({ decision: 'continue', look: '1', next: '42-82', completions: '820' });
    const [comment] = h.comments();
    expect(comment!.body).toContain(
      '### ⏳ Evaluate more: look 1 of 4 decides nothing yet\n\n`he` · sequential gate: looked at 41 of 164 problems; ' +
        "continue: evaluate problems 42-82 of the plan's order next",
    );
    expect(run.summary).toContain("continue: evaluate problems 42-82 of the plan's order next");
    expect(run.stdout).toContain(
      'passk-gate: Evaluate more: look 1 of 4 decides nothing yet; looked at 41 of 164 problems; continue: ',
    );
    const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8')) as { decision: string };
    expect(report.decision).toBe('continue');
  });

  it('fails the step on a regression and says where it stopped', async () => {
    const run = await h.run({ baseline, candidate: candidate('bad.json', 82, () => 0), 'sequential-plan': planPath });
    expect(run.status).toBe(1);
    expect(run.outputs).toMatchObject({ decision: 'regression', look: '2', next: '', completions: '0' });
    // The comparison's outputs say nothing here (action.yml: empty with sequential-plan).
    for (const name of ['verdict', 'checks', 'baseline', 'delta', 'mde'])
      expect(run.outputs[name] ?? '', name).toBe('');
    // The annotation starts with the decision, as the job summary's first line does, then says the look.
    expect(run.summary).toMatch(/^### ❌ Blocks merge: regression, stopped at look 2 of 4\n/);
    expect(annotations(run, 'error')).toEqual([
      '::error title=passk-gate::Blocks merge: regression, stopped at look 2 of 4; ' +
        'looked at 82 of 164 problems; stopped: regression',
    ]);
  });

  it('fails the step on a refused look, and on gate options the plan fixes', async () => {
    const changed = join(dir, 'changed.json');
    writeFileSync(changed, JSON.stringify({ ...plan, alpha: 0.05 }));
    const refused = await h.run({ baseline, candidate: candidate('c.json', 41), 'sequential-plan': changed });
    expect(refused.status).toBe(1);
    expect(refused.outputs.decision).toBe('refused');
    expect(annotations(refused, 'error')).toEqual([
      expect.stringMatching(/^::error title=passk-gate::Blocks merge: not compared; refused: /),
    ]);
    // A file that is no plan is named as the workflow gives it: the input sequential-plan, not the CLI's --plan.
    const notAPlan = await h.run({ baseline, candidate: candidate('c3.json', 41), 'sequential-plan': baseline });
    expect(notAPlan.status).toBe(1);
    expect(annotations(notAPlan, 'error').join('\n')).toContain('input sequential-plan: not a sequential plan');
    expect(notAPlan.stdout).not.toContain('--plan');
    const options = await h.run({ baseline, candidate: candidate('c2.json', 41), 'sequential-plan': planPath, k: '5' });
    expect(options.status).toBe(1);
    expect(annotations(options, 'error').join('\n')).toContain('input k does not apply with input sequential-plan');
  });

  it('gives the setting a look lacks as the with: line to write, which then runs the look', async () => {
    const path = candidate('untold.json', 41);
    const doc = JSON.parse(readFileSync(path, 'utf8')) as { config: Record<string, unknown> };
    delete doc.config.temperature;
    writeFileSync(path, JSON.stringify(doc));
    const refused = await h.run({ baseline, candidate: path, 'sequential-plan': planPath });
    expect(refused.outputs.decision).toBe('refused');
    const fix = /\(input candidate-config: (temperature=[^)]*)\)/.exec(refused.summary);
    expect(fix, refused.summary).not.toBeNull();
    const fixed = await h.run({ baseline, candidate: path, 'sequential-plan': planPath, 'candidate-config': fix![1]! });
    expect(fixed.outputs.decision).toBe('continue');
  });

  it("warns of a setting the candidate records under another harness's name, as a comparison does", async () => {
    const path = candidate('hf.json', 41);
    const doc = JSON.parse(readFileSync(path, 'utf8')) as { config: Record<string, unknown> };
    const { max_tokens: tokens, ...rest } = doc.config;
    writeFileSync(path, JSON.stringify({ ...doc, config: { ...rest, max_new_tokens: tokens } }));
    const compared = await h.run({ baseline, candidate: path });
    const warned = annotations(compared, 'warning').filter((line) => line.includes('max_new_tokens'));
    expect(warned).toEqual([expect.stringMatching(/^::warning title=passk-gate: warning::candidate: /)]);
    const run = await h.run({ baseline, candidate: path, 'sequential-plan': planPath });
    expect(run.outputs.decision).toBe('continue');
    expect(annotations(run, 'warning')).toEqual(warned);
    const said = warned[0]!.replace(/^::warning title=passk-gate: warning::/, '');
    expect(run.summary).toContain(`> [!WARNING]\n> - ${said}`);
  });

  it('reads per-sample data for a plan on n@k, as the CLI does', async () => {
    const scored = join(dir, 'scored-plan.json');
    const scoredBaseline = join(ROOT, 'examples/scored-baseline.json');
    const args = ['--baseline', scoredBaseline, '--metric', 'n@k', '--k', '5', '-o', scored];
    expect((await cli('sequential', 'plan', ...args)).code).toBe(0);
    const run = await h.run({
      baseline: scoredBaseline,
      candidate: join(ROOT, 'examples/scored-candidate.json'),
      'sequential-plan': scored,
    });
    expect(run.outputs).toMatchObject({ decision: 'regression', look: '4' });
    expect(run.summary).toContain('1@5 (by score)');
    expect(run.summary).toContain('58.4%');
  });
});

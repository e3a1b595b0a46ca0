import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError, readResults, sequentialLook, sequentialPlan } from '../../src/library.js';
import { tempDir } from '../support/temp.js';

const root = join(import.meta.dirname, '..', '..');
const examples = { baseline: join(root, 'examples/baseline.json'), candidate: join(root, 'examples/candidate.json') };

describe('the library: sequentialPlan and sequentialLook', () => {
  it('plans from a path, and looks at the candidate results so far', async () => {
    const plan = await sequentialPlan({ baseline: examples.baseline, looks: 3, seed: 5 });
    expect(plan.looks.map((l) => l.problems)).toEqual([55, 109, 164]);
    const candidate = await readResults(examples.candidate);
    const first = new Set(plan.order.slice(0, 60));
    const dir = tempDir('passk-sequential-library-');
    const path = join(dir, 'candidate.json');
    const problems = candidate.problems.filter((p) => first.has(p.id));
    writeFileSync(path, JSON.stringify({ format: 'passk-results/v1', config: candidate.config, problems }));
    const report = await sequentialLook({ plan, baseline: examples.baseline, candidate: path });
    expect(report.look).toBe(1);
    expect(report.problems).toEqual({ evaluated: 60, used: 55, total: 164 });
    expect(['continue', 'pass', 'regression']).toContain(report.decision);
  });

  it('takes the options by their library names and refuses others', async () => {
    const plan = await sequentialPlan({
      baseline: await readResults(examples.baseline),
      margin: 0.02,
      failOn: 'inconclusive',
    });
    expect(plan.options).toMatchObject({ margin: 0.02, fail_on: 'inconclusive' });
    await expect(sequentialPlan({ baseline: examples.baseline, resamples: 10 } as never)).rejects.toThrow(InputError);
    await expect(sequentialPlan({ baseline: examples.baseline, looks: 0 })).rejects.toThrow(
      'looks: must be at least 1',
    );
  });
});

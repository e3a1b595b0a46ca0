/**
 * The bundled action, black-box: one run that creates the PR comment and sets the outputs, the summary and the
 * report (`test/support/action-runner.ts` says how it is run). The other scenarios and the GitHub API faults
 * are in the `*.slow.test.ts` files beside this one (`npm run test:all`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, ROOT, TOKEN, annotations, meanPass, useActionHarness } from '../support/action-runner.js';
import { expectValidGateReport } from '../support/report-schema.js';
import { droppedCounts, resultsFile } from './fixtures.js';
import { nodeBinary } from '../support/node-versions.js';

describe('the bundled action', () => {
  const h = useActionHarness();

  it('runs under Node 24', () => {
    expect(execFileSync(nodeBinary(24), ['--version'], { encoding: 'utf8' })).toMatch(/^v24\./);
  });

  it('creates one comment on the first run, and sets the outputs, the summary and the report', async () => {
    const run = await h.run({ ...EXAMPLES, name: 'humaneval' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(h.comments()).toHaveLength(1);
    const [comment] = h.comments();
    expect(comment!.body).toMatch(
      /^<!-- .* -->\n### ✅ Can merge: pass@1 rose 2\.9 points\n\n`humaneval` · candidate /,
    );
    expect(comment!.body).toMatch(
      /\| `humaneval` pass@1 \| [\d.]+% \| [\d.]+% \| \*\*\+2\.9\*\* \| \+[\d.]+ to \+[\d.]+ \| 0\.0 \| ✅ improvement \|/,
    );
    expect(comment!.body).toMatch(/```mermaid\n(%%.*%%\n)?xychart-beta\n/);
    expect(comment!.body).toContain('[workflow run](https://ghe.example/Codertocat/Hello-World/actions/runs/4242)');
    // Run from the workspace (uses: ./): the docs beside the bundle, in the workflow's repository at its commit.
    expect(comment!.body).toContain(
      `[how the gate decides](https://ghe.example/Codertocat/Hello-World/blob/${'f'.repeat(40)}/docs/statistics.md#how-the-gate-decides)`,
    );
    const { base, head } = h.payload.pull_request;
    expect(comment!.body).toContain(
      `base [\`${base.sha.slice(0, 7)}\`](https://ghe.example/Codertocat/Hello-World/commit/${base.sha}) → ` +
        `head [\`${head.sha.slice(0, 7)}\`](https://ghe.example/Codertocat/Hello-World/commit/${head.sha})`,
    );

    expect(Object.keys(run.outputs).sort()).toEqual([
      'baseline',
      'candidate',
      'checks',
      'ci-high',
      'ci-low',
      'comment-url',
      'delta',
      'mde',
      'p-value',
      'report',
      'verdict',
    ]);
    expect(run.outputs.verdict).toBe('improvement');
    expect(JSON.parse(run.outputs.checks!)).toEqual([
      {
        name: 'humaneval',
        verdict: 'improvement',
        delta: Number(run.outputs.delta),
        'ci-low': Number(run.outputs['ci-low']),
        'ci-high': Number(run.outputs['ci-high']),
      },
    ]);
    expect(run.outputs['comment-url']).toBe(comment!.html_url);
    expect(Number(run.outputs.baseline)).toBeCloseTo(meanPass(EXAMPLES.baseline), 6);
    expect(Number(run.outputs.candidate)).toBeCloseTo(meanPass(EXAMPLES.candidate), 6);
    expect(Number(run.outputs.delta)).toBeCloseTo(meanPass(EXAMPLES.candidate) - meanPass(EXAMPLES.baseline), 6);
    expect(Number(run.outputs['ci-low'])).toBeGreaterThan(0);
    const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8')) as {
      verdict: string;
      delta: { ci: number[] };
    };
    expect(report.verdict).toBe('improvement');
    expect(Number(run.outputs['ci-high'])).toBeCloseTo(report.delta.ci[1]!, 6);

    expect(run.summary).toMatch(/^### ✅ Can merge: pass@1 rose 2\.9 points\n\n`humaneval` · candidate /);
    expect(run.summary).not.toContain('[workflow run]');
    expect(run.summary).toContain('<details>');
    expect(annotations(run, 'error')).toEqual([]);

    const calls = h.server.requests.map((r) => `${r.method} ${r.operationId}`);
    expect(calls).toEqual([
      'POST graphql',
      'GET issues/list-comments',
      'POST issues/create-comment',
      'GET issues/list-comments',
    ]);
    const [viewer, ...rest] = h.server.requests;
    expect(viewer!.path).toBe('/api/graphql');
    expect(rest.every((r) => r.path.startsWith(`/api/v3/repos/${h.owner}/${h.repo}/issues/`))).toBe(true);
    expect(h.server.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
    expect(h.server.violations).toEqual([]);
  });

  it("gates the checks of a config file: one comment, one summary, the gate's outputs and report", async () => {
    writeFileSync(join(h.work, 'dropped.json'), resultsFile(droppedCounts(1), 'acme/cand'));
    writeFileSync(
      join(h.work, 'passk-gate.yml'),
      [
        'resamples: 2000',
        'checks:',
        '  - name: HumanEval',
        `    baseline: ${join(ROOT, EXAMPLES.baseline)}`,
        `    candidate: ${join(ROOT, EXAMPLES.candidate)}`,
        '  - name: Noisy',
        '    baseline: noisy-base.json',
        '    candidate: dropped.json',
        '',
      ].join('\n'),
    );
    const run = await h.run({ config: join(h.work, 'passk-gate.yml'), name: 'evals' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(h.comments()).toHaveLength(1);
    const body = h.comments()[0]!.body;
    expect(body).toMatch(/^<!-- .* -->\n### ❌ Blocks merge: Noisy pass@1 fell [\d.]+ points\n\n`evals` · 2 checks\n/);
    expect(body).toContain('2 checks; the chance that any of them fails by noise alone is held to 5%');
    expect(run.summary).toMatch(/^### ❌ Blocks merge: Noisy pass@1 fell/);
    expect(run.outputs.verdict).toBe('regression');
    const checks = JSON.parse(run.outputs.checks!) as { name: string; verdict: string }[];
    expect(checks.map((c) => [c.name, c.verdict])).toEqual([
      ['HumanEval', 'improvement'],
      ['Noisy', 'regression'],
    ]);
    expect(run.outputs.delta).toBe('');
    const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8')) as { format: string; checks: unknown[] };
    expectValidGateReport(report);
    expect(run.outputs.report).toMatch(/passk-gate-report-evals\.json$/);
    expect(annotations(run, 'error')).toEqual([
      expect.stringMatching(/^::error title=passk-gate \(evals\)::Blocks merge: Noisy pass@1 fell [\d.]+ points/),
    ]);
    expect(run.stdout).toContain(`passk-gate: read ${join(h.work, 'noisy-base.json')} as passk`);
  });

  it('points the annotation of a config error at its line, relative to the checkout', async () => {
    const config = [
      'checks:',
      '  - name: Noisy',
      '    baseline: noisy-base.json',
      '    candidate: noisy-cand.json',
      '    kk: 3',
      '',
    ];
    writeFileSync(join(h.work, 'passk-gate.yml'), config.join('\n'));
    const run = await h.run({ config: 'passk-gate.yml', name: 'evals' }, { cwd: h.work });
    expect(run.status).toBe(1);
    expect(annotations(run, 'error')).toEqual([
      expect.stringMatching(
        /^::error title=passk-gate \(evals\): could not run,file=passk-gate\.yml,line=5::passk-gate: passk-gate\.yml:5: check "Noisy": unknown key "kk"/,
      ),
    ]);
  });
});

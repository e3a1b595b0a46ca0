import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMlflowServer, type MlflowServer } from '../support/mlflow-server.js';
import { annotations, EXAMPLES, ROOT, useActionHarness } from '../support/action-runner.js';
import { git, gitWorkspace } from '../support/git-workspace.js';

const BRANCH = 'passk-gate-history';
const PUSHED = 'a'.repeat(40);

/** A bare remote with a main branch, and a clone of it as actions/checkout leaves the workspace, the examples in it. */
const workspace = () =>
  gitWorkspace(
    'passk-action-history-',
    Object.values(EXAMPLES).map((file) => join(ROOT, file)),
  );

describe('the bundled action with a history branch', () => {
  const h = useActionHarness();

  /** The action on a push to main in `checkout`, as the runner starts it for that event. */
  function onPushToMain(checkout: string, inputs: Record<string, string>, env: Record<string, string> = {}) {
    const event = join(checkout, '..', 'push.json');
    writeFileSync(
      event,
      JSON.stringify({ ref: 'refs/heads/main', repository: { default_branch: 'main', full_name: 'o/r' } }),
    );
    return h.run(inputs, {
      event: 'push',
      cwd: checkout,
      env: { GITHUB_EVENT_PATH: event, GITHUB_REF: 'refs/heads/main', GITHUB_SHA: PUSHED, ...env },
    });
  }

  it('records the run on a push to the default branch, then anchors a pull request on it without writing', async () => {
    const { remote, checkout } = workspace();
    const push = await onPushToMain(checkout, {
      baseline: 'baseline.json',
      candidate: 'candidate.json',
      history: BRANCH,
      name: 'humaneval',
      comment: 'never',
    });
    expect(push.status).toBe(0);
    expect(push.stdout).toContain(`passk-gate: pushed the run to the history branch ${BRANCH}`);
    // The branch that made the history's first commit is gone with its worktree.
    expect(git(checkout, 'branch', '--list', 'passk-gate-new-*')).toBe('');
    const records = git(remote, 'ls-tree', '-r', '--name-only', BRANCH).trim().split('\n');
    // The gate's name is the series: the same over the models that go through main.
    expect(records).toEqual([expect.stringMatching(/^records\/\d{8}T\d{6}Z-aaaaaaaaaaaa-humaneval\.json$/)]);
    // A re-run of that push with other results keeps the first record, and warns that it did.
    const rerun = await onPushToMain(checkout, {
      baseline: 'baseline.json',
      candidate: 'baseline.json',
      history: BRANCH,
      name: 'humaneval',
      comment: 'never',
    });
    expect(rerun.status).toBe(0);
    // Its candidate is the baseline's file, which the comparison warns of too.
    expect(annotations(rerun, 'warning').sort()).toEqual([
      '::warning title=passk-gate (humaneval): history not updated::history already has humaneval at aaaaaaaaaaaa with other ' +
        'results or settings (a re-run?); a record is never rewritten, so the first run stays',
      '::warning title=passk-gate (humaneval): warning::the baseline and the candidate are the same file ' +
        "(baseline.json): the comparison cannot show a change; check that the candidate is the new model's results",
    ]);

    // The pull request's candidate equals its base but is 2.9 points below the recorded run: the drift check blocks.
    const pr = await h.run(
      {
        baseline: 'baseline.json',
        candidate: 'baseline.json',
        history: BRANCH,
        anchor: 'oldest',
        name: 'humaneval',
        comment: 'never',
      },
      { cwd: checkout },
    );
    expect(pr.status).toBe(1);
    const checks = JSON.parse(pr.outputs.checks!) as { name: string; verdict: string }[];
    expect(checks.map((c) => [c.name, c.verdict])).toEqual([
      ['against the base', 'no-regression'],
      [expect.stringMatching(/^against anchor aaaaaaa \(\d{4}-\d{2}-\d{2}\)$/), 'regression'],
    ]);
    // A gate of two checks: the report is the gate's, as `compare --anchor --json` writes it, and the numbers of
    // one check are empty (each check's are in checks).
    const report = JSON.parse(readFileSync(pr.outputs.report!, 'utf8')) as { format: string; checks: unknown[] };
    expect(report.format).toBe('passk-gate-report/v2');
    expect(report.checks).toHaveLength(2);
    for (const output of ['baseline', 'candidate', 'delta', 'ci-low', 'ci-high', 'p-value', 'mde']) {
      expect(pr.outputs[output], output).toBe('');
    }
    expect(git(remote, 'rev-list', '--count', BRANCH).trim()).toBe('1');
    // The record is named where it stays, the branch, not by the step's temporary copy of it.
    const [record] = records;
    const anchorSide = (report as unknown as { checks: { baseline: { source: string } }[] }).checks[1]!.baseline;
    expect(anchorSide.source).toBe(`${BRANCH}:${record}`);
    expect(pr.summary).toContain(`\`${BRANCH}:records/`);
    expect(`${pr.summary}${readFileSync(pr.outputs.report!, 'utf8')}`).not.toContain(h.lastRunDir());
    // The drift check's runs line names the anchor as its runs table does, by its model.
    expect(pr.summary).toContain('candidate `acme/coder-7b@v1.3` vs anchor `acme/coder-7b@v1.4-rl` · 164 problems');
  });

  it('says the first push to the default branch starts the history, as a notice, not a warning', async () => {
    const { remote, checkout } = workspace();
    const push = await onPushToMain(checkout, {
      baseline: 'baseline.json',
      candidate: 'candidate.json',
      history: BRANCH,
      anchor: 'oldest',
      comment: 'never',
    });
    expect(push.status).toBe(0);
    expect(annotations(push, 'warning').filter((line) => line.includes('history'))).toEqual([]);
    expect(annotations(push, 'notice')).toEqual([
      '::notice title=passk-gate: no history yet::no drift check on this first run: this push starts the history',
    ]);
    expect(git(remote, 'rev-list', '--count', BRANCH).trim()).toBe('1');
  });

  it('says how to give a setting the pushed run lacks as the with: line to write, which then records it', async () => {
    const { remote, checkout } = workspace();
    const doc = JSON.parse(readFileSync(join(checkout, 'candidate.json'), 'utf8')) as {
      config: Record<string, unknown>;
    };
    delete doc.config.temperature;
    writeFileSync(join(checkout, 'untold.json'), JSON.stringify(doc));
    const inputs = { baseline: 'baseline.json', candidate: 'untold.json', history: BRANCH, comment: 'never' };
    const push = await onPushToMain(checkout, inputs);
    const [warning] = annotations(push, 'warning').filter((line) => line.includes('history not recorded'));
    const fix = /give it with input candidate-config: (temperature=)VALUE,/.exec(warning ?? '');
    expect(fix, warning).not.toBeNull();
    const fixed = await onPushToMain(checkout, { ...inputs, 'candidate-config': `${fix![1]}0.8` });
    expect(fixed.stdout).toContain(`passk-gate: pushed the run to the history branch ${BRANCH}`);
    expect(git(remote, 'rev-list', '--count', BRANCH).trim()).toBe('1');
  });

  it("with config and input history, picks a check's bare anchor selector in the history branch", async () => {
    const { checkout } = workspace();
    const push = await onPushToMain(checkout, {
      baseline: 'baseline.json',
      candidate: 'candidate.json',
      history: BRANCH,
      name: 'humaneval',
      comment: 'never',
    });
    expect(push.status).toBe(0);
    writeFileSync(
      join(checkout, 'gate.yml'),
      'checks:\n  - name: humaneval\n    baseline: baseline.json\n    candidate: baseline.json\n' +
        '    anchor: oldest,window:20\n',
    );
    const pr = await h.run({ config: 'gate.yml', history: BRANCH, comment: 'never' }, { cwd: checkout });
    expect(pr.stderr).toBe('');
    expect(pr.status).toBe(1);
    const checks = JSON.parse(pr.outputs.checks!) as { name: string; verdict: string }[];
    expect(checks.map((c) => [c.name, c.verdict])).toEqual([
      ['humaneval against the base', 'no-regression'],
      [expect.stringMatching(/^humaneval against anchor aaaaaaa \(\d{4}-\d{2}-\d{2}\)$/), 'regression'],
    ]);
  });

  it('on a pull request before any push, warns that there is no drift check yet and gates against the base', async () => {
    const { checkout } = workspace();
    const run = await h.run(
      {
        ...EXAMPLES,
        baseline: 'baseline.json',
        candidate: 'candidate.json',
        history: BRANCH,
        anchor: 'best',
        comment: 'never',
      },
      { cwd: checkout },
    );
    expect(run.status).toBe(0);
    expect(annotations(run, 'warning')).toContainEqual(
      expect.stringMatching(
        new RegExp(`^::warning title=passk-gate: warning::history branch ${BRANCH} does not exist yet: no drift check`),
      ),
    );
    const checks = JSON.parse(run.outputs.checks!) as { name: string }[];
    expect(checks.map((check) => check.name)).toEqual(['against the base']);
    // An anchor was asked for: the report has the shape it has once the branch exists (action.yml's report output).
    expect(JSON.parse(readFileSync(run.outputs.report!, 'utf8'))).toMatchObject({
      format: 'passk-gate-report/v2',
      checks: [{ name: 'against the base' }],
    });
  });

  it('gates and reports a push the remote refuses as it is, and warns once with the permission it needs', async () => {
    const { remote, checkout } = workspace();
    const hook = join(remote, 'hooks', 'pre-receive');
    const attempts = join(remote, 'push-attempts');
    writeFileSync(
      hook,
      `#!/bin/sh\necho push >> '${attempts}'\necho "Permission to o/r.git denied to github-actions[bot]." >&2\nexit 1\n`,
    );
    chmodSync(hook, 0o755);
    const push = await onPushToMain(checkout, {
      baseline: 'baseline.json',
      candidate: 'candidate.json',
      history: BRANCH,
      comment: 'never',
    });
    // Pushed once: a refusal is not retried as a race is.
    expect(readFileSync(attempts, 'utf8')).toBe('push\n');
    expect(push.status).toBe(0);
    expect(push.stdout).not.toContain('push rejected');
    expect(push.outputs.verdict).toBe('improvement');
    expect(push.outputs.report).not.toBe('');
    expect(push.summary).toMatch(/^### ✅ Can merge/);
    expect(annotations(push, 'error')).toEqual([]);
    const [warning, ...others] = annotations(push, 'warning').filter((line) => line.includes('history not recorded'));
    expect(others).toEqual([]);
    expect(warning).toContain('the push was refused: Permission to o/r.git denied to github-actions[bot]');
    expect(warning).toMatch(/\npermissions:\n {2}contents: write$/);
  });

  describe('with the candidate read from MLflow', () => {
    let server: MlflowServer;
    beforeAll(async () => {
      server = await startMlflowServer();
      const params = { n: '10', temperature: '0.8', top_p: '0.95', max_tokens: '512' };
      const counts = Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? 2 : 7));
      server.addRun({
        runId: 'main-run',
        params,
        artifacts: { 'per_problem_counts.json': JSON.stringify({ per_problem_c: counts }) },
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('records the run it read from MLflow, with the config its params give', async () => {
      const { remote, checkout } = workspace();
      const push = await onPushToMain(
        checkout,
        { baseline: 'runs:/main-run', candidate: 'runs:/main-run', history: BRANCH, name: 'suite', comment: 'never' },
        { MLFLOW_TRACKING_URI: server.url },
      );
      expect(push.status).toBe(0);
      const [path] = git(remote, 'ls-tree', '-r', '--name-only', BRANCH).trim().split('\n');
      expect(path).toMatch(/^records\/\d{8}T\d{6}Z-aaaaaaaaaaaa-suite\.json$/);
      const record = JSON.parse(git(remote, 'show', `${BRANCH}:${path}`)) as {
        files: string[];
        run_format: string;
        config: Record<string, unknown>;
        config_sources: Record<string, string>;
        problems: { c: number[] };
      };
      expect(record.files).toEqual(['runs:/main-run']);
      expect(record.run_format).toBe('mlflow');
      expect(record.config).toMatchObject({ temperature: 0.8, top_p: 0.95, max_tokens: 512, n: 10 });
      expect(record.config_sources).toMatchObject({ temperature: 'mlflow', top_p: 'mlflow' });
      expect(record.problems.c.slice(0, 3)).toEqual([2, 7, 7]);
    });
  });
});

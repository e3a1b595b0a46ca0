/**
 * action.yml, the workflows in .github/workflows/ and every workflow the docs show, validated against the
 * GitHub Actions JSON Schemas (SchemaStore) kept next to the repository in ../shared/schemas (see
 * support/shared.ts); and checked against what the action really reads and writes. Then the action run in
 * process, as the runner starts it: INPUT_* variables (defaults from action.yml), the event in `@actions/github`'s
 * context, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and the loopback GitHub stand-in as the API; what it
 * writes is read back (annotations, outputs, the summary, the report file, the comments the API keeps).
 */
import * as core from '@actions/core';
import * as github from '@actions/github';
import { Ajv, type ValidateFunction } from 'ajv';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { run as runStep } from '../src/action.js';
import { runSequentialPlan } from '../src/sequential-gate.js';
import { DEFAULT_OPTIONS } from '../src/config/options.js';
import { parseActionInputs } from './support/action-inputs.js';
import { gateOutputs, LOOK_OUTPUT_NAMES } from '../src/publish/outputs.js';
import { ACTION_INPUTS } from '../src/publish/inputs.js';
import { commentMarker } from '../src/publish/comment.js';
import { CONFIG, baselineCounts, noisyCounts, resultsFile } from './support/counts.js';
import { ACTIONS_BOT, GRAPHQL_OPERATION, startGitHubServer, type GitHubServer } from './support/github-server.js';
import { run } from './support/runs.js';
import { comparison, options as parseGateOptions } from './support/comparisons.js';
import { runWithShared, sharedPath } from './support/shared.js';
import { git, gitWorkspace } from './support/git-workspace.js';
import { tempDir } from './support/temp.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCHEMAS = sharedPath('schemas');
const haveSchemas = runWithShared('schemas', 'github-action.schema.json');
if (!haveSchemas) console.warn(`skipping the schema checks: ${SCHEMAS} is absent`);

interface ActionMetadata {
  inputs: Record<string, { required?: boolean; default?: string }>;
  outputs: Record<string, unknown>;
  runs: { using: string; main: string };
}

const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as ActionMetadata;

/**
 * The complete workflow files the docs show, by the path in their first line: the basic one in the README's
 * "Gate a pull request", the others in docs/workflows.md.
 */
function shownWorkflows(): { path: string; text: string }[] {
  const sections = [
    readFileSync(join(ROOT, 'README.md'), 'utf8'),
    readFileSync(join(ROOT, 'docs', 'workflows.md'), 'utf8'),
  ];
  return sections.flatMap((section) =>
    [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => {
      const text = m[1]!;
      return { path: /^# (\S+)/.exec(text)?.[1] ?? '(unnamed)', text };
    }),
  );
}

function repoWorkflows(): { path: string; text: string }[] {
  const folder = join(ROOT, '.github', 'workflows');
  return readdirSync(folder)
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => ({ path: `.github/workflows/${f}`, text: readFileSync(join(folder, f), 'utf8') }));
}

function validator(file: string): ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: true });
  return ajv.compile(JSON.parse(readFileSync(join(SCHEMAS, file), 'utf8')));
}

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}

function actionSteps(workflow: { jobs: Record<string, { steps?: Step[] }> }): Step[] {
  return Object.values(workflow.jobs)
    .flatMap((job) => job.steps ?? [])
    .filter((step) => step.uses === './' || /(^|\/)passk-gate@/.test(step.uses ?? ''));
}

describe('action.yml', () => {
  it.skipIf(!haveSchemas)('is valid action metadata', () => {
    const validate = validator('github-action.schema.json');
    expect(validate(action), JSON.stringify(validate.errors)).toBe(true);
  });

  it('runs the bundle on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('declares exactly the inputs the action reads', () => {
    const read = new Set<string>();
    parseActionInputs((name) => {
      read.add(name);
      return name === 'baseline' || name === 'candidate' ? 'x.json' : '';
    });
    const readWithConfig = new Set<string>();
    parseActionInputs((name) => {
      readWithConfig.add(name);
      return name === 'config' ? 'passk-gate.yml' : '';
    });
    expect(Object.keys(action.inputs).sort()).toEqual([...new Set([...read, ...readWithConfig])].sort());
    // baseline and candidate, or config: none is required on its own.
    expect(Object.entries(action.inputs).filter(([, input]) => input.required)).toEqual([]);
    // The list an unknown input is told against is the same.
    expect([...ACTION_INPUTS].sort()).toEqual(Object.keys(action.inputs).sort());
  });

  it('parses its own defaults', () => {
    const defaults = Object.fromEntries(
      Object.entries(action.inputs).map(([name, input]) => [name, input.default ?? '']),
    );
    const inputs = parseActionInputs((name) =>
      name === 'baseline' || name === 'candidate' ? 'x.json' : defaults[name]!,
    );
    expect(inputs.request!.checks[0]!.options).toEqual(parseGateOptions({}));
    expect(inputs).toMatchObject({ comment: 'always', summary: true, token: '${{ github.token }}' });
  });

  it('says one rule for when the numeric outputs are empty, in action.yml, the README and the configuration docs', () => {
    const rule =
      'empty when refused or when the gate has several checks (a config of several, or an anchor with a run to pick): ' +
      'see checks then';
    const flat = (text: string) => text.replace(/`/g, '').replace(/\s+/g, ' ');
    for (const name of ['baseline', 'candidate', 'delta', 'ci-low', 'ci-high', 'p-value', 'mde']) {
      const { description } = action.outputs[name] as { description: string };
      expect(flat(description), name).toMatch(
        new RegExp(`; ${rule.replace(/[()]/g, '\\$&')}; empty with sequential-plan: see decision\\.$`),
      );
    }
    for (const doc of ['README.md', join('docs', 'configuration.md')]) {
      expect(flat(readFileSync(join(ROOT, doc), 'utf8')), doc).toContain(rule);
    }
  });

  it('says that verdict, checks and the numbers are empty with sequential-plan, in action.yml and the README', () => {
    const empty = 'empty with sequential-plan: see decision';
    const flat = (text: string) => text.replace(/`/g, '').replace(/\s+/g, ' ');
    const readme = flat(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    for (const name of ['verdict', 'checks']) {
      expect(flat((action.outputs[name] as { description: string }).description), name).toContain(empty);
      expect(readme, name).toMatch(new RegExp(`\\| ${name} \\| [^|]*${empty} \\|`));
    }
    expect(readme).toContain(`baseline to mde are the one check's numbers, empty when refused`);
    expect(readme).toMatch(new RegExp(`see checks then; ${empty}\\.`));
  });

  it("lists every input and output in the README's tables", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    /** The names in the first column of the table under `heading`. */
    const listed = (heading: string) => {
      const section = readme.slice(readme.indexOf(`\n## ${heading}\n`)).split(/\n## /)[1]!;
      const rows = section.split('\n').filter((line) => line.startsWith('| `'));
      return new Set(rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)));
    };
    const inputs = listed('Inputs');
    expect(Object.keys(action.inputs).filter((name) => !inputs.has(name))).toEqual([]);
    const outputs = listed('Outputs');
    expect(Object.keys(action.outputs).filter((name) => !outputs.has(name))).toEqual([]);
  });

  it('declares exactly the outputs the action sets', () => {
    const report = comparison(
      run('a', baselineCounts(), { config: CONFIG, model: 'acme/a' }),
      run('b', baselineCounts(), { config: CONFIG, model: 'acme/b' }),
      parseGateOptions({ resamples: '200' }),
    );
    expect(Object.keys(action.outputs).sort()).toEqual(
      [...Object.keys(gateOutputs(report)), ...LOOK_OUTPUT_NAMES, 'report', 'comment-url'].sort(),
    );
  });
});

describe('workflows', () => {
  const shown = shownWorkflows();

  it('the README and docs/workflows.md show the usages as complete workflows, named by their paths', () => {
    expect(shown.map((w) => w.path)).toEqual([
      '.github/workflows/eval-gate.yml',
      '.github/workflows/eval-gate-mlflow.yml',
      '.github/workflows/eval-gate.yml',
      '.github/workflows/eval.yml',
      '.github/workflows/eval-comment.yml',
      '.github/workflows/eval-report.yml',
      '.github/workflows/eval-gate.yml',
      '.github/workflows/eval-gates.yml',
      '.github/workflows/eval-gates-matrix.yml',
      '.github/workflows/eval-sequential.yml',
      '.github/workflows/eval-history.yml',
    ]);
  });

  it.skipIf(!haveSchemas)('are valid workflow files', () => {
    const validate = validator('github-workflow.schema.json');
    for (const workflow of [...shown, ...repoWorkflows()]) {
      const ok = validate(parse(workflow.text));
      expect(ok, `${workflow.path}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('state their permissions and pass the action only inputs it has', () => {
    for (const workflow of [...shown, ...repoWorkflows()]) {
      const parsed = parse(workflow.text) as { permissions?: unknown; jobs: Record<string, { steps?: Step[] }> };
      expect(parsed.permissions, workflow.path).toBeTypeOf('object');
      for (const step of actionSteps(parsed)) {
        const given = Object.keys(step.with ?? {});
        expect(
          given.filter((name) => !(name in action.inputs)),
          workflow.path,
        ).toEqual([]);
        if (given.includes('config')) expect(given, workflow.path).not.toContain('baseline');
        else expect(given, workflow.path).toEqual(expect.arrayContaining(['baseline', 'candidate']));
      }
    }
  });

  it('commenting jobs may write pull requests; the fork-safe pull_request workflow may not', () => {
    type Permissions = Record<string, string>;
    type Job = { permissions?: Permissions; steps?: Step[] };
    for (const workflow of shown) {
      const parsed = parse(workflow.text) as { permissions: Permissions; jobs: Record<string, Job> };
      for (const [name, job] of Object.entries(parsed.jobs)) {
        const steps = actionSteps({ jobs: { [name]: job } });
        if (steps.length === 0) continue;
        // A job's own permissions replace the workflow's.
        const granted = job.permissions ?? parsed.permissions;
        const comments = steps.some((step) => step.with?.comment !== 'never');
        expect(granted['pull-requests'], `${workflow.path} ${name}`).toBe(comments ? 'write' : undefined);
      }
    }
  });

  it('name the gate of a matrix job by the matrix: its jobs would otherwise overwrite one comment', () => {
    type Job = { strategy?: { matrix?: unknown }; steps?: Step[] };
    const gates = shown.flatMap((workflow) =>
      Object.entries((parse(workflow.text) as { jobs: Record<string, Job> }).jobs)
        .filter(([, job]) => job.strategy?.matrix !== undefined)
        .flatMap(([name, job]) => actionSteps({ jobs: { [name]: job } }).map((step) => ({ workflow, step }))),
    );
    expect(gates).not.toEqual([]);
    for (const { workflow, step } of gates) {
      if (step.with?.comment !== 'never') expect(step.with?.name, workflow.path).toMatch(/\$\{\{\s*matrix\./);
    }
  });

  it("the fork recipe's comment workflow takes the uploaded number only for the pull request whose head was evaluated", () => {
    const comment = shown.find((w) => w.path === '.github/workflows/eval-comment.yml')!;
    const steps = Object.values(
      (parse(comment.text) as { jobs: Record<string, { steps: (Step & { id?: string; run?: string })[] }> }).jobs,
    ).flatMap((job) => job.steps);
    const read = steps.find((step) => step.id === 'pr')!;
    const env = (read as { env: Record<string, string> }).env;
    expect(env.EVALUATED).toBe(
      '${{ github.event.workflow_run.head_repository.full_name }}:${{ github.event.workflow_run.head_branch }}',
    );
    // The step's script under bash -e, as the runner runs it, with a gh that answers as the API would.
    const dir = tempDir('passk-fork-recipe-');
    mkdirSync(join(dir, 'bin'));
    mkdirSync(join(dir, 'results'));
    writeFileSync(join(dir, 'script.sh'), read.run!);
    const gh = '#!/bin/sh\ncase "$2" in */pulls/12) echo "contributor/evals:fix-tests" ;; *) exit 1 ;; esac\n';
    writeFileSync(join(dir, 'bin', 'gh'), gh, { mode: 0o755 });
    const numberFor = (uploaded: string | null, evaluated: string): string => {
      rmSync(join(dir, 'results', 'pr-number'), { force: true });
      if (uploaded !== null) writeFileSync(join(dir, 'results', 'pr-number'), uploaded);
      const output = join(dir, 'output');
      writeFileSync(output, '');
      execFileSync('bash', ['-e', 'script.sh'], {
        cwd: dir,
        env: {
          PATH: `${join(dir, 'bin')}:${process.env.PATH}`,
          GITHUB_OUTPUT: output,
          GITHUB_REPOSITORY: 'acme/evals',
          EVALUATED: evaluated,
        },
      });
      return readFileSync(output, 'utf8');
    };
    expect(numberFor('12\n', 'contributor/evals:fix-tests')).toBe('number=12\n');
    // Another pull request's number, one that does not exist, and no number at all: no pr-number, no failure.
    expect(numberFor('12\n', 'mallory/evals:main')).toBe('');
    expect(numberFor('13\n', 'contributor/evals:fix-tests')).toBe('');
    expect(numberFor('none', 'contributor/evals:fix-tests')).toBe('');
    // An artifact without the file (a fork's edited workflow): no number, and the step does not fail.
    expect(numberFor(null, 'contributor/evals:fix-tests')).toBe('');
  });

  it('include a self-test that runs the action from the checkout', () => {
    const selfTest = repoWorkflows().find((w) => w.path.endsWith('self-test.yml'));
    expect(selfTest).toBeDefined();
    const steps = actionSteps(parse(selfTest!.text) as { jobs: Record<string, { steps?: Step[] }> });
    expect(steps.map((s) => s.uses)).toContain('./');
  });
});

const EXAMPLES = { baseline: join(ROOT, 'examples/baseline.json'), candidate: join(ROOT, 'examples/candidate.json') };
const TOKEN = 'ghs_in-process-token';
const OWNER = 'octo';
const REPO = 'evals';
const PR = 7;
const HEAD = 'a'.repeat(40);

const PULL_REQUEST_EVENT = {
  eventName: 'pull_request',
  payload: {
    number: PR,
    pull_request: { number: PR, head: { sha: HEAD }, base: { sha: 'b'.repeat(40) } },
    repository: { full_name: `${OWNER}/${REPO}`, default_branch: 'main' },
  },
};

interface StepRun {
  exitCode: number;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
  annotations: (kind: 'error' | 'warning' | 'notice') => string[];
}

/** The runner's file-command format: `name<<DELIMITER`, the value's lines, `DELIMITER`. */
function parseOutputs(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const [, name, delimiter] = /^([^<]+)<<(.+)$/.exec(lines[i]!) ?? [];
    if (name === undefined) continue;
    const end = lines.indexOf(delimiter!, i + 1);
    values[name] = lines.slice(i + 1, end).join('\n');
    i = end;
  }
  return values;
}

describe('the action run in process', () => {
  const defaults = Object.fromEntries(
    Object.entries(action.inputs).map(([name, input]) => [
      name,
      String(input.default ?? '').replace('${{ github.token }}', TOKEN),
    ]),
  );
  let server: GitHubServer;
  let work: string;
  let runs = 0;

  beforeAll(async () => {
    server = await startGitHubServer();
    work = tempDir('passk-action-run-');
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  /** Runs the action once with `inputs` over action.yml's defaults; the environment and context are put back after. */
  async function runAction(
    inputs: Record<string, string>,
    options: { env?: Record<string, string>; context?: object } = {},
  ): Promise<StepRun> {
    const dir = join(work, `run-${++runs}`);
    mkdirSync(dir);
    const files = { output: join(dir, 'output'), summary: join(dir, 'summary') };
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
    const savedEnv = { ...process.env };
    const context = github.context;
    const savedContext = { ...context };
    Object.assign(context, {
      ...PULL_REQUEST_EVENT,
      sha: HEAD,
      ref: `refs/pull/${PR}/merge`,
      apiUrl: server.url,
      serverUrl: 'https://ghe.example',
      runId: 4242,
      ...options.context,
    });
    for (const key of Object.keys(process.env)) if (key.startsWith('INPUT_')) delete process.env[key];
    Object.assign(process.env, {
      GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
      GITHUB_WORKSPACE: ROOT,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      RUNNER_TEMP: dir,
      PASSK_GATE_API_BACKOFF: '0.001',
      ...options.env,
    });
    for (const [name, value] of Object.entries({ ...defaults, ...inputs })) {
      process.env[`INPUT_${name.toUpperCase()}`] = value;
    }
    // @actions/core keeps the first summary file it wrote to.
    Object.assign(core.summary, { _filePath: undefined });
    let stdout = '';
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
    try {
      await runStep('9.9.9', join(ROOT, 'dist', 'index.js'));
    } finally {
      write.mockRestore();
      process.env = savedEnv;
      Object.assign(context, savedContext);
    }
    const exitCode = Number(process.exitCode ?? 0);
    process.exitCode = 0;
    return {
      exitCode,
      stdout,
      outputs: parseOutputs(readFileSync(files.output, 'utf8')),
      summary: readFileSync(files.summary, 'utf8'),
      annotations: (kind) =>
        stdout
          .split('\n')
          .filter((line) => line.startsWith(`::${kind}`))
          .map((line) => line.replace(/%(0D|0A|3A|2C|25)/g, (code) => decodeURIComponent(code))),
    };
  }

  const comments = () => server.comments(OWNER, REPO, PR);

  /** The warnings but the report's own (the examples' pass@k curves cross). */
  const warnings = (done: StepRun) =>
    done.annotations('warning').filter((line) => !/^::warning title=[^:]*: warning::/.test(line));

  it('comments on the pull request of a pull_request event', async () => {
    const done = await runAction({ ...EXAMPLES, resamples: '200' });
    expect(done.exitCode).toBe(0);
    expect(done.outputs.verdict).toBe('improvement');
    expect(comments()).toHaveLength(1);
    expect(done.outputs['comment-url']).toBe(comments()[0]!.html_url);
  });

  describe('when the run of an older commit of the pull request finishes after a newer one', () => {
    const NEWER = { head: '9f8e7d6'.padEnd(40, 'c'), time: '2026-03-01T10:05:00Z' };
    const event = (updatedAt: string) => ({
      payload: {
        ...PULL_REQUEST_EVENT.payload,
        pull_request: { ...PULL_REQUEST_EVENT.payload.pull_request, updated_at: updatedAt },
      },
    });

    it("leaves the newer commit's comment as it is, says so, and keeps this run's outputs and summary", async () => {
      const newer = { ...server.addComment(OWNER, REPO, PR, `${commentMarker(undefined, NEWER)}\nnewer report`) };
      const done = await runAction({ ...EXAMPLES, resamples: '200' }, { context: event('2026-03-01T10:00:00Z') });
      expect(comments()).toEqual([newer]);
      expect(server.requests.filter((r) => r.path.includes('/comments') && r.method !== 'GET')).toEqual([]);
      expect(done.stdout).toContain(
        `The comment on pull request #${PR} already reports 9f8e7d6, a newer commit of the pull request than ` +
          `this run's aaaaaaa: left as it is (${newer.html_url}).`,
      );
      expect(done.exitCode).toBe(0);
      expect(done.outputs.verdict).toBe('improvement');
      expect(done.outputs['comment-url']).toBe('');
      expect(done.summary).toMatch(/^### ✅ Can merge/);
      expect(warnings(done)).toEqual([]);
    });

    it("says it removed its own copy when it wrote beside the newer commit's comment it had not seen", async () => {
      const newer = { ...server.addComment(OWNER, REPO, PR, `${commentMarker(undefined, NEWER)}\nnewer report`) };
      // The newer commit's run writes between this run's first read of the comments and its create.
      server.fail('issues/list-comments', { status: 200, body: [] });
      const done = await runAction({ ...EXAMPLES, resamples: '200' }, { context: event('2026-03-01T10:00:00Z') });
      expect(comments()).toEqual([newer]);
      expect(done.stdout).toContain(
        `already reports 9f8e7d6, a newer commit of the pull request than this run's aaaaaaa: left as it is ` +
          `(${newer.html_url}) (removed 1 duplicate).`,
      );
      expect(done.outputs['comment-url']).toBe('');
      expect(warnings(done)).toEqual([]);
    });

    it("warns that the newer commit's comment is kept when removing its own copy fails", async () => {
      const newer = { ...server.addComment(OWNER, REPO, PR, `${commentMarker(undefined, NEWER)}\nnewer report`) };
      server.fail('issues/list-comments', { status: 200, body: [] });
      server.fail('issues/delete-comment', {
        status: 403,
        body: { message: 'Resource not accessible by integration' },
      });
      const done = await runAction({ ...EXAMPLES, resamples: '200' }, { context: event('2026-03-01T10:00:00Z') });
      expect(comments()).toHaveLength(2);
      expect(comments()[0]).toEqual(newer);
      expect(done.outputs['comment-url']).toBe('');
      expect(warnings(done)).toEqual([
        `::warning title=passk-gate: duplicate PR comments::the comment on pull request #${PR} reports a newer ` +
          'commit and is kept, but removing its duplicates failed (HTTP 403: Resource not accessible by ' +
          'integration); the extra copies stay until a later run (or a person) deletes them',
      ]);
    });

    it('leaves it as it is when the older run could not run, too', async () => {
      const newer = { ...server.addComment(OWNER, REPO, PR, `${commentMarker(undefined, NEWER)}\nnewer report`) };
      const missing = { ...EXAMPLES, candidate: join(work, 'no-such-results.json') };
      const done = await runAction(missing, { context: event('2026-03-01T10:00:00Z') });
      expect(done.exitCode).toBe(1);
      expect(done.summary).toContain('the gate could not run');
      expect(comments()).toEqual([newer]);
      expect(done.stdout).toContain('already reports 9f8e7d6, a newer commit of the pull request');
    });

    it("does the same in the fork recipe's workflow_run, by the time GitHub created the evaluated run", async () => {
      const workflowRun = (createdAt: string) => ({
        eventName: 'workflow_run',
        payload: { workflow_run: { event: 'pull_request', head_sha: HEAD, created_at: createdAt, pull_requests: [] } },
      });
      const inputs = { ...EXAMPLES, resamples: '200', 'pr-number': String(PR) };
      const newer = { ...server.addComment(OWNER, REPO, PR, `${commentMarker(undefined, NEWER)}\nnewer report`) };
      const stale = await runAction(inputs, { context: workflowRun('2026-03-01T10:00:00Z') });
      expect(comments()).toEqual([newer]);
      expect(stale.stdout).toContain('already reports 9f8e7d6, a newer commit of the pull request than this run');
      expect(stale.outputs['comment-url']).toBe('');
      const later = await runAction(inputs, { context: workflowRun('2026-03-01T10:09:00Z') });
      expect(comments().map((c) => c.id)).toEqual([newer.id]);
      expect(comments()[0]!.body).toMatch(
        new RegExp(`^<!-- passk-gate comment:  head=${HEAD} updated=2026-03-01T10:09:00Z -->\n### ✅ Can merge`),
      );
      expect(later.outputs['comment-url']).toBe(newer.html_url);
    });

    it("updates an older commit's comment, and one written before comments named their commit", async () => {
      for (const marker of [commentMarker(undefined, NEWER), commentMarker(undefined)]) {
        server.reset();
        const found = server.addComment(OWNER, REPO, PR, `${marker}\nearlier report`);
        const done = await runAction({ ...EXAMPLES, resamples: '200' }, { context: event('2026-03-01T10:09:00Z') });
        expect(comments().map((c) => c.id)).toEqual([found.id]);
        expect(comments()[0]!.body).toMatch(
          new RegExp(`^<!-- passk-gate comment:  head=${HEAD} updated=2026-03-01T10:09:00Z -->\n### ✅ Can merge`),
        );
        expect(done.outputs['comment-url']).toBe(found.html_url);
      }
    });
  });

  it("links a look's report to how a look decides, and a gate's to how the gate decides", async () => {
    const plan = join(work, 'docs-link-plan.json');
    writeFileSync(
      plan,
      JSON.stringify((await runSequentialPlan(EXAMPLES.baseline, {}, { ...DEFAULT_OPTIONS, looks: 2 })).plan),
    );
    const env = { env: { GITHUB_SHA: 'a'.repeat(40) } };
    const docs = `https://ghe.example/${OWNER}/${REPO}/blob/${'a'.repeat(40)}/docs/`;
    const looked = await runAction({ ...EXAMPLES, 'sequential-plan': plan }, env);
    expect(looked.summary).toContain(`(${docs}sequential.md#a-look)`);
    expect(comments()[0]!.body).toContain(`(${docs}sequential.md#a-look)`);
    const gated = await runAction({ ...EXAMPLES, resamples: '200', comment: 'never' }, env);
    expect(gated.summary).toContain(`(${docs}statistics.md#how-the-gate-decides)`);
  });

  it('annotates as many warnings as GitHub shows, the last saying how many more the log lists', async () => {
    // Twelve checks that each compare a file with itself: twelve warnings, two more than GitHub shows a step.
    const config = join(work, 'twelve-checks.yml');
    const names = Array.from({ length: 12 }, (_, i) => `c${i + 1}`);
    writeFileSync(
      config,
      `resamples: 1000\ndefaults:\n  baseline: ${EXAMPLES.baseline}\n  candidate: ${EXAMPLES.baseline}\nchecks:\n` +
        names.map((name) => `  - name: ${name}\n`).join(''),
    );
    const done = await runAction({ config, comment: 'never' });
    expect(done.exitCode).toBe(0);
    const sameFile = (name: string) =>
      `${name} pass@1: the baseline and the candidate are the same file (examples/baseline.json): the comparison cannot ` +
      "show a change; check that the candidate is the new model's results";
    expect(done.annotations('warning')).toEqual([
      ...names.slice(0, 9).map((name) => `::warning title=passk-gate: warning::${sameFile(name)}`),
      '::warning title=passk-gate: more warnings::3 more warnings, which GitHub would not show here (it shows 10 a ' +
        'step): the workflow log lists them after this one',
    ]);
    const lines = done.stdout.split('\n');
    for (const name of names.slice(9)) expect(lines).toContain(`passk-gate: warning: ${sameFile(name)}`);
    // A warning the step wrote before takes one of the ten.
    const misspelt = await runAction({ config, comment: 'never', margn: '0.01' });
    const annotated = misspelt.annotations('warning');
    expect(annotated).toHaveLength(10);
    expect(annotated[0]).toMatch(/^::warning title=passk-gate: unknown input::unknown input margn/);
    expect(annotated[9]).toMatch(/^::warning title=passk-gate: more warnings::4 more warnings, /);
  });

  it('annotates as many notices as GitHub shows, the last saying how many more the log lists', async () => {
    // Twelve checks that each give a criterion passk files do not use: twelve notes, two more than GitHub shows.
    const config = join(work, 'twelve-notes.yml');
    const names = Array.from({ length: 12 }, (_, i) => `n${i + 1}`);
    writeFileSync(
      config,
      `resamples: 1000\ndefaults:\n  baseline: ${EXAMPLES.baseline}\n  candidate: ${EXAMPLES.candidate}\nchecks:\n` +
        names.map((name) => `  - name: ${name}\n    criterion: base\n`).join(''),
    );
    const done = await runAction({ config, comment: 'never' });
    expect(done.exitCode).toBe(0);
    const unused = (name: string) => `check "${name}": criterion base is not used: passk files have one pass/fail `;
    const notices = done.annotations('notice');
    expect(notices).toHaveLength(10);
    names.slice(0, 9).forEach((name, i) => {
      expect(notices[i]).toMatch(/^::notice title=passk-gate: note::\S*twelve-notes\.yml:\d+: /);
      expect(notices[i]).toContain(unused(name));
    });
    expect(notices[9]).toBe(
      '::notice title=passk-gate: more notices::3 more notices, which GitHub would not show here (it shows 10 a ' +
        'step): the workflow log lists them after this one',
    );
    const logged = done.stdout.split('\n').filter((line) => line.startsWith('passk-gate: note: '));
    expect(logged).toHaveLength(3);
    names.slice(9).forEach((name, i) => expect(logged[i]).toContain(unused(name)));
  });

  it("fits every warning of a step in GitHub's ten: a sequential look's, and those after a gate could not run", async () => {
    // Ten misspelt inputs take the ten; the PR comment that cannot be posted warns after them.
    const misspelt = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`zz${i}`, '1']));
    const fitted = async (inputs: Record<string, string>, more = 2) => {
      server.fail('issues/create-comment', { status: 502, body: { message: 'Bad Gateway' } }, 4);
      const done = await runAction({ ...misspelt, ...inputs });
      const annotated = done.annotations('warning');
      expect(annotated).toHaveLength(10);
      expect(annotated.slice(0, 9)).toEqual(
        Array(9).fill(expect.stringMatching(/^::warning title=passk-gate: unknown input::unknown input zz\d, /)),
      );
      expect(annotated[9]).toBe(
        `::warning title=passk-gate: more warnings::${more} more warnings, which GitHub would not show here (it ` +
          'shows 10 a step): the workflow log lists them after this one',
      );
      const lines = done.stdout.split('\n');
      expect(lines).toContainEqual(expect.stringMatching(/^passk-gate: unknown input: unknown input zz9, /));
      expect(lines).toContainEqual(
        expect.stringMatching(/^passk-gate: no PR comment: could not comment on pull request #7: HTTP 502: /),
      );
      return done;
    };
    const plan = join(work, 'fitted-plan.json');
    writeFileSync(
      plan,
      JSON.stringify((await runSequentialPlan(EXAMPLES.baseline, {}, { ...DEFAULT_OPTIONS, looks: 2 })).plan),
    );
    const looked = await fitted({ ...EXAMPLES, 'sequential-plan': plan });
    expect(looked.outputs.decision).toBe('pass');
    expect((await fitted({ ...EXAMPLES, k: 'two' })).exitCode).toBe(1);
    // A gate's own warnings come after: the examples' pass@k curves cross.
    const gated = await fitted({ ...EXAMPLES, resamples: '200' }, 3);
    expect(gated.stdout).toContain('\npassk-gate: warning: the pass@k curves cross: ');
  });

  it('writes no workflow command a results file holds into the log', async () => {
    const candidate = JSON.parse(readFileSync(EXAMPLES.candidate, 'utf8'));
    // The runner reads `##[` anywhere in a line; the refusal says the temperature in the log.
    candidate.config.temperature = '0.7 ##[error]forged';
    const path = join(work, 'commands.json');
    writeFileSync(path, JSON.stringify(candidate));
    const done = await runAction({ ...EXAMPLES, candidate: path, comment: 'never', summary: 'false' });
    expect(done.exitCode).toBe(1);
    const logged = done.stdout.split('\n').filter((line) => line.includes('forged') && !line.startsWith('::error '));
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(line).not.toContain('##[');
    // A warning past GitHub's ten goes to the log too: the file's value in it is no command either.
    const named = JSON.parse(readFileSync(EXAMPLES.candidate, 'utf8'));
    named.config.max_new_tokens = '1 ##[error]forged';
    writeFileSync(path, JSON.stringify(named));
    const misspelt = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`zz${i}`, '1']));
    const overflowed = await runAction({
      ...EXAMPLES,
      ...misspelt,
      candidate: path,
      comment: 'never',
      resamples: '200',
    });
    const warned = overflowed.stdout.split('\n').filter((line) => line.includes('forged'));
    expect(warned).toEqual([expect.stringMatching(/^passk-gate: warning: candidate: records max_tokens 512 and /)]);
    expect(warned[0]).not.toContain('##[');
  });

  it("titles an unknown input's warning with the gate's name, as its other annotations", async () => {
    // Two gates in one job: each annotation says which step it is of.
    const done = await runAction({ ...EXAMPLES, name: 'humaneval', margn: '0.01', comment: 'never', resamples: '200' });
    expect(done.exitCode).toBe(0);
    expect(warnings(done)).toEqual([
      '::warning title=passk-gate (humaneval): unknown input::unknown input margn, which the gate does not read: ' +
        'did you mean margin?',
    ]);
    expect(done.annotations('warning')).toContainEqual(
      expect.stringMatching(/^::warning title=passk-gate \(humaneval\): warning::the pass@k curves cross: /),
    );
  });

  it("says MLflow's tracking URI goes in the step's env, also when it was given as an input", async () => {
    const done = await runAction(
      { baseline: 'runs:/b1', candidate: 'runs:/c1', comment: 'never', mlflow_tracking_uri: 'http://127.0.0.1:5000' },
      { env: { MLFLOW_TRACKING_URI: '' } },
    );
    expect(done.exitCode).toBe(1);
    expect(warnings(done)).toEqual([
      "::warning title=passk-gate: unknown input::unknown input mlflow_tracking_uri: MLflow's settings are read " +
        "from environment variables, not inputs: set MLFLOW_TRACKING_URI under the step's env:, not with:",
    ]);
    expect(done.annotations('error')).toEqual([
      '::error title=passk-gate: could not run::passk-gate: runs:/b1: reading an MLflow run needs ' +
        "MLFLOW_TRACKING_URI, the tracking server's address (e.g. https://mlflow.example.com): the step's env has none",
    ]);
  });

  it("names the I/O error of a report file it cannot write in RUNNER_TEMP, and sets none of the gate's outputs", async () => {
    const done = await runAction(
      { ...EXAMPLES, resamples: '200', comment: 'never' },
      { env: { RUNNER_TEMP: '/nonexistent/x' } },
    );
    expect(done.exitCode).toBe(1);
    expect(done.annotations('error')).toEqual([
      '::error title=passk-gate: could not run::passk-gate: cannot write the JSON report to RUNNER_TEMP: ' +
        '/nonexistent/x/passk-gate-report.json: its folder does not exist',
    ]);
    expect(done.outputs).toEqual({ 'comment-url': '' });
    expect(done.summary).toContain('the gate could not run');
  });

  it("comments on the event's pull request, and warns that a pr-number naming another one is not used", async () => {
    const done = await runAction({ ...EXAMPLES, resamples: '200', 'pr-number': '12' });
    expect(comments()).toHaveLength(1);
    expect(comments()[0]!.body).toContain(HEAD.slice(0, 7));
    expect(server.comments(OWNER, REPO, 12)).toEqual([]);
    expect(warnings(done)).toEqual([
      '::warning title=passk-gate: pr-number not used::input pr-number is 12, but this pull_request event is ' +
        'pull request #7, whose commits the gate compared: the comment is on #7 (pr-number is for events that ' +
        'name no pull request, such as workflow_run)',
    ]);
    expect(done.outputs['comment-url']).toBe(comments()[0]!.html_url);
    const same = await runAction({ ...EXAMPLES, resamples: '200', 'pr-number': String(PR) });
    expect(warnings(same)).toEqual([]);
  });

  it('writes no comment and warns of none in a workflow_run of a push, which has no pull request', async () => {
    const context = { eventName: 'workflow_run', payload: { workflow_run: { event: 'push', head_sha: HEAD } } };
    const done = await runAction({ ...EXAMPLES, resamples: '200' }, { context });
    expect(done.exitCode).toBe(0);
    expect(warnings(done)).toEqual([]);
    expect(done.stdout).toContain('Not a pull request event and no pr-number input: no comment.');
    expect(server.requests).toEqual([]);
  });

  it('says how to comment from an issue_comment chat-op on a pull request, and comments with pr-number', async () => {
    const issue = { number: PR, pull_request: { url: `https://api.github.com/repos/${OWNER}/${REPO}/pulls/${PR}` } };
    const context = { eventName: 'issue_comment', payload: { action: 'created', issue } };
    const done = await runAction({ ...EXAMPLES, resamples: '200' }, { context });
    expect(done.exitCode).toBe(0);
    expect(warnings(done)).toEqual([
      `::warning title=passk-gate: no PR comment::input pr-number is empty, so no comment was written on pull request #${PR}: ` +
        'the action does not take it from an issue_comment event, which GitHub runs on the default branch: check ' +
        'out the pull request and pass pr-number: ${{ github.event.issue.number }}',
    ]);
    expect(server.requests).toEqual([]);
    const given = await runAction({ ...EXAMPLES, resamples: '200', 'pr-number': String(PR) }, { context });
    expect(warnings(given)).toEqual([]);
    expect(comments()).toHaveLength(1);
    // The event's sha is the default branch's head, not the pull request's: the footer links no commit.
    expect(comments()[0]!.body).not.toContain(HEAD.slice(0, 7));
    expect(comments()[0]!.body).toContain('[workflow run](https://ghe.example/');
  });

  describe('when GitHub files the comments under another account than the gate took the token for', () => {
    const MARKER = '<!-- passk-gate comment:  -->';

    it("keeps one comment, that account's, and links it, when GraphQL named another", async () => {
      server.identify(TOKEN, 'octocat');
      server.fail(GRAPHQL_OPERATION, { status: 200, body: { data: { viewer: { login: ACTIONS_BOT } } } }, 2);
      const first = await runAction({ ...EXAMPLES, resamples: '200' });
      const second = await runAction({ ...EXAMPLES, resamples: '200' });
      expect(comments().map((c) => c.user.login)).toEqual(['octocat']);
      for (const done of [first, second]) {
        expect(warnings(done)).toEqual([]);
        expect(done.outputs['comment-url']).toBe(comments()[0]!.html_url);
        expect(done.stdout).toContain(
          'GitHub says the token is "github-actions[bot]", but filed its comment under "octocat": the gate keeps ' +
            "that account's comment up to date",
        );
      }
    });

    it("keeps the token's own comment up to date, never the comment-author's, and says what to write", async () => {
      server.fail(GRAPHQL_OPERATION, { status: 404, body: { message: 'Not Found' } }, 2);
      const planted = { ...server.addComment(OWNER, REPO, PR, `${MARKER}\nplanted`, 'mallory') };
      const first = await runAction({ ...EXAMPLES, resamples: '200', 'comment-author': 'mallory' });
      const second = await runAction({ ...EXAMPLES, resamples: '200', 'comment-author': 'mallory' });
      expect(comments()[0]).toEqual(planted);
      expect(
        comments()
          .slice(1)
          .map((c) => c.user.login),
      ).toEqual([ACTIONS_BOT]);
      for (const done of [first, second]) {
        expect(done.outputs['comment-url']).toBe(comments()[1]!.html_url);
        expect(warnings(done)).toEqual([
          '::warning title=passk-gate: comment-author not the token\'s account::input comment-author is "mallory", ' +
            'but GitHub filed the comment on pull request #7 under "github-actions[bot]", the token\'s account: the ' +
            "gate keeps that account's comment up to date: write github-actions[bot]",
        ]);
      }
      const writes = server.requests.filter((r) => r.method !== 'GET' && r.path.includes(`/${planted.id}`));
      expect(writes).toEqual([]);
    });
  });

  it('gives a step that records the history the permissions block to comment with contents: write kept', async () => {
    server.fail('issues/create-comment', { status: 403, body: { message: 'Resource not accessible by integration' } });
    const done = await runAction({ ...EXAMPLES, resamples: '200', history: 'passk-gate-history' });
    const [warning] = warnings(done).filter((line) => line.includes('no PR comment'));
    const lines = warning!.split('\n');
    expect(parse(lines.slice(1, 4).join('\n'))).toEqual({
      permissions: { contents: 'write', 'pull-requests': 'write' },
    });
  });

  it("tells a GitHub App's token that may not comment to grant the app the permission, not the job", async () => {
    server.identify(TOKEN, 'eval-bot[bot]');
    server.fail('issues/create-comment', { status: 403, body: { message: 'Resource not accessible by integration' } });
    const done = await runAction({ ...EXAMPLES, resamples: '200', comment: 'always' });
    expect(done.exitCode).toBe(0);
    const [warning] = warnings(done).filter((line) => line.includes('no PR comment'));
    expect(warning).toContain(
      "github-token is the GitHub App eval-bot[bot]'s token, whose permissions are the app's, not the job's",
    );
    expect(warning).not.toContain('permissions:');
  });

  it('says a comment was cut only when it was: not when GitHub took the same body after refusing it', async () => {
    server.fail('issues/create-comment', {
      status: 422,
      body: {
        message: 'Validation Failed',
        errors: [{ resource: 'IssueComment', code: 'custom', field: 'body', message: 'body is too long' }],
      },
    });
    const done = await runAction({ ...EXAMPLES, resamples: '200' });
    expect(comments()).toHaveLength(1);
    expect(done.stdout).toContain(`Comment created on pull request #7: ${comments()[0]!.html_url}\n`);
  });

  it('ends the warning of a comment that could not say the gate could not run without pointing to a verdict', async () => {
    server.fail('issues/create-comment', { status: 502, body: { message: 'Bad Gateway' } }, 4);
    const done = await runAction({ ...EXAMPLES, k: 'two' });
    expect(done.exitCode).toBe(1);
    expect(warnings(done)).toEqual([
      '::warning title=passk-gate: no PR comment::could not comment on pull request #7: HTTP 502: Bad Gateway; ' +
        "gave up after 4 attempts. Re-run the job once GitHub answers again: until then the pull request's comment, " +
        "if it has one, shows an earlier run's report. The step still fails: the gate could not run.",
    ]);
  });

  it('keeps the report in the summary and the comment when the step fails after its verdict, and says what failed', async () => {
    const plan = join(work, 'after-verdict-plan.json');
    writeFileSync(
      plan,
      JSON.stringify((await runSequentialPlan(EXAMPLES.baseline, {}, { ...DEFAULT_OPTIONS, looks: 2 })).plan),
    );
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...EXAMPLES, resamples: '200' }, /^### ✅ Can merge: pass@1 rose /],
      [{ ...EXAMPLES, 'sequential-plan': plan }, /^### ✅ /],
    ];
    for (const [inputs, headline] of cases) {
      server.reset();
      await runAction(inputs);
      // The outputs file goes away while the comment is updated: the comment-url output cannot be set.
      server.fail('issues/update-comment', { delayMs: 200 });
      const running = runAction(inputs);
      await vi.waitFor(() => expect(server.requests.map((r) => r.operationId)).toContain('issues/update-comment'), {
        interval: 5,
      });
      process.env.GITHUB_OUTPUT = join(work, 'gone', 'output');
      const done = await running;
      expect(done.exitCode).toBe(70);
      const errors = done.annotations('error');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(
        /^::error title=passk-gate: failed after the verdict::passk-gate: the gate's verdict is set in the step's outputs, but setting the comment-url output failed: internal error: .*Missing file at path/,
      );
      // One report, then what went wrong after it; the comment keeps this run's report.
      expect(done.summary).toMatch(headline);
      expect(done.summary.match(/^### /gm)).toEqual(['### ', '### ']);
      expect(done.summary).toContain('### ❌ Blocks merge: the step failed after the verdict\n');
      expect(done.summary).not.toContain('could not run');
      expect(comments()).toHaveLength(1);
      expect(comments()[0]!.body.split('\n')[1]).toMatch(headline);
    }
  });

  it('with an anchor, reports a gate with the check against the base named so before the history branch exists', async () => {
    const { checkout } = gitWorkspace('passk-action-run-git-');
    const inputs = { ...EXAMPLES, resamples: '200', history: 'passk-gate-history', anchor: 'oldest', comment: 'never' };
    const done = await runAction({ ...inputs, name: 'humaneval' }, { env: { GITHUB_WORKSPACE: checkout } });
    expect(done.exitCode).toBe(0);
    // Said once, by the check it concerns: the comment and the summary say it too.
    expect(done.annotations('warning').filter((line) => line.includes('history'))).toEqual([
      '::warning title=passk-gate (humaneval): warning::history branch passk-gate-history does not exist yet: ' +
        'no drift check until a push to the default branch adds a run',
    ]);
    expect((JSON.parse(done.outputs.checks!) as { name: string }[]).map((c) => c.name)).toEqual(['against the base']);
    const report = JSON.parse(readFileSync(done.outputs.report!, 'utf8')) as {
      checks: { name: string; warnings: string[] }[];
    };
    expect(report).toMatchObject({ format: 'passk-gate-report/v2', multiplicity: { method: 'holm', family_size: 1 } });
    expect(report.checks.map((c) => c.name)).toEqual(['against the base']);
    // The comment and the summary say why there is no drift check, not the annotation alone.
    expect(report.checks[0]!.warnings).toContain(
      'history branch passk-gate-history does not exist yet: no drift check until a push to the default branch adds a run',
    );
  });

  describe('recording the history on a push to the default branch', () => {
    const BRANCH = 'passk-gate-history';

    /** A push of `sha` to main, its head commit made at `timestamp`. */
    const push = (sha: string, timestamp: string) => ({
      eventName: 'push',
      sha,
      ref: 'refs/heads/main',
      payload: {
        ref: 'refs/heads/main',
        head_commit: { id: sha, timestamp },
        repository: { full_name: `${OWNER}/${REPO}`, default_branch: 'main' },
      },
    });

    /** The records on the remote's history branch, in file-name order (the store's order by time). */
    const records = (remote: string) =>
      git(remote, 'ls-tree', '-r', '--name-only', BRANCH)
        .trim()
        .split('\n')
        .map((path) => JSON.parse(git(remote, 'show', `${BRANCH}:${path}`)) as Record<string, unknown>);

    it('says that a push to another branch, or a schedule on the default branch, is not recorded', async () => {
      const inputs = { ...EXAMPLES, resamples: '200', history: BRANCH, comment: 'never' };
      const feature = { ...push(HEAD, '2026-11-02T10:00:00Z'), ref: 'refs/heads/feature' };
      const done = await runAction(inputs, { context: feature });
      expect(done.exitCode).toBe(0);
      expect(done.stdout).toContain(
        `passk-gate: this push event at refs/heads/feature is not recorded in ${BRANCH}: only a push to the default branch is`,
      );
      const nightly = await runAction(inputs, {
        context: { eventName: 'schedule', ref: 'refs/heads/main', payload: {} },
      });
      expect(nightly.stdout).toContain(
        `passk-gate: this schedule event at refs/heads/main is not recorded in ${BRANCH}`,
      );
    });

    it("records each check of a config file in the series its drift check reads, so a pull request's drift checks compare", async () => {
      const { remote, checkout } = gitWorkspace('passk-action-history-config-');
      // Two suites of one format: what their passes are judged on does not tell them apart.
      const suite = (prefix: string) => baselineCounts().map((p, i) => ({ ...p, id: `${prefix}/${i}` }));
      writeFileSync(join(checkout, 'he.json'), resultsFile(suite('HumanEval'), 'acme/coder'));
      writeFileSync(join(checkout, 'mbpp.json'), resultsFile(suite('Mbpp'), 'acme/coder'));
      const config = join(checkout, 'passk-gate.yml');
      writeFileSync(
        config,
        'resamples: 1000\ndefaults:\n  anchor: oldest,window:20\nchecks:\n' +
          '  - name: HumanEval\n    baseline: he.json\n    candidate: he.json\n' +
          '  - name: MBPP\n    baseline: mbpp.json\n    candidate: mbpp.json\n',
      );
      const inputs = { config, history: BRANCH, comment: 'never' };
      const env = { env: { GITHUB_WORKSPACE: checkout } };
      const pushed = await runAction(inputs, { ...env, context: push(HEAD, '2026-11-02T10:00:00Z') });
      expect(warnings(pushed)).toEqual([]);
      expect(records(remote).map((r) => [r.name, (r.problems as { ids: string[] }).ids[0]])).toEqual([
        ['HumanEval', 'HumanEval/0'],
        ['MBPP', 'Mbpp/0'],
      ]);
      const pr = await runAction(inputs, env);
      expect(pr.exitCode).toBe(0);
      const checks = JSON.parse(pr.outputs.checks!) as { name: string; verdict: string }[];
      expect(checks.map((c) => [c.name, c.verdict])).toEqual([
        ['HumanEval against the base', 'no-regression'],
        ['HumanEval against anchor aaaaaaa (2026-11-02)', 'no-regression'],
        ['MBPP against the base', 'no-regression'],
        ['MBPP against anchor aaaaaaa (2026-11-02)', 'no-regression'],
      ]);
    });

    it('gives a check added to the config after the history began its drift check once a push records it', async () => {
      const { remote, checkout } = gitWorkspace('passk-action-history-added-');
      const suite = (prefix: string) => baselineCounts().map((p, i) => ({ ...p, id: `${prefix}/${i}` }));
      writeFileSync(join(checkout, 'he.json'), resultsFile(suite('HumanEval'), 'acme/coder'));
      writeFileSync(join(checkout, 'mbpp.json'), resultsFile(suite('Mbpp'), 'acme/coder'));
      const config = join(checkout, 'passk-gate.yml');
      const check = (name: string, file: string) =>
        `  - name: ${name}\n    baseline: ${file}\n    candidate: ${file}\n`;
      const head = 'resamples: 1000\ndefaults:\n  anchor: oldest,window:20\nchecks:\n';
      writeFileSync(config, head + check('HumanEval', 'he.json'));
      const inputs = { config, history: BRANCH, comment: 'never' };
      const env = { env: { GITHUB_WORKSPACE: checkout } };
      await runAction(inputs, { ...env, context: push(HEAD, '2026-11-02T10:00:00Z') });
      // MBPP is added: the branch's only series is HumanEval's, which is not MBPP's anchor.
      writeFileSync(config, head + check('HumanEval', 'he.json') + check('MBPP', 'mbpp.json'));
      const pr = await runAction(inputs, env);
      expect(pr.exitCode).toBe(0);
      expect(pr.annotations('warning').filter((line) => line.includes('history'))).toEqual([
        `::warning title=passk-gate: warning::MBPP against the base pass@1: history branch ${BRANCH} has no run of ` +
          'check "MBPP" yet: no drift check for it until a push to the default branch adds one',
      ]);
      const names = (done: StepRun) => (JSON.parse(done.outputs.checks!) as { name: string }[]).map((c) => c.name);
      expect(names(pr)).toEqual([
        'HumanEval against the base',
        'HumanEval against anchor aaaaaaa (2026-11-02)',
        'MBPP against the base',
      ]);
      const said = (done: StepRun) =>
        (JSON.parse(readFileSync(done.outputs.report!, 'utf8')) as { checks: { warnings: string[] }[] }).checks.map(
          (c) => c.warnings.filter((w) => w.includes('drift check')),
        );
      expect(said(pr)).toEqual([
        [],
        [],
        [
          `history branch ${BRANCH} has no run of check "MBPP" yet: no drift check for it until a push to the default branch adds one`,
        ],
      ]);
      const C = 'c'.repeat(40);
      const pushed = await runAction(inputs, { ...env, context: push(C, '2026-11-03T10:00:00Z') });
      expect(warnings(pushed)).toEqual([]);
      expect(pushed.annotations('notice')).toEqual([
        '::notice title=passk-gate: no history yet::no drift check for check "MBPP" on this run: this push starts ' +
          'its series in the history',
      ]);
      expect(names(pushed)).toEqual(names(pr));
      expect(records(remote).map((r) => [r.name, r.commit])).toEqual([
        ['HumanEval', HEAD],
        ['HumanEval', C],
        ['MBPP', C],
      ]);
      const next = await runAction(inputs, env);
      expect(warnings(next)).toEqual([]);
      expect(names(next)).toEqual([
        'HumanEval against the base',
        'HumanEval against anchor aaaaaaa (2026-11-02)',
        'MBPP against the base',
        'MBPP against anchor ccccccc (2026-11-03)',
      ]);
    });

    it('records two checks of one file judged by two criteria, each under its own name', async () => {
      const { remote, checkout } = gitWorkspace('passk-action-history-criteria-');
      // 12 problems of two samples each: every one passes the base tests, one of each pair the plus tests too.
      const sample = (id: string, j: number) => ({
        task_id: id,
        solution: `def f():\n    return ${j}\n`,
        base_status: 'pass',
        plus_status: j === 0 ? 'pass' : 'fail',
        base_fail_tests: [],
        plus_fail_tests: [],
      });
      const ids = Array.from({ length: 12 }, (_, i) => `HumanEval/${i}`);
      const file = join(checkout, 'eval_results.json');
      writeFileSync(
        file,
        JSON.stringify({ eval: Object.fromEntries(ids.map((id) => [id, [0, 1].map((j) => sample(id, j))])) }),
      );
      const config = join(checkout, 'passk-gate.yml');
      writeFileSync(
        config,
        'resamples: 1000\ndefaults:\n  anchor: oldest\n  baseline: eval_results.json\n  candidate: eval_results.json\n' +
          '  baseline-config: temperature=0.8\n  candidate-config: temperature=0.8\n' +
          'checks:\n  - name: HumanEval+\n  - name: HumanEval base\n    criterion: base\n',
      );
      const inputs = { config, history: BRANCH, comment: 'never' };
      const env = { env: { GITHUB_WORKSPACE: checkout } };
      await runAction(inputs, { ...env, context: push(HEAD, '2026-11-02T10:00:00Z') });
      expect(records(remote).map((r) => [r.name, (r.judgement as { criterion: string }).criterion])).toEqual([
        ['HumanEval base', 'base'],
        ['HumanEval+', 'plus'],
      ]);
      // Each drift check finds a run judged as its candidate is.
      const pr = await runAction(inputs, env);
      expect(pr.exitCode).toBe(0);
      const verdicts = (JSON.parse(pr.outputs.checks!) as { verdict: string }[]).map((c) => c.verdict);
      expect(verdicts).toEqual(Array(4).fill('no-regression'));
    });

    it("gives a refused push the job's permissions block whole: contents: write, and pull-requests: write to comment", async () => {
      const { remote, checkout } = gitWorkspace('passk-action-history-refused-');
      const hook = join(remote, 'hooks', 'pre-receive');
      writeFileSync(hook, '#!/bin/sh\necho "Permission to o/r.git denied to github-actions[bot]." >&2\nexit 1\n');
      chmodSync(hook, 0o755);
      const inputs = { ...EXAMPLES, resamples: '200', history: BRANCH };
      const done = await runAction(inputs, {
        env: { GITHUB_WORKSPACE: checkout },
        context: push(HEAD, '2026-11-02T10:00:00Z'),
      });
      const [warning] = done.annotations('warning').filter((line) => line.includes('history not recorded'));
      // Pasted as the job's block, it must keep the pull request runs' comment: a permission left out is none.
      const block = warning!.slice(warning!.indexOf('\npermissions:') + 1);
      expect(parse(block)).toEqual({ permissions: { contents: 'write', 'pull-requests': 'write' } });
    });

    it("records a lone comparison in its anchor's name: series, which its drift check reads", async () => {
      const { remote, checkout } = gitWorkspace('passk-action-history-named-');
      const inputs = { ...EXAMPLES, resamples: '200', history: BRANCH, anchor: 'latest,name:coder', comment: 'never' };
      await runAction(inputs, { env: { GITHUB_WORKSPACE: checkout }, context: push(HEAD, '2026-11-02T10:00:00Z') });
      expect(records(remote).map((r) => r.name)).toEqual(['coder']);
    });

    it("records a run at its commit's time, so a parent whose job ends last still comes first", async () => {
      const { remote, checkout } = gitWorkspace('passk-action-history-time-');
      writeFileSync(join(checkout, 'base.json'), resultsFile(baselineCounts(), 'acme/coder'));
      writeFileSync(join(checkout, 'cand.json'), resultsFile(noisyCounts(), 'acme/coder'));
      const inputs = { baseline: join(checkout, 'base.json'), candidate: join(checkout, 'cand.json') };
      const step = (sha: string, timestamp: string) =>
        runAction(
          { ...inputs, resamples: '200', history: BRANCH, name: 'suite', comment: 'never' },
          { env: { GITHUB_WORKSPACE: checkout }, context: push(sha, timestamp) },
        );
      // The child's job ends first.
      await step('c'.repeat(40), '2026-11-02T11:00:00+01:00');
      await step('b'.repeat(40), '2026-11-02T09:30:00Z');
      expect(records(remote).map((r) => [r.commit, r.time])).toEqual([
        ['b'.repeat(40), '2026-11-02T09:30:00Z'],
        ['c'.repeat(40), '2026-11-02T10:00:00Z'],
      ]);
    });

    it('says an unforeseen failure while recording the history is one after the verdict, of the history', async () => {
      const { checkout } = gitWorkspace('passk-action-history-after-');
      const inputs = { ...EXAMPLES, resamples: '200', history: BRANCH, comment: 'always', 'pr-number': String(PR) };
      server.reset();
      // The temporary folder goes away while the comment is written: the history's worktree has nowhere to go.
      server.fail('issues/create-comment', { delayMs: 200 });
      const running = runAction(inputs, {
        env: { GITHUB_WORKSPACE: checkout },
        context: push(HEAD, '2026-11-02T10:00:00Z'),
      });
      await vi.waitFor(() => expect(server.requests.map((r) => r.operationId)).toContain('issues/create-comment'), {
        interval: 5,
      });
      process.env.RUNNER_TEMP = join(work, 'gone');
      const done = await running;
      expect(done.exitCode).toBe(70);
      expect(done.annotations('error')).toEqual([
        expect.stringMatching(
          /^::error title=passk-gate: failed after the verdict::passk-gate: the gate's verdict is set in the step's outputs, but recording the history failed: internal error: /,
        ),
      ]);
      expect(comments()).toHaveLength(1);
    });
  });
});

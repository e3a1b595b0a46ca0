/**
 * action.yml, the workflows in .github/workflows/ and every workflow the docs show, validated against the
 * GitHub Actions JSON Schemas (SchemaStore) kept next to the repository in ../shared/schemas (see
 * support/shared.ts); and checked against what the action really reads and writes.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseActionInputs } from './support/action-inputs.js';
import { gateOutputs, LOOK_OUTPUT_NAMES } from '../src/publish/outputs.js';
import { ACTION_INPUTS } from '../src/publish/inputs.js';
import { CONFIG, baselineCounts } from './support/counts.js';
import { run } from './support/runs.js';
import { comparison, options as parseGateOptions } from './support/comparisons.js';
import { runWithShared, sharedPath } from './support/shared.js';

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
      'empty when refused or when the gate has several checks (a config of several, or an anchor): see checks then';
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
      '.github/workflows/eval-sequential.yml',
      '.github/workflows/eval-history.yml',
      '.github/workflows/eval-gate-mlflow.yml',
      '.github/workflows/eval-gate.yml',
      '.github/workflows/eval.yml',
      '.github/workflows/eval-comment.yml',
      '.github/workflows/eval-report.yml',
      '.github/workflows/eval-gate.yml',
      '.github/workflows/eval-gates.yml',
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

  it('include a self-test that runs the action from the checkout', () => {
    const selfTest = repoWorkflows().find((w) => w.path.endsWith('self-test.yml'));
    expect(selfTest).toBeDefined();
    const steps = actionSteps(parse(selfTest!.text) as { jobs: Record<string, { steps?: Step[] }> });
    expect(steps.map((s) => s.uses)).toContain('./');
  });
});

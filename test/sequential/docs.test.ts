/**
 * The README's sequential workflow ("Stop the eval early") passes the action its plan and loops over the looks,
 * stopping unless a look exits 10; test/action.test.ts validates it against the workflow schema with the others.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { HELP } from '../../src/cli.js';
import { cli } from '../support/run-cli.js';
import { tempDir } from '../support/temp.js';

const root = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const start = readme.indexOf('\n## Stop the eval early\n');
const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
const text = /```yaml\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
const workflow = parse(text) as {
  permissions: Record<string, string>;
  jobs: Record<string, { steps: { uses?: string; run?: string; with?: Record<string, string> }[] }>;
};
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> };

describe("the README's sequential workflow", () => {
  it('is there, named by its path', () => {
    expect(start).toBeGreaterThan(0);
    expect(text).toMatch(/^# \.github\/workflows\/eval-sequential\.yml\n/);
  });

  it('passes the action only inputs it has, with the plan, and may comment', () => {
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    const gate = steps.find((step) => step.uses?.includes('passk-gate'));
    expect(Object.keys(gate!.with!).filter((name) => !(name in action.inputs))).toEqual([]);
    expect(gate!.with).toMatchObject({ 'sequential-plan': expect.any(String) as unknown });
    expect(workflow.permissions['pull-requests']).toBe('write');
  });

  it('loops over the looks with a look per pass, stopping unless it exits 10', () => {
    const loop = Object.values(workflow.jobs)
      .flatMap((job) => job.steps)
      .find((step) => step.run?.includes('sequential look'))!.run!;
    expect(loop).toMatch(/for \w+ in \$\(jq -r '\.looks\[\]\.problems'/);
    expect(loop).toContain('if [ "$status" -ne 10 ]; then break; fi');
  });

  it('uses only options --help lists', () => {
    for (const option of text.match(/--[a-z-]+/g) ?? []) {
      if (['--problems', '--samples', '--save-dev'].includes(option)) continue; // the harness's and npm's own
      expect(HELP).toContain(option);
    }
  });
});

describe('docs/sequential.md', () => {
  it("shows what sequential plan prints for the examples' baseline", async () => {
    const page = readFileSync(join(root, 'docs', 'sequential.md'), 'utf8');
    const shown = /```\n(wrote plan\.json:[\s\S]*?)```/.exec(page)?.[1];
    const run = await cli(
      'sequential',
      'plan',
      '--baseline',
      join(root, 'examples', 'baseline.json'),
      '-o',
      join(tempDir('passk-sequential-docs-'), 'plan.json'),
    );
    expect(run.code).toBe(0);
    expect(shown).toBeDefined();
    expect(run.stdout.split('\n').slice(1)).toEqual(shown!.split('\n').slice(1));
  });
});

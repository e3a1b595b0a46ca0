/** `passk-gate gate --config`: exit statuses, outputs, errors, and the files each read once. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stringify } from 'yaml';
import { parseGateConfig, readGateConfig } from '../src/config/file.js';
import { HELP } from '../src/cli.js';
import { runGate } from '../src/gate.js';
import * as read from '../src/load/read.js';
import type { GateReport } from '../src/compare/model.js';
import { cli } from './support/run-cli.js';
import { reportCase, SAMPLING } from './support/report-cases.js';
import { expectValidGateReport } from './support/report-schema.js';
import { tempDir } from './support/temp.js';

let dir: string;

/** Writes a case's two runs as passk-results/v1 files; returns their names (relative to the folder). */
function writeCase(name: Parameters<typeof reportCase>[0], prefix: string, candidateConfig: object = SAMPLING) {
  const { baseline, candidate } = reportCase(name);
  const file = (side: string, runs: typeof baseline, config: object) => {
    writeFileSync(
      join(dir, `${prefix}-${side}.json`),
      JSON.stringify({ format: 'passk-results/v1', model: runs.model, config, problems: runs.problems }),
    );
    return `${prefix}-${side}.json`;
  };
  return { baseline: file('base', baseline, SAMPLING), candidate: file('cand', candidate, candidateConfig) };
}

function writeConfig(name: string, config: object): string {
  const path = join(dir, name);
  writeFileSync(path, stringify(config));
  return path;
}

beforeAll(() => {
  dir = tempDir('passk-gate-cli-');
});

describe('passk-gate gate', () => {
  it('exits 0 when every check passes, and writes the v2 report and the markdown', async () => {
    const fine = writeCase('no-regression', 'fine');
    const better = writeCase('improvement', 'better');
    const path = writeConfig('pass.yml', {
      resamples: 2000,
      checks: [
        { name: 'HumanEval', ...fine, margin: 0.02 },
        { name: 'HumanEval pass@10 guard', ...fine, k: 10, margin: 0.03 },
        { name: 'MBPP', ...better },
      ],
    });
    const json = join(dir, 'pass.json');
    const markdown = join(dir, 'pass.md');
    const { code, stdout, stderr } = await cli('gate', '--config', path, '--json', json, '--markdown', markdown);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Can merge: 3 checks, none regressed \(2 no regression, 1 improvement\)\n/);
    expect(stdout).toContain('\n  3 checks; the chance that any of them fails by noise alone is held to 5%.\n');
    expect(stdout).toMatch(/\nMethod: Holm's step-down method over the checks' sign-flip p-values\.\n$/);
    const report = JSON.parse(readFileSync(json, 'utf8')) as GateReport;
    expectValidGateReport(report);
    expect(report).toMatchObject({ format: 'passk-gate-report/v2', decision: 'pass', config_file: path });
    expect(report.checks.map((c) => [c.name, c.k, c.line])).toEqual([
      ['HumanEval', 1, 3],
      ['HumanEval pass@10 guard', 10, 7],
      ['MBPP', 1, 12],
    ]);
    expect(readFileSync(markdown, 'utf8')).toMatch(/^### ✅ Can merge: 3 checks, none regressed/);
  });

  it('exits 1 when a check regresses, and 3 when one is refused, with the others still shown', async () => {
    const worse = writeCase('regression', 'worse');
    const fine = writeCase('no-regression', 'fine');
    const hot = writeCase('refused-config', 'hot', { ...SAMPLING, temperature: 0.2 });
    const failing = writeConfig('fail.yml', {
      resamples: 2000,
      checks: [
        { name: 'MBPP', ...worse, margin: 0.01 },
        { name: 'HumanEval', ...fine, margin: 0.02 },
      ],
    });
    const failed = await cli('gate', '--config', failing);
    expect(failed.code).toBe(1);
    expect(failed.stdout.split('\n')[0]).toBe(
      'Blocks merge: MBPP pass@1 fell 4.5 points, more than the 1.0-point limit',
    );
    const refusing = writeConfig('refused.yml', {
      resamples: 2000,
      checks: [
        { name: 'MBPP', ...worse, margin: 0.01 },
        { name: 'HumanEval', ...fine, margin: 0.02 },
        { name: 'BigCodeBench', ...hot },
      ],
    });
    const json = join(dir, 'refused.json');
    const refused = await cli('gate', '--config', refusing, '--json', json);
    expect(refused.code).toBe(3);
    expect(refused.stdout.split('\n')[0]).toBe(
      'Blocks merge: 2 of 3 checks fail: MBPP pass@1 fell 4.5 points, more than the 1.0-point limit; ' +
        'BigCodeBench: not compared, temperature differs (baseline 0.8, candidate 0.2)',
    );
    expect(refused.stdout).toContain('To fix it, in ');
    const report = JSON.parse(readFileSync(json, 'utf8')) as GateReport;
    expectValidGateReport(report);
    expect(report.checks.map((c) => c.verdict)).toEqual(['regression', 'no-regression', 'refused']);
  });

  it('exits 2 with the file, the line and the check for bad input', async () => {
    const fine = writeCase('no-regression', 'fine');
    const path = writeConfig('bad.yml', { checks: [{ name: 'HumanEval', ...fine, k: 0 }] });
    expect(await cli('gate', '--config', path)).toMatchObject({
      code: 2,
      stderr: `passk-gate: error: ${path}:5: check "HumanEval": k: expected an integer from 1 to 9007199254740991, got 0\n`,
    });
    const missing = writeConfig('missing.yml', {
      checks: [{ name: 'HumanEval', baseline: 'nope.json', candidate: fine.candidate }],
    });
    expect(await cli('gate', '--config', missing)).toMatchObject({
      code: 2,
      stderr: `passk-gate: error: ${missing}:2: check "HumanEval": ${join(dir, 'nope.json')}: no such file\n`,
    });
    const ref = writeConfig('ref.yml', { checks: [{ name: 'HumanEval', ...fine, 'baseline-ref': 'origin/main' }] });
    const refError = await cli('gate', '--config', ref);
    expect(refError.code).toBe(2);
    expect(refError.stderr).toContain('baseline-ref origin/main is read by the action only');
    expect(await cli('gate')).toMatchObject({
      code: 2,
      stderr: 'passk-gate: error: gate needs --config FILE, the config file that lists the checks\n',
    });
    expect(await cli('gate', '--config', join(dir, 'none.yml'))).toMatchObject({
      code: 2,
      stderr: `passk-gate: error: ${join(dir, 'none.yml')}: no such file\n`,
    });
  });

  it('is in the help text', async () => {
    const { code, stdout } = await cli('gate', '--help');
    expect(code).toBe(0);
    expect(stdout).toBe(HELP);
    expect(HELP).toContain('passk-gate gate --config passk-gate.yml [--json FILE] [--markdown FILE]');
  });
});

describe('runFamilyGate', () => {
  it('reads a file that several checks share once, and tests checks of the same files jointly', async () => {
    const fine = writeCase('regression', 'common');
    const other = writeCase('improvement', 'other');
    const path = writeConfig('shared.yml', {
      resamples: 2000,
      checks: [
        { name: 'pass@1', ...fine },
        { name: 'pass@10', ...fine, k: 10 },
        { name: 'pass^2', ...fine, metric: 'pass^k', k: 2 },
        { name: 'other', ...other },
      ],
    });
    const spy = vi.spyOn(read, 'loadResults');
    try {
      const { reads, report } = await runGate(await readGateConfig(path));
      expect(reads.map((r) => r.run.source).sort()).toEqual(
        [fine.baseline, fine.candidate, other.baseline, other.candidate].map((f) => join(dir, f)).sort(),
      );
      expect(spy).toHaveBeenCalledTimes(4);
      // pass@10 moved on at most 24 problems: its p-value is exact, and it is left to Bonferroni's share.
      expect(report.checks[1]!.delta!.p_exact).toBe(true);
      expect(report.multiplicity.joint).toEqual([['pass@1', 'pass^2']]);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the docs section "One gate over several checks" (docs/configuration.md)', () => {
  const root = join(import.meta.dirname, '..');
  const page = readFileSync(join(root, 'docs', 'configuration.md'), 'utf8');
  const start = page.indexOf('\n## One gate over several checks\n');
  const end = page.indexOf('\n## ', start + 1);
  const section = page.slice(start, end < 0 ? undefined : end);

  it('shows what the CLI really prints for the example config', async () => {
    const [, command, shown] = /```\n\$ node dist\/cli\.js (gate [^\n]*)\n([\s\S]*?)```/.exec(section)!;
    const { stdout } = await cli(
      ...command!.split(' ').map((arg) => (arg.startsWith('examples/') ? join(root, arg) : arg)),
    );
    expect(stdout.startsWith(shown!)).toBe(true);
  });

  it('shows the example config of "The config file", which reads as documented', async () => {
    const [, yaml] = /### The config file[\s\S]*?```yaml\n([\s\S]*?)```/.exec(section)!;
    const config = await parseGateConfig(yaml!, 'passk-gate.yml');
    expect(config.checks.map((c) => [c.name, c.options.k, c.options.margin])).toEqual([
      ['HumanEval', 1, 0.01],
      ['HumanEval pass@10 guard', 10, 0.03],
      ['MBPP', 1, 0.01],
    ]);
  });
});

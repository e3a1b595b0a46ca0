// `passk-gate plan` end to end: the CLI on the example runs, its JSON, its errors and the examples of docs/statistics.md.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlanReport } from '../src/plan/model.js';
import { cli } from './support/run-cli.js';
import { nodeBinary } from './support/node-versions.js';
import { bundleCopy, tempDir } from './support/temp.js';

const root = join(import.meta.dirname, '..');
const example = (name: string) => join(root, 'examples', name);
let dir: string;

beforeAll(() => {
  dir = tempDir('passk-plan-');
});

describe('passk-gate plan', () => {
  it("prints what each n catches, the baseline's n first, and exits 0", async () => {
    const { code, stdout, stderr } = await cli('plan', '--baseline', example('baseline.json'));
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(
      /^pass@1, 164 problems: 20 samples per problem catch a \d\.\d-point drop 80% of the time; 5 catch \d\.\d$/,
    );
    expect(lines.filter((line) => /^ {2}\d+ /.test(line)).map((line) => line.trim().split(/\s+/)[0])).toEqual([
      '1',
      '2',
      '5',
      '10',
      '20',
      '50',
      '100',
      '200',
    ]);
    expect(stdout).toMatch(/20 +3,280 +6,560 .*<- the baseline's n/);
    expect(stdout).toMatch(/assumed 0: no --candidate was given/);
  });

  it('writes the plan for machines with --json, the same as it prints', async () => {
    const path = join(dir, 'plan.json');
    const { code, stdout } = await cli(
      'plan',
      '--baseline',
      example('baseline.json'),
      '--candidate',
      example('candidate.json'),
      '--target',
      '2',
      '--json',
      path,
    );
    expect(code).toBe(0);
    const plan = JSON.parse(readFileSync(path, 'utf8')) as PlanReport;
    expect(plan.format).toBe('passk-plan/v1');
    expect(plan.variance.problem_variance_from).toBe('candidate');
    expect(plan.rows).toHaveLength(8);
    const own = plan.rows.find((row) => row.baseline_n)!;
    expect(stdout.split('\n')[0]).toContain(`catch a ${(own.drop * 100).toFixed(1)}-point drop`);
    expect(plan.target!.drop).toBe(0.02);
    expect(stdout).toContain(`To catch 2.0 points: ${plan.target!.n} samples per problem`);
  });

  it('plans n@k and pass-ratio@n from per-sample data', async () => {
    const scored = example('scored-baseline.json');
    const byScore = await cli('plan', '--baseline', scored, '--metric', 'n@k', '--k', '10', '--submit', '2');
    expect(byScore.code).toBe(0);
    expect(byScore.stdout.split('\n')[0]).toMatch(/^2@10 \(by score\), 164 problems: 20 samples per problem/);
    expect(byScore.stdout).toMatch(/Notes\n {2}! n@k's sampling variance is simulated/);
    const ratio = await cli('plan', '--baseline', scored, '--metric', 'pass-ratio@n');
    expect(ratio.code).toBe(0);
    expect(ratio.stdout.split('\n')[0]).toMatch(/^pass-ratio@n, 164 problems/);
  });

  it('refuses bad usage with exit 2 and one line', async () => {
    for (const [args, message] of [
      [[], /plan needs --baseline FILE/],
      [['--baseline', example('baseline.json'), '--target', '0'], /--target: expected a drop in points above 0/],
      [['--baseline', example('baseline.json'), '--target', 'two'], /--target: expected a drop in points/],
      [['--baseline', example('baseline.json'), '--resamples', '100'], /Unknown option '--resamples'/],
      [['--baseline', example('baseline.json'), '--k', '0'], /--k: expected an integer/],
      [['--baseline', example('baseline.json'), '--metric', 'n@k'], /no scored samples/],
    ] as const) {
      const { code, stdout, stderr } = await cli('plan', ...args);
      expect(code, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(message);
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });

  it('is in the help', async () => {
    const { stdout } = await cli('plan', '--help');
    expect(stdout).toMatch(/passk-gate plan --baseline FILE \[--candidate FILE\] \[--target POINTS\]/);
    expect(stdout).toMatch(/--target POINTS +plan: the drop to catch/);
  });
});

describe('the docs section on plan (docs/statistics.md)', () => {
  const page = readFileSync(join(root, 'docs', 'statistics.md'), 'utf8');
  const start = page.indexOf('\n## Sizing an eval: `passk-gate plan`\n');
  const end = page.indexOf('\n## ', start + 1);
  const section = page.slice(start, end < 0 ? undefined : end);
  const examples = [...section.matchAll(/```\n\$ node dist\/cli\.js (plan [^\n]*)\n([\s\S]*?)```/g)].map((m) => ({
    argv: m[1]!.split(' '),
    shown: m[2]!,
  }));

  it('shows what the CLI really prints', async () => {
    expect(examples).toHaveLength(3);
    for (const { argv, shown } of examples) {
      const { stdout } = await cli(...argv);
      // An elided example ("...") shows the end of what is printed.
      const parts = shown.split('...\n');
      expect(stdout.startsWith(parts[0]!), argv.join(' ')).toBe(true);
      if (parts.length > 1) expect(stdout).toContain(parts[1]!.trimEnd());
    }
  });

  it('states the figures the examples print', () => {
    expect(section).toContain('with 20 samples per problem this suite catches a 2.7-point drop');
    expect(section).toContain('catching 2 points takes 116 samples per problem');
  });
});

describe('the bundled CLI on plan', () => {
  it('gives the same bytes on Node 20 and Node 24', () => {
    const alone = bundleCopy('passk-dist-plan-', root);
    const args = [
      join(alone, 'cli.js'),
      'plan',
      '--baseline',
      example('scored-baseline.json'),
      '--metric',
      'n@k',
      '--k',
      '5',
    ];
    const node20 = spawnSync(nodeBinary(20), args, { encoding: 'utf8' });
    const node24 = spawnSync(nodeBinary(24), args, { encoding: 'utf8' });
    expect(node20.stdout).toMatch(/^1@5 \(by score\), 164 problems/);
    expect(node24.stdout).toBe(node20.stdout);
  }, 30_000);
});

// n@k and pass-ratio@n end to end: the CLI on the example runs with per-sample scores and test counts.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { choose, ratio } from './support/binomial.js';
import { cli } from './support/run-cli.js';
import { nodeBinary } from './support/node-versions.js';
import { bundleCopy, tempDir } from './support/temp.js';

const root = join(import.meta.dirname, '..');
const scored = {
  baseline: join(root, 'examples/scored-baseline.json'),
  candidate: join(root, 'examples/scored-candidate.json'),
};
const counts = { baseline: join(root, 'examples/baseline.json'), candidate: join(root, 'examples/candidate.json') };
let dir: string;

beforeAll(() => {
  dir = tempDir('passk-metrics-');
});

interface Sample {
  pass: boolean;
  score: number;
  tests_passed: number;
  tests_total: number;
}
interface Problem {
  id: string;
  n: number;
  c: number;
  samples: Sample[];
}

function problems(path: string): Problem[] {
  return (JSON.parse(readFileSync(path, 'utf8')) as { problems: Problem[] }).problems;
}

/**
 * 1@k from each passing sample's chance of being the one submitted: it is drawn, nothing scored higher is, and
 * it wins the tie against the x drawn samples of its own score: sum over x of C(t-1, x) C(lower, k-1-x) / (x+1),
 * over C(K, k). Per sample rather than per score group: independent of the code under test.
 */
function oneAtK(samples: readonly Sample[], k: number): number {
  let total = 0;
  for (const s of samples) {
    if (!s.pass) continue;
    const tied = samples.filter((o) => o.score === s.score).length;
    const lower = samples.filter((o) => o.score < s.score).length;
    for (let x = 0; x < tied && x < k; x++) {
      const ways = choose(tied - 1, x) * choose(lower, k - 1 - x);
      total += ratio(ways, choose(samples.length, k)) / (x + 1);
    }
  }
  return total;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('passk-gate compare --metric n@k', () => {
  it('gates on what the selector ships and shows the oracle pass@k beside it', async () => {
    const json = join(dir, 'n-at-k.json');
    const markdown = join(dir, 'n-at-k.md');
    const args = ['--metric', 'n@k', '--k', '10', '--json', json, '--markdown', markdown];
    const { code, stdout, stderr } = await cli(
      'compare',
      '--baseline',
      scored.baseline,
      '--candidate',
      scored.candidate,
      ...args,
    );
    expect(stderr).toBe('');
    const report = JSON.parse(readFileSync(json, 'utf8'));
    const base = problems(scored.baseline);
    const cand = problems(scored.candidate);
    expect(report).toMatchObject({ metric: 'n@k', k: 10, submit: 1, verdict: 'regression', failed: true });
    expect(code).toBe(1);
    expect(report.baseline.value).toBeCloseTo(mean(base.map((p) => oneAtK(p.samples, 10))), 12);
    expect(report.candidate.value).toBeCloseTo(mean(cand.map((p) => oneAtK(p.samples, 10))), 12);
    const passAt10 = (p: Problem) => 1 - ratio(choose(p.n - p.c, 10), choose(p.n, 10));
    expect(report.oracle.metric).toBe('pass@k');
    expect(report.oracle.k).toBe(10);
    expect(report.oracle.baseline).toBeCloseTo(mean(base.map(passAt10)), 12);
    expect(report.oracle.candidate).toBeCloseTo(mean(cand.map(passAt10)), 12);
    // The point of the metric: the oracle barely moves while the pick the product ships gets worse.
    expect(Math.abs(report.oracle.candidate - report.oracle.baseline)).toBeLessThan(0.01);
    expect(report.delta.ci[1]).toBeLessThan(0);
    expect(report.curve.map((p: { k: number }) => p.k)).toEqual([1, 2, 5, 10, 20]);
    expect(report.curve[0].baseline).toBeCloseTo(mean(base.map((p) => p.c / p.n)), 12);
    expect(stdout.split('\n')[0]).toMatch(/^Blocks merge: 1@10 \(by score\) fell \d+\.\d points$/);
    expect(stdout).toMatch(/^ {2}1@10 \(by score\) +\d+\.\d% +\d+\.\d% +-\d+\.\d +.* regression$/m);
    expect(stdout).toMatch(/Oracle pass@10 .*: baseline \d+\.\d%, candidate \d+\.\d%/);
    // What picking by score loses of the oracle, each side named.
    const lost = (side: 'baseline' | 'candidate') => ((report.oracle[side] - report[side].value) * 100).toFixed(1);
    expect(stdout).toContain(
      `picking by score loses part of it: baseline ${lost('baseline')} points, candidate ${lost('candidate')} points.`,
    );
    expect(stdout).toContain('1@k (by score) at other budgets (%)');
    const md = readFileSync(markdown, 'utf8');
    expect(md).toMatch(/^\| 1@10 \(by score\) \| \d+\.\d% \| \d+\.\d% \| \*\*-\d+\.\d\*\* \|/m);
    expect(md).toMatch(/Oracle pass@10/);
    expect(md).toContain('y-axis "1@k (by score) (%)"');
    expect(md).toMatch(/Per problem, 1@k \(by score\) at k = 10 is the exact chance/);
  });

  it('names the metric as requested when k is more than the samples', async () => {
    const { code, stderr } = await cli(
      'compare',
      '--baseline',
      scored.baseline,
      '--candidate',
      scored.candidate,
      ...['--metric', 'n@k', '--k', '25'],
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /fewer samples than k = 25 \(smallest n = 20\): .*; 1@25 \(by score\) cannot be estimated from fewer than 25 samples, so lower --k or generate more samples\n$/,
    );
  });

  it('submits N of the k with --submit, and equals pass@k when all k are submitted', async () => {
    const json = join(dir, 'k-at-k.json');
    const oracle = join(dir, 'pass-at-k.json');
    const common = ['--baseline', scored.baseline, '--candidate', scored.candidate, '--k', '5'];
    await cli('compare', ...common, '--metric', 'n@k', '--submit', '5', '--json', json);
    await cli('compare', ...common, '--json', oracle);
    const all = JSON.parse(readFileSync(json, 'utf8'));
    const passAtK = JSON.parse(readFileSync(oracle, 'utf8'));
    expect(all.submit).toBe(5);
    expect(all.baseline.value).toBeCloseTo(passAtK.baseline.value, 12);
    expect(all.candidate.value).toBeCloseTo(passAtK.candidate.value, 12);
    // An n@k curve starts at k = N.
    expect(all.curve.map((p: { k: number }) => p.k)).toEqual([5, 10, 20]);
  });

  it('refuses runs without scores with exit 2, naming the problems and what to give', async () => {
    const { code, stderr } = await cli(
      'compare',
      '--baseline',
      counts.baseline,
      '--candidate',
      counts.candidate,
      '--metric',
      'n@k',
      '--k',
      '5',
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^passk-gate: error: .*baseline\.json: n@k submits the highest-scored samples, but 164 problems have no scored samples: HumanEval\/0, HumanEval\/1, .* and 159 more; give every sample a "score" in the file\n$/,
    );
  });

  it('refuses a harness file whose rows hold no score under the field given', async () => {
    const rows = join(root, 'test/fixtures/formats/humaneval/scored_results.jsonl');
    const { code, stderr } = await cli(
      'compare',
      '--baseline',
      rows,
      '--candidate',
      rows,
      '--metric',
      'n@k',
      '--k',
      '2',
      '--score-field',
      'logprob',
      '--match-config',
      '',
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /scored_results\.jsonl: n@k submits .* 3 problems have no scored samples: .*; name the field of each sample that holds it with --score-field NAME/,
    );
  });

  it('refuses --submit above k and --submit with another metric', async () => {
    const common = ['compare', '--baseline', scored.baseline, '--candidate', scored.candidate];
    const above = await cli(...common, '--metric', 'n@k', '--k', '2', '--submit', '3');
    expect(above.code).toBe(2);
    expect(above.stderr).toMatch(/--submit: 3 is more than k = 2/);
    const other = await cli(...common, '--submit', '2');
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/--submit: applies to --metric n@k only/);
  });
});

describe('passk-gate compare --metric pass-ratio@n', () => {
  it('averages the squared share of tests passed, with no curve and no k', async () => {
    const json = join(dir, 'ratio.json');
    const { code, stdout } = await cli(
      'compare',
      '--baseline',
      scored.baseline,
      '--candidate',
      scored.candidate,
      '--metric',
      'pass-ratio@n',
      '--json',
      json,
    );
    const report = JSON.parse(readFileSync(json, 'utf8'));
    const ratio = (p: Problem) => mean(p.samples.map((s) => (s.tests_passed / s.tests_total) ** 2));
    expect(report.baseline.value).toBeCloseTo(mean(problems(scored.baseline).map(ratio)), 12);
    expect(report.candidate.value).toBeCloseTo(mean(problems(scored.candidate).map(ratio)), 12);
    expect(report.curve).toEqual([]);
    expect(report).not.toHaveProperty('oracle');
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toMatch(/^Can merge: pass-ratio@n rose \d+\.\d points$/);
    expect(stdout).not.toMatch(/at k = /);
  });

  it('refuses samples without test counts with exit 2', async () => {
    const doc = JSON.parse(readFileSync(scored.baseline, 'utf8'));
    for (const sample of doc.problems[7].samples) {
      delete sample.tests_passed;
      delete sample.tests_total;
    }
    const path = join(dir, 'no-tests.json');
    writeFileSync(path, JSON.stringify(doc));
    const { code, stderr } = await cli(
      'compare',
      '--baseline',
      path,
      '--candidate',
      scored.candidate,
      '--metric',
      'pass-ratio@n',
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /no-tests\.json: pass-ratio@n averages .* but 1 problem has samples without tests_passed and tests_total: HumanEval\/7; give every sample "tests_passed" and "tests_total" in the file/,
    );
  });
});

describe('the docs section "Which metric to gate on" (docs/statistics.md)', () => {
  const page = readFileSync(join(root, 'docs', 'statistics.md'), 'utf8');
  const start = page.indexOf('\n## Which metric to gate on\n');
  const end = page.indexOf('\n## ', start + 1);
  const section = page.slice(start, end < 0 ? undefined : end);
  const examples = [...section.matchAll(/```\n\$ node dist\/cli\.js (compare [^\n]*)\n([\s\S]*?)```/g)].map((m) => ({
    argv: m[1]!.split(' '),
    shown: m[2]!,
  }));

  it('shows one worked example for each of the five metrics', () => {
    expect(start).toBeGreaterThan(0);
    expect(examples.map((e) => e.shown.split('\n')[0]!.replace(/^.*?: (\S+) .*$/, '$1'))).toEqual([
      'pass@1',
      'pass@10',
      '1@10',
      'pass^5',
      'pass-ratio@n',
    ]);
  });

  it('shows what the CLI really prints for each command', async () => {
    for (const { argv, shown } of examples) {
      const { stdout } = await cli(...argv);
      expect(stdout.startsWith(shown), argv.join(' ')).toBe(true);
    }
  });
});

describe('the bundled CLI on n@k', () => {
  it('gives the same bytes on Node 20 and Node 24', () => {
    const alone = bundleCopy('passk-dist-metrics-', root);
    const args = [
      join(alone, 'cli.js'),
      'compare',
      '--baseline',
      scored.baseline,
      '--candidate',
      scored.candidate,
      '--metric',
      'n@k',
      '--k',
      '10',
      '--submit',
      '2',
    ];
    // Each version by its absolute path: inside npm scripts `node` is the Node 24 devDependency.
    const node20 = spawnSync(nodeBinary(20), args, { encoding: 'utf8' });
    const node24 = spawnSync(nodeBinary(24), args, { encoding: 'utf8' });
    expect(node20.stdout).toMatch(/^Blocks merge: 2@10 \(by score\) fell/);
    expect(node24.stdout).toBe(node20.stdout);
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WriteStream } from 'node:tty';
import { beforeAll, describe, expect, it } from 'vitest';
import { colorWanted, commandLine, runCli, shellWord } from '../src/cli.js';
import { tempDir } from './support/temp.js';

const root = join(import.meta.dirname, '..');
const examples = { baseline: join(root, 'examples/baseline.json'), candidate: join(root, 'examples/candidate.json') };
let dir: string;

beforeAll(() => {
  dir = tempDir('passk-cli-');
});

function file(name: string, doc: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof doc === 'string' ? doc : JSON.stringify(doc));
  return path;
}

function results(cs: number[], options: { n?: number; config?: Record<string, unknown>; ids?: string[] } = {}) {
  const n = options.n ?? 10;
  return {
    format: 'passk-results/v1',
    config: options.config ?? { temperature: 0.8, top_p: 0.95, n, max_tokens: 512 },
    problems: cs.map((c, i) => ({ id: options.ids?.[i] ?? `P/${i}`, n, c })),
  };
}

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return cliWith({}, ...argv);
}

async function cliWith(
  io: { color?: boolean; stderrColor?: boolean },
  ...argv: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const sink = { stdout: (t: string) => (stdout += t), stderr: (t: string) => (stderr += t), ...io };
  const code = await runCli(argv, sink, '0.0.0-test');
  return { code, stdout, stderr };
}

// 80 problems: the candidate loses 4 of 10 passes on half of them: a clear regression.
const strong = Array.from({ length: 80 }, (_, i) => (i % 2 === 0 ? 8 : 5));
const weak = strong.map((c, i) => (i % 2 === 0 ? c - 4 : c));

describe('passk-gate compare', () => {
  it('passes the bundled examples and writes every documented JSON field', async () => {
    const json = join(dir, 'examples.json');
    const markdown = join(dir, 'examples.md');
    const { code, stdout, stderr } = await cli(
      'compare',
      '--baseline',
      examples.baseline,
      '--candidate',
      examples.candidate,
      '--json',
      json,
      '--markdown',
      markdown,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toMatch(/^Can merge: pass@1 rose \d+\.\d points$/);
    const report = JSON.parse(readFileSync(json, 'utf8'));
    const base = JSON.parse(readFileSync(examples.baseline, 'utf8'));
    const cand = JSON.parse(readFileSync(examples.candidate, 'utf8'));
    const meanRate = (doc: any) => doc.problems.reduce((s: number, p: any) => s + p.c / p.n, 0) / doc.problems.length;
    expect(report.verdict).toBe('improvement');
    expect(report.metric).toBe('pass@k');
    expect(report.k).toBe(1);
    expect(report.baseline.value).toBeCloseTo(meanRate(base), 12);
    expect(report.candidate.value).toBeCloseTo(meanRate(cand), 12);
    expect(report.delta.value).toBeCloseTo(meanRate(cand) - meanRate(base), 12);
    expect(report.delta.ci).toHaveLength(2);
    expect(report.delta.ci[0]).toBeLessThan(report.delta.value);
    expect(report.delta.ci[1]).toBeGreaterThan(report.delta.value);
    expect(report.delta.confidence).toBe(0.95);
    expect(report.delta.p_value).toBeGreaterThan(0);
    expect(report.delta.p_value).toBeLessThan(0.05);
    expect(report.delta.se).toBeGreaterThan(0);
    // The 80% drop at margin 0: at least (z_0.975 + z_0.8) SE, a little more for the t quantiles and the sign test.
    expect(report.delta.mde).toBe(report.delta.power.drop);
    expect(report.delta.mde).toBeGreaterThan(2.8 * report.delta.se);
    expect(report.delta.mde).toBeLessThan(3.2 * report.delta.se);
    expect(report.delta.power).toMatchObject({ probability: 0.8, floor_units: 6, limit: 'noise' });
    expect(report.delta.df).toBeGreaterThan(30);
    expect(report.delta.df).toBeLessThanOrEqual(163);
    expect(report.delta.p_exact).toBe(false);
    expect(report.delta.moved.worse + report.delta.moved.better).toBe(
      report.problems.compared - base.problems.filter((p: any, i: number) => p.c === cand.problems[i].c).length,
    );
    expect(report.problems.samples).toEqual({ min: 20, max: 20 });
    expect(report.problems.compared).toBe(164);
    expect(report.config.checked).toEqual(['temperature', 'top_p', 'n', 'max_tokens']);
    expect(report.bootstrap).toMatchObject({ resamples: 10000, seed: 0, method: 'expanded-percentile' });
    expect(report.curve.map((p: any) => p.k)).toEqual([1, 2, 5, 10, 20]);
    expect(Object.keys(report.curve[0]).sort()).toEqual(['baseline', 'candidate', 'k']);
    expect(report.flips.length).toBeGreaterThan(0);
    const drops = report.flips.map((f: any) => f.candidate - f.baseline);
    expect(drops).toEqual([...drops].sort((a, b) => a - b));
    expect(drops[0]).toBeLessThan(0);
    expect(report.warnings.some((w: string) => /curves cross/.test(w))).toBe(true);
    const md = readFileSync(markdown, 'utf8');
    expect(md).toContain('xychart-beta');
    expect(md).toContain('<details>');
  });

  it('fails with exit 1 on a regression, and says so first', async () => {
    const { code, stdout } = await cli(
      'compare',
      '--baseline',
      file('strong.json', results(strong)),
      '--candidate',
      file('weak.json', results(weak)),
    );
    expect(code).toBe(1);
    expect(stdout.split('\n')[0]).toBe('Blocks merge: pass@1 fell 20.0 points');
    expect(stdout).toMatch(/\n {2}pass@1 +[\d.]+% +[\d.]+% +-20\.0 +-[\d.]+ to -[\d.]+ +0\.0 +regression\n/);
  });

  it('never fails on the verdict with --fail-on never', async () => {
    const { code, stdout } = await cli(
      'compare',
      '--baseline',
      file('strong.json', results(strong)),
      '--candidate',
      file('weak.json', results(weak)),
      '--fail-on',
      'never',
    );
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe(
      'Informational: this gate does not block. It would have blocked: pass@1 fell 20.0 points',
    );
  });

  it('fails on inconclusive only with --fail-on inconclusive', async () => {
    const noisyBase = Array.from({ length: 30 }, (_, i) => (i * 7) % 11);
    const noisyCand = noisyBase.map((c, i) => Math.max(0, Math.min(10, c + ((i * 5) % 3) - 1)));
    const args = [
      'compare',
      '--baseline',
      file('nb.json', results(noisyBase)),
      '--candidate',
      file('nc.json', results(noisyCand)),
      '--margin',
      '0.001',
    ];
    const lenient = await cli(...args);
    expect(lenient.stdout).toMatch(/^Can merge: inconclusive, pass@1 /);
    expect(lenient.stdout).toContain('With fail-on regression only a drop the suite can show blocks the merge.');
    expect(lenient.code).toBe(0);
    const strict = await cli(...args, '--fail-on', 'inconclusive');
    expect(strict.stdout).toMatch(/^Blocks merge: inconclusive, pass@1 /);
    expect(strict.code).toBe(1);
  });

  it('refuses different decoding configs with exit 3, listing every key with both values', async () => {
    const json = join(dir, 'refused.json');
    const { code, stdout } = await cli(
      'compare',
      '--baseline',
      file('t2.json', results(strong, { config: { temperature: 0.2, top_p: 0.95, n: 10, max_tokens: 512 } })),
      '--candidate',
      file('t8.json', results(strong, { config: { temperature: 0.8, top_p: 0.95, n: 10, max_tokens: 1024 } })),
      '--json',
      json,
    );
    expect(code).toBe(3);
    expect(stdout.split('\n')[0]).toBe('Blocks merge: not compared, temperature and max_tokens differ');
    expect(stdout).toMatch(/\n {2}temperature +0\.2 +0\.8\n {2}max_tokens +512 +1024\n/);
    expect(stdout).toContain(
      "Re-run the candidate's eval at temperature 0.2 and max_tokens 512, as the baseline was run.",
    );
    const report = JSON.parse(readFileSync(json, 'utf8'));
    expect(report.verdict).toBe('refused');
    expect(report.reasons).toHaveLength(2);
    expect(report.delta).toBeNull();
  });

  it('checks only the keys asked for', async () => {
    const { code } = await cli(
      'compare',
      '--baseline',
      file('t2.json', results(strong, { config: { temperature: 0.2 } })),
      '--candidate',
      file('t2b.json', results(strong, { config: { temperature: 0.2 } })),
      '--match-config',
      'temperature',
    );
    expect(code).toBe(0);
  });

  it('refuses different problem sets unless --problems intersect, which warns', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const base = file('ids-a.json', results([5, 5, 5, 5, 5, 5, 5], { ids }));
    const cand = file('ids-b.json', results([5, 5, 5, 5, 5, 5, 5], { ids: [...ids.slice(0, 6), 'h'] }));
    const strict = await cli('compare', '--baseline', base, '--candidate', cand);
    expect(strict.code).toBe(3);
    expect(strict.stdout.split('\n')[0]).toBe(
      'Blocks merge: not compared, the problem sets differ (1 only in the baseline, 1 only in the candidate)',
    );
    expect(strict.stdout).toContain('  only in the baseline: g\n  only in the candidate: h\n');
    expect(strict.stdout).toContain(`passk-gate compare --baseline ${base} --candidate ${cand} --problems intersect`);
    const loose = await cli('compare', '--baseline', base, '--candidate', cand, '--problems', 'intersect');
    expect(loose.code).toBe(0);
    expect(loose.stdout).toMatch(
      /compared the 6 common problems; left out 1 only in the baseline and 1 only in the candidate/,
    );
  });

  it('refuses k > n with exit 2, naming the problems', async () => {
    const { code, stderr } = await cli(
      'compare',
      '--baseline',
      file('s.json', results(strong)),
      '--candidate',
      file('w.json', results(weak)),
      '--k',
      '20',
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^passk-gate: error: .*s\.json: 80 problems have fewer samples than k = 20 \(smallest n = 10\): P\/0 \(n=10\)/,
    );
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it.each([
    [['compare', '--baseline', 'x.json'], /compare needs both --baseline FILE and --candidate FILE/],
    [['compare', '--bogus'], /Unknown option '--bogus'/],
    [['frobnicate'], /unknown command "frobnicate"/],
    [['compare', '--baseline', '/nonexistent/b.json', '--candidate', '/nonexistent/c.json'], /b\.json: no such file/],
    [['compare', '--baseline', '.', '--candidate', '.'], /: is a directory, not a results file/],
  ])('exits 2 with one line for bad usage: %j', async (argv, message) => {
    const { code, stderr } = await cli(...argv);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('exits 2 naming the file and JSON path of an invalid file', async () => {
    const bad = results(strong) as any;
    bad.problems[3].c = 11;
    const { code, stderr } = await cli(
      'compare',
      '--baseline',
      file('bad.json', bad),
      '--candidate',
      file('w.json', results(weak)),
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(/bad\.json: problems\[3\]\.c: c = 11 is more than n = 10\n$/);
  });

  it('gives byte-identical reports for the same seed', async () => {
    const outputs = [];
    for (const run of [1, 2]) {
      const json = join(dir, `det-${run}.json`);
      const md = join(dir, `det-${run}.md`);
      const { stdout } = await cli(
        'compare',
        '--baseline',
        examples.baseline,
        '--candidate',
        examples.candidate,
        '--k',
        '5',
        '--seed',
        '7',
        '--json',
        json,
        '--markdown',
        md,
      );
      outputs.push([stdout, readFileSync(json, 'utf8'), readFileSync(md, 'utf8')]);
    }
    expect(outputs[1]).toEqual(outputs[0]);
    const other = join(dir, 'det-other.json');
    await cli(
      'compare',
      '--baseline',
      examples.baseline,
      '--candidate',
      examples.candidate,
      '--k',
      '5',
      '--seed',
      '8',
      '--json',
      other,
    );
    expect(JSON.parse(readFileSync(other, 'utf8')).delta.ci).not.toEqual(JSON.parse(outputs[0]![1]!).delta.ci);
  });

  it('prints help', async () => {
    const { code, stdout } = await cli('--help');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: passk-gate compare --baseline FILE --candidate FILE/);
    expect(stdout).toMatch(/70 internal error \(a bug in passk-gate/);
  });

  it('treats an output it cannot write as bad input (exit 2), not as a bug', async () => {
    const missingFolder = join(dir, 'no-such-folder', 'report.json');
    const args = ['--baseline', examples.baseline, '--candidate', examples.candidate];
    const json = await cli('compare', ...args, '--json', missingFolder);
    expect(json).toMatchObject({
      code: 2,
      stderr: `passk-gate: error: --json ${missingFolder}: its folder does not exist\n`,
    });
    const markdown = await cli('compare', ...args, '--markdown', dir);
    expect(markdown).toMatchObject({ code: 2, stderr: `passk-gate: error: --markdown ${dir}: is a directory\n` });
    const converted = await cli('convert', examples.baseline, '-o', missingFolder);
    expect(converted.code).toBe(2);
  });
});

describe('- as an output file: stdout', () => {
  const args = ['--baseline', examples.baseline, '--candidate', examples.candidate];

  it('gives stdout to the JSON or the markdown report alone, and the terminal report to stderr', async () => {
    const plain = await cli('compare', ...args);
    const jsonFile = join(dir, 'stdout-check.json');
    await cli('compare', ...args, '--json', jsonFile);
    const json = await cli('compare', ...args, '--json', '-');
    expect(json.code).toBe(0);
    expect(json.stdout).toBe(readFileSync(jsonFile, 'utf8'));
    expect(json.stderr).toBe(plain.stdout);
    const markdownFile = join(dir, 'stdout-check.md');
    await cli('compare', ...args, '--markdown', markdownFile);
    const markdown = await cli('compare', ...args, '--markdown', '-', '--json', jsonFile);
    expect(markdown.stdout).toBe(readFileSync(markdownFile, 'utf8'));
    expect(markdown.stderr).toBe(plain.stdout);
  });

  it('colours the report on stderr by what stderr is', async () => {
    const json = await cliWith({ color: false, stderrColor: true }, 'compare', ...args, '--json', '-');
    expect(json.stderr).toMatch(/^\u001b\[/);
    expect(json.stdout).not.toContain('\u001b');
  });

  it('refuses two outputs on stdout (exit 2) before reading any file', async () => {
    const both = await cli(
      'compare',
      '--baseline',
      'nope.json',
      '--candidate',
      'nope.json',
      '--json',
      '-',
      '--markdown',
      '-',
    );
    expect(both).toEqual({
      code: 2,
      stdout: '',
      stderr: 'passk-gate: error: --json - and --markdown -: only one output can go to stdout\n',
    });
    const gate = await cli('gate', '--config', 'nope.yml', '--json', '-', '--markdown', '-');
    expect(gate.stderr).toBe('passk-gate: error: --json - and --markdown -: only one output can go to stdout\n');
  });

  it('works for gate, plan and convert', async () => {
    const gate = await cli('gate', '--config', join(root, 'examples/passk-gate.yml'), '--json', '-');
    expect((JSON.parse(gate.stdout) as { format: string }).format).toBe('passk-gate-report/v2');
    expect(gate.stderr).toMatch(/^Blocks merge: /);
    const plan = await cli('plan', '--baseline', examples.baseline, '--json', '-');
    expect((JSON.parse(plan.stdout) as { format: string }).format).toBe('passk-plan/v1');
    expect(plan.stderr).toMatch(/n = 20/);
    const convertedFile = join(dir, 'stdout-converted.json');
    await cli('convert', examples.baseline, '-o', convertedFile);
    const converted = await cli('convert', examples.baseline, '-o', '-');
    expect(converted.stdout).toBe(readFileSync(convertedFile, 'utf8'));
    expect(converted.stderr).toMatch(/^wrote stdout: 164 problems, config /);
  });
});

describe('degenerate comparisons', () => {
  it('refuses, with exit 2, a suite too small for the sign-flip test to reach the confidence', async () => {
    const { code, stdout } = await cli(
      'compare',
      '--baseline',
      file('one-a.json', results([5])),
      '--candidate',
      file('one-b.json', results([1])),
    );
    expect(code).toBe(2);
    expect(stdout).toBe('');
    const fiveA = file('five-a.json', results([5, 5, 5, 5, 5]));
    const fiveB = file('five-b.json', results([1, 1, 1, 1, 1]));
    const five = await cli('compare', '--baseline', fiveA, '--candidate', fiveB);
    expect(five.code).toBe(2);
    expect(five.stderr).toBe(
      `passk-gate: error: ${fiveB}: only 5 problems compared with ${fiveA}: even with every one worse, the ` +
        "sign-flip test's smallest " +
        'p-value is 2/2^5 = 0.0625, not below 1 - confidence = 0.05, so the gate could never fail; confidence 0.95 ' +
        'needs at least 6 problems\n',
    );
    const six = await cli(
      'compare',
      '--baseline',
      file('six-a.json', results([5, 5, 5, 5, 5, 5])),
      '--candidate',
      file('six-b.json', results([1, 1, 1, 1, 1, 1])),
      '--confidence',
      '0.95',
    );
    expect(six.code).toBe(1);
  });

  it('refuses, with exit 2, a margin the candidate cannot fall past, and takes one just below it', async () => {
    // 10 problems, 3 of 5 samples passing each: pass@1 is 60%, so the change is at least -60 points.
    const base = file('margin-a.json', results(Array<number>(10).fill(3), { n: 5 }));
    const cand = file('margin-b.json', results(Array<number>(10).fill(0), { n: 5 }));
    const past = await cli('compare', '--baseline', base, '--candidate', cand, '--margin', '0.6');
    expect(past.code).toBe(2);
    expect(past.stdout).toBe('');
    expect(past.stderr).toBe(
      `passk-gate: error: ${base}: the baseline's pass@1 is 60.0%, so the candidate can fall by at most 60.0 ` +
        'points, not past a margin of 60.0 points: the gate could never fail; set a margin below 0.6 (the largest ' +
        'drop you accept, as a fraction)\n',
    );
    const below = await cli('compare', '--baseline', base, '--candidate', cand, '--margin', '0.59');
    expect(below.code).toBe(1);
  });

  it('refuses, with exit 2 and before reading any file, resamples too few for the confidence', async () => {
    const { code, stderr } = await cli(
      'compare',
      '--baseline',
      'missing-a.json',
      '--candidate',
      'missing-b.json',
      '--resamples',
      '100',
      '--confidence',
      '0.995',
    );
    expect(code).toBe(2);
    expect(stderr).toBe(
      'passk-gate: error: --resamples 100 is too few for --confidence 0.995: the smallest p-value 100 resamples ' +
        'can give is 1/101 = 0.0099, not below 1 - confidence = 0.005, so the gate could never fail; confidence ' +
        '0.995 needs at least 200 resamples (with 100, a confidence below 0.9901)\n',
    );
  });
});

describe('terminal colours', () => {
  const tty = { isTTY: true, hasColors: () => true };
  const pipe = { isTTY: false };

  it('colours a terminal that has colours, unless NO_COLOR; FORCE_COLOR wins either way', () => {
    expect(colorWanted({}, tty)).toBe(true);
    expect(colorWanted({}, pipe)).toBe(false);
    expect(colorWanted({}, { isTTY: true, hasColors: () => false })).toBe(false);
    expect(colorWanted({ NO_COLOR: '1' }, tty)).toBe(false);
    expect(colorWanted({ NO_COLOR: '' }, tty)).toBe(true);
    expect(colorWanted({ FORCE_COLOR: '1' }, pipe)).toBe(true);
    expect(colorWanted({ FORCE_COLOR: '1', NO_COLOR: '1' }, pipe)).toBe(true);
    expect(colorWanted({ FORCE_COLOR: '0' }, tty)).toBe(false);
    expect(colorWanted({ FORCE_COLOR: 'false' }, tty)).toBe(false);
    // Node's own terminal check (on Node 20 it takes an empty NO_COLOR as "no colours"), without a real terminal.
    const stream = Object.create(WriteStream.prototype) as WriteStream;
    expect(colorWanted({ NO_COLOR: '', TERM: 'xterm-256color' }, stream)).toBe(true);
    expect(colorWanted({ NO_COLOR: 'x', TERM: 'xterm-256color' }, stream)).toBe(false);
    expect(colorWanted({ TERM: 'dumb' }, stream)).toBe(false);
  });

  it('paints line one by the decision, and nothing when colours are off', async () => {
    const args = [
      'compare',
      '--baseline',
      file('cs.json', results(strong)),
      '--candidate',
      file('cw.json', results(weak)),
    ];
    const red = await cliWith({ color: true }, ...args);
    expect(red.stdout.split('\n')[0]).toBe('\u001b[1;31mBlocks merge: pass@1 fell 20.0 points\u001b[0m');
    const green = await cliWith({ color: true }, ...args.slice(0, 3), ...['--candidate', args[2]!]);
    expect(green.stdout.split('\n')[0]).toMatch(/^\u001b\[1;32mCan merge: /);
    expect((await cliWith({ color: false }, ...args)).stdout).not.toContain('\u001b');
  });

  it('says got worse and got better for per-problem changes', async () => {
    const { stdout } = await cli('compare', '--baseline', examples.baseline, '--candidate', examples.candidate);
    expect(stdout).toMatch(/Per-problem changes at k = 1: 52 got worse, 66 got better\n {2}got worse\n/);
  });
});

describe('--match-config none', () => {
  it('turns the config check off, as in the action, and the report says so', async () => {
    const hot = file(
      'hot.json',
      results(strong, { config: { temperature: 1.2, top_p: 0.95, n: 10, max_tokens: 512 } }),
    );
    const cold = file('cold.json', results(strong));
    expect((await cli('compare', '--baseline', cold, '--candidate', hot)).code).toBe(3);
    const off = await cli('compare', '--baseline', cold, '--candidate', hot, '--match-config', 'none');
    expect(off.code).toBe(0);
    expect(off.stdout).toContain('the config check is off (match-config none)');
  });

  it('is a usage error mixed with keys or in another case, not a key called none', async () => {
    const cold = file('cold.json', results(strong));
    for (const value of ['none,temperature', 'None']) {
      const { code, stdout, stderr } = await cli(
        'compare',
        '--baseline',
        cold,
        '--candidate',
        cold,
        '--match-config',
        value,
      );
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/^passk-gate: error: --match-config: "(none|None)" is not a config key: write none alone/);
    }
  });
});

describe('the command a refusal offers', () => {
  it("replaces the user's own option in either form", () => {
    const edits = { 'candidate-config': 'temperature=0.8,top_p=0.95' };
    const args = ['compare', '--candidate-config', 'temperature=0.8', '--baseline', 'b.json', '--candidate=c.json'];
    expect(commandLine(args, edits)).toBe(
      'passk-gate compare --baseline b.json --candidate=c.json --candidate-config temperature=0.8,top_p=0.95',
    );
    expect(commandLine(['compare', '--candidate-config=x', '--k', '1'], edits)).toBe(
      'passk-gate compare --k 1 --candidate-config temperature=0.8,top_p=0.95',
    );
  });

  it('writes a switch as a bare flag', () => {
    expect(commandLine(['compare', '--allow-mixed-judgement', '--k', '1'], { 'allow-mixed-judgement': true })).toBe(
      'passk-gate compare --k 1 --allow-mixed-judgement',
    );
  });

  it('quotes shell words only when needed', () => {
    expect(shellWord('results/cand.json')).toBe('results/cand.json');
    expect(shellWord("it's $HOME")).toBe(`'it'\\''s $HOME'`);
    expect(shellWord('')).toBe("''");
  });
});

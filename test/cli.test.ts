import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, win32 } from 'node:path';
import { WriteStream } from 'node:tty';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  colorWanted,
  commandWords,
  DEFAULT_WIDTH,
  programWords,
  runCli,
  terminalWidth,
  HELP,
  type CliIo,
} from '../src/cli.js';
import { shellWord } from '../src/io/value-text.js';
import { tempDir } from './support/temp.js';
import { parseGateConfig } from '../src/config/file.js';
import { loadResults } from '../src/load/read.js';
import type { GateReport } from '../src/compare/model.js';
import { SAMPLING, writeCaseFiles, writeGateConfig, type CaseName } from './support/report-cases.js';
import { expectValidGateReport } from './support/report-schema.js';
import { choose, ratio } from './support/binomial.js';
import type { PlanReport } from '../src/plan/model.js';
import { fixture, haveRealdata, realdata, realdataTitle } from './formats/paths.js';
import { lineOne, readText } from './support/terminal.js';

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
  io: Omit<CliIo, 'stdout' | 'stderr'>,
  ...argv: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const sink = { stdout: (t: string) => (stdout += t), stderr: (t: string) => (stderr += t), ...io };
  const code = await runCli(argv, sink, '0.0.0-test');
  return { code, stdout, stderr };
}

/** The width a docs example is printed at: the `COLUMNS=N` its command line sets, else the CLI's default. */
function documentedWidth(columns: string | undefined): number {
  return columns === undefined ? DEFAULT_WIDTH : Number(columns);
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
    expect(report.config.checked).toEqual(['temperature', 'top_p', 'top_k', 'max_tokens']);
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
    expect(lineOne(stdout)).toBe(
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
    expect(lineOne(lenient.stdout)).toMatch(/^Can merge, not enough evidence: pass@1 /);
    expect(readText(lenient.stdout)).toContain(
      'With fail-on regression only a drop the suite can show blocks the merge; fail-on inconclusive would block this too.',
    );
    expect(lenient.code).toBe(0);
    const strict = await cli(...args, '--fail-on', 'inconclusive');
    expect(strict.stdout).toMatch(/^Blocks merge, not enough evidence: pass@1 /);
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
    expect(readText(stdout)).toContain(
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
    expect(lineOne(strict.stdout)).toBe(
      'Blocks merge: not compared, the problem sets differ (1 only in the baseline, 1 only in the candidate)',
    );
    expect(strict.stdout).toContain('  only in the baseline: g\n  only in the candidate: h\n');
    expect(readText(strict.stdout)).toContain(
      `passk-gate compare --baseline ${base} --candidate ${cand} --problems intersect`,
    );
    const loose = await cli('compare', '--baseline', base, '--candidate', cand, '--problems', 'intersect');
    expect(loose.code).toBe(0);
    expect(readText(loose.stdout)).toMatch(
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
    [['compare', '--bogus'], /^passk-gate: error: unknown option --bogus for compare; see passk-gate --help\n$/],
    [['frobnicate'], /^passk-gate: error: unknown command "frobnicate"; try passk-gate --help\n$/],
    [['comapre'], /^passk-gate: error: unknown command "comapre": did you mean compare\?\n$/],
    // A command's options without the command: the command comes first, with the commands that take the option.
    [
      ['--baseline', 'b.json', '--candidate', 'c.json'],
      /^passk-gate: error: --baseline is an option, and the command comes first: passk-gate compare --baseline FILE --candidate FILE \(compare, plan, sequential plan and sequential look take --baseline\); see passk-gate --help\n$/,
    ],
    [
      ['--config=passk-gate.yml'],
      /the command comes first: passk-gate gate --config FILE \(gate, convert and history take --config\)/,
    ],
    [
      ['--store', 's'],
      /the command comes first: passk-gate history add --store DIR FILE\.\.\. --commit SHA \(history takes/,
    ],
    [
      ['--plan', 'p.json'],
      /comes first: passk-gate sequential look --plan PLAN\.json --baseline FILE --candidate FILE \(/,
    ],
    [['--bogus'], /^passk-gate: error: unknown command "--bogus"; try passk-gate --help\n$/],
    // A run's settings given under the other kind of command's option: the one this command takes for them.
    [
      ['compare', '--baseline', 'b.json', '--candidate', 'c.json', '--config', 'temperature=0'],
      /^passk-gate: error: unknown option --config for compare: give the runs' decoding settings with --baseline-config and --candidate-config\n$/,
    ],
    [
      ['convert', 'b.json', '-o', 'out.json', '--baseline-config', 'temperature=0'],
      /^passk-gate: error: unknown option --baseline-config for convert: give a run's decoding settings with --config\n$/,
    ],
    [
      ['sequential', 'plan', '--baseline', 'b.json', '-o', 'plan.json', '--config', 'temperature=0'],
      /unknown option --config for sequential plan: give a run's decoding settings with --baseline-config\n$/,
    ],
    [['sequential', 'plam'], /^passk-gate: error: sequential needs plan or look, got "plam": did you mean plan\?\n$/],
    [
      ['compare', '--baseline', examples.baseline, '--candidate', examples.candidate, '--format', 'human-eval'],
      /--format: expected one of auto, passk, .*, got "human-eval": did you mean humaneval\?\n$/,
    ],
    [['compare', '--baseline', '/nonexistent/b.json', '--candidate', '/nonexistent/c.json'], /b\.json: no such file/],
    [['compare', '--baseline', '.', '--candidate', '.'], /: is a directory, not a results file/],
    [
      ['compare', '--baseline', '-', '--candidate', '.'],
      /^passk-gate: error: -: a results file is not read from stdin: /,
    ],
    // A path given as a variable that is not set (`--baseline "$BASELINE"`): named by its option where it has one.
    [
      ['compare', '--baseline', '', '--candidate', examples.candidate],
      /^passk-gate: error: --baseline is empty: give a file's path\n$/,
    ],
    [
      ['plan', '--baseline', examples.baseline, '--candidate', ''],
      /^passk-gate: error: --candidate is empty: give a file's path\n$/,
    ],
    [
      ['compare', '--baseline', examples.baseline, '--candidate', examples.candidate, '--markdown', ''],
      /^passk-gate: error: --markdown is empty: give a file's path\n$/,
    ],
    [['gate', '--config', ''], /^passk-gate: error: the path of a config file is empty: give the file's path\n$/],
    [
      ['convert', '', '-o', 'out.json'],
      /^passk-gate: error: the path of a results file is empty: give the file's path\n$/,
    ],
  ])('exits 2 with one line for bad usage: %j', async (argv, message) => {
    const { code, stderr } = await cli(...argv);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  describe('errors a person can act on, in one line', () => {
    const bcbName = 'org--coder-7b--main--bigcodebench-hard-instruct--vllm-0-1-sanitized_calibrated_eval_results.json';
    const runs = ['--baseline', examples.baseline, '--candidate', examples.candidate];

    it.each([
      [['--confidnce', '0.9'], 'unknown option --confidnce for compare: did you mean --confidence?'],
      [
        ['--baseline-cfg', 'temperature=0.8'],
        'unknown option --baseline-cfg for compare: did you mean --baseline-config?',
      ],
      [['--target', '2'], 'unknown option --target for compare (plan takes it); see passk-gate --help'],
      [[...runs, '--k', '0'], '--k: must be at least 1, got 0'],
      [[...runs, '--k', '2.5'], '--k: expected a whole number, got 2.5'],
      [[...runs, '--seed', '4294967296'], '--seed: must be at most 4294967295, got 4294967296'],
      [[...runs, '--k'], '--k needs a value, e.g. --k 1'],
      // A script's --k "$K" with K unset: not gated at k = 1 unasked.
      [[...runs, '--k', ''], '--k is empty: give a number, or leave --k out for its default'],
      [[...runs, '--margin='], '--margin is empty: give a number, or leave --margin out for its default'],
      // A short option's value is what follows its letter: `-k=5` would be "=5".
      [[...runs, '-k=5'], '-k=5: write -k 5 or --k=5: after -k, "=" is part of the value'],
      [['--k', '--baseline', examples.baseline], '--k needs a value, e.g. --k 1'],
      [[...runs, '--require-config'], '--require-config needs a value, e.g. --require-config top_p'],
      // A negative value the option refuses anyway: the refusal, not how to write it (which would only lead there).
      [
        [...runs, '--margin', '-0.01'],
        '--margin: expected a drop in metric units, at least 0 and below 1 (0.01 = 1 point), got "-0.01": did you ' +
          'mean 0.01? the margin is the size of the drop tolerated, written positive',
      ],
      [[...runs, '--seed', '-1'], '--seed: must be at least 0, got -1'],
      [['--allow-mixed-judgement=true'], '--allow-mixed-judgement takes no value: give --allow-mixed-judgement alone'],
      [
        [...runs, '--allow-mixed-judgement', 'true'],
        '--allow-mixed-judgement takes no value: give --allow-mixed-judgement alone',
      ],
      [
        [...runs, '--allow-mixed-judgement', 'No'],
        '--allow-mixed-judgement takes no value: give --allow-mixed-judgement alone',
      ],
      [
        [...runs, '--json', '-my report.json'],
        `--json: a value that starts with "-" is written with "=", as in '--json=-my report.json'`,
      ],
      [[...runs, '--k', '1', '--k', '10'], '--k is given twice (1 and 10): give it once'],
      // In a folder that does not exist: a run that took either would write nothing.
      [
        [...runs, '--json', '/nonexistent/a.json', '--json', '/nonexistent/my report.json'],
        "--json is given twice (/nonexistent/a.json and '/nonexistent/my report.json'): give it once",
      ],
      [
        [...runs, '--baseline-config', 'temperature=0', 'top_p=1', 'max_tokens=512'],
        'unexpected argument "top_p=1": --baseline-config takes its pairs comma-separated, as one argument: ' +
          '--baseline-config temperature=0,top_p=1,max_tokens=512',
      ],
      [
        ['base.json', 'cand.json'],
        'unexpected argument "base.json": compare takes files as --baseline FILE --candidate FILE',
      ],
      // A glob the shell expanded: the files after the first are left over.
      [
        [...runs, 'more.json', 'last.json'],
        'unexpected argument "more.json": --candidate takes one file or glob; for several files of the candidate, ' +
          "repeat --candidate, or quote the glob so that the shell leaves it to passk-gate (--candidate 'runs/*.json')",
      ],
      [
        [...runs, '--baseline-config', 'temperature:0.8'],
        '--baseline-config: expected KEY=VALUE (e.g. temperature=0.8), got "temperature:0.8", which is no file ' +
          'either: write temperature=0.8',
      ],
      [
        [...runs, '--candidate-config', 'temperature: 0.8, top_p: 0.95'],
        '--candidate-config: expected KEY=VALUE (e.g. temperature=0.8), got "temperature: 0.8, top_p: 0.95", ' +
          'which is no file either: write temperature=0.8,top_p=0.95',
      ],
      [
        [...runs, '--baseline-config', '{temperature: 0.8}'],
        '--baseline-config: expected KEY=VALUE (e.g. temperature=0.8), got "temperature: 0.8", which is no file ' +
          'either: write temperature=0.8',
      ],
      [
        [...runs, '--baseline-config', 'greedy'],
        '--baseline-config: expected KEY=VALUE (e.g. temperature=0.8) or a JSON file, got "greedy", which is no file',
      ],
      [
        [...runs, '--baseline-config', '{"temperature": 0.8, "top_p": 0.95, "stop": "a, b"}'],
        "--baseline-config: expected KEY=VALUE (e.g. temperature=0.8) or a JSON file's path, got JSON text, which " +
          'is no file: write temperature=0.8,top_p=0.95,stop="a, b"',
      ],
    ])('compare %j', async (argv, message) => {
      expect(await cli('compare', ...argv)).toEqual({ code: 2, stdout: '', stderr: `passk-gate: error: ${message}\n` });
    });

    it('takes an option given twice with the same value', async () => {
      const twice = await cli('compare', ...runs, '--k', '1', '--k', '1');
      expect(twice.code, twice.stderr).toBe(0);
      expect(twice.stdout).toMatch(/^Can merge: pass@1 rose /);
    });

    it("names the CLI's flag alone in a reader's hint, not the action's input beside it", async () => {
      const rows = [0, 1].map((i) => JSON.stringify({ task_id: `HumanEval/${i}`, completion: '', passed: i === 0 }));
      const file = join(tempDir('passk-cli-hint-'), 'samples.jsonl_results.jsonl');
      writeFileSync(file, `${rows.join('\n')}\n`);
      const hint =
        /its content is humaneval: leave the format out to detect each file's, or give --format humaneval when every file is humaneval\)\n$/;
      for (const argv of [
        ['compare', '--baseline', file, '--candidate', file],
        ['plan', '--baseline', file],
        ['convert', file, '-o', join(dirname(file), 'out.json')],
      ]) {
        const { code, stderr } = await cli(...argv, '--format', 'evalplus');
        expect(code).toBe(2);
        expect(stderr).toMatch(hint);
      }
      // A converted baseline beside the harness's own file: --format names one format for both, so the first way
      // out, leaving it out, is the one that works.
      const converted = join(dirname(file), 'baseline.json');
      expect((await cli('convert', file, '-o', converted, '--config', 'temperature=0')).code).toBe(0);
      const mixed = ['compare', '--baseline', converted, '--candidate', file, '--candidate-config', 'temperature=0'];
      const refused = await cli(...mixed, '--format', 'humaneval');
      expect(refused.stderr).toMatch(/its content is passk: leave the format out to detect each file's, or give/);
      // Left out, each file is read as its own format (two problems are then too few for the gate, a refusal of its own).
      const detected = await cli(...mixed);
      expect(detected.stderr).not.toContain('the format given');
      expect(detected.stderr).toContain('only 2 problems compared with baseline.json');
      // The plan's own check of per-sample data, too.
      const unscored = await cli('plan', '--baseline', file, '--metric', 'n@k');
      expect(unscored.stderr).toMatch(/name the field of each sample that holds it with --score-field NAME\n$/);
    });

    const formatRefused =
      '--format: expected one of auto, passk, humaneval, evalplus, bigcodebench, lm-eval, inspect, livecodebench, ' +
      'taubench, tau2bench, swebench, terminalbench, got "human-eval": did you mean humaneval?';

    it.each([
      [['plan', '--target'], '--target needs a value, e.g. --target 0.02'],
      [['gate', '--config'], '--config needs a value, e.g. --config passk-gate.yml'],
      [['convert', 'x.json', '--config'], '--config needs a value, e.g. --config temperature=0.8'],
      [['gate', '--confg', 'passk-gate.yml'], 'unknown option --confg for gate: did you mean --config?'],
      // `-` alone is stdout, a value like any other: the unknown option after it is the problem.
      [['compare', '--json', '-', '--margn', '0.01'], 'unknown option --margn for compare: did you mean --margin?'],
      [['compare', '--markdown', '-', '--margn', '0.01'], 'unknown option --margn for compare: did you mean --margin?'],
      [['plan', '--json', '-', '--margn', '0.01'], 'unknown option --margn for plan: did you mean --margin?'],
      [
        ['convert', 'x.json', '-o', '-', '--critrion', 'base'],
        'unknown option --critrion for convert: did you mean --criterion?',
      ],
      [
        ['sequential', 'plan', '-o', '-', '--loks', '3'],
        'unknown option --loks for sequential plan: did you mean --looks?',
      ],
      [['compare', '--json', '-x'], '--json: a value that starts with "-" is written with "=", as in --json=-x'],
      [['convert', 'x.json', '-o', 'out.json', '--format', 'human-eval'], formatRefused],
      [['plan', '--baseline', 'x.json', '--format', 'human-eval'], formatRefused],
      [
        ['convert', 'x.json', '-o', 'h.json', '--config', 'temperature=0.2', '--config', 'temperature=0.8'],
        '--config is given twice (temperature=0.2 and temperature=0.8): give it once',
      ],
      [['gate', '--config', 'a.yml', '--config', 'b.yml'], '--config is given twice (a.yml and b.yml): give it once'],
      [
        ['convert', 'x.json', '-o', 'a.json', '--output', 'b.json'],
        '--output is given twice (a.json and b.json): give it once',
      ],
      [
        ['gate', '--config', 'passk-gate.yml', '--k', '5'],
        "unknown option --k for gate: k is a check's setting: set k: in a check of the config file, or under " +
          'defaults: for every check',
      ],
      [
        ['gate', '--config', 'passk-gate.yml', '--baseline-config', 'temperature=0.2'],
        "unknown option --baseline-config for gate: baseline-config is a check's setting: set baseline-config: in " +
          'a check of the config file, or under defaults: for every check',
      ],
      [
        ['gate', '--config', 'passk-gate.yml', '--fail-on', 'never'],
        'unknown option --fail-on for gate: fail-on holds for the whole gate: set fail-on: at the top level of the ' +
          'config file',
      ],
    ])('%j', async (argv, message) => {
      expect(await cli(...argv)).toEqual({ code: 2, stdout: '', stderr: `passk-gate: error: ${message}\n` });
    });

    it('says that an empty results file is empty, and what to do', async () => {
      const empty = file('samples.jsonl_results.jsonl', '');
      expect(await cli('compare', '--baseline', empty, '--candidate', examples.candidate)).toEqual({
        code: 2,
        stdout: '',
        stderr:
          `passk-gate: error: ${empty}: is empty: the run that writes it likely stopped before writing its results ` +
          '(killed, out of time or memory, or failed): re-run the evaluation, or give the results file a finished ' +
          'run wrote\n',
      });
    });

    it('says that a CSV is not a results file passk-gate reads, and lists what it reads', async () => {
      const csv = file('humaneval_results.csv', 'task_id,completion,passed\nHumanEval/0,"    return 1",True\n');
      const { code, stderr } = await cli('compare', '--baseline', csv, '--candidate', examples.candidate);
      expect(code).toBe(2);
      expect(stderr).toBe(
        `passk-gate: error: ${csv}: not a results file passk-gate reads: it is not JSON (it starts ` +
          '"task_id,completion,passe…"); passk-gate reads passk-results/v1, human-eval results, evalplus or ' +
          'BigCodeBench eval_results, lm-eval samples, an Inspect log, LiveCodeBench eval_all, τ-bench or ' +
          'τ²-bench results, a SWE-bench report or Terminal-Bench results.json\n',
      );
    });

    it("names the harness a file resembles and the field that differs, not another format's", async () => {
      const document = JSON.parse(readFileSync(fixture('bigcodebench', bcbName), 'utf8'));
      for (const samples of Object.values<Record<string, unknown>[]>(document.eval)) {
        for (const sample of samples) {
          sample.state = sample.status;
          delete sample.status;
        }
      }
      const renamed = file(bcbName, JSON.stringify(document, null, 2));
      expect(await cli('compare', '--baseline', renamed, '--candidate', renamed)).toEqual({
        code: 2,
        stdout: '',
        stderr:
          `passk-gate: error: ${renamed}: eval["BigCodeBench/13"][0]: a BigCodeBench sample has state where ` +
          'BigCodeBench writes status (pass, fail or timeout)\n',
      });
    });
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
    // One-sided, as a block is: what test/simulation/sequential-gate.sim.test.ts measures.
    expect(stdout.replace(/\s+/g, ' ')).toContain('the false-block rate over all looks is (1 - confidence) / 2');
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

  /**
   * Each command's output at `path` is refused with `said` before it reads anything: its inputs would fail to read,
   * so the output is said first, and a large eval is not read in vain.
   */
  async function refusedBeforeReading(path: string, said: string): Promise<void> {
    const runs = ['--baseline', join(dir, 'absent-b.json'), '--candidate', join(dir, 'absent-c.json')];
    for (const [command, flag] of [
      ['compare', '--json'],
      ['compare', '--markdown'],
      ['plan', '--json'],
    ] as const) {
      const args = command === 'plan' ? runs.slice(0, 2) : runs;
      expect(await cli(command, ...args, flag, path)).toMatchObject({
        code: 2,
        stderr: `passk-gate: error: ${flag} ${path}: ${said}\n`,
      });
    }
    expect((await cli('sequential', 'plan', ...runs.slice(0, 2), '-o', path)).stderr).toBe(
      `passk-gate: error: --output ${path}: ${said}\n`,
    );
  }

  it('refuses an output in a folder that does not exist before it reads anything', async () => {
    await refusedBeforeReading(join(dir, 'no-such-folder', 'report.json'), 'its folder does not exist');
  });

  it('refuses an output that is a folder before it reads anything or writes another output', async () => {
    const folder = tempDir('passk-cli-output-folder-');
    await refusedBeforeReading(folder, 'is a directory');
    expect((await cli('convert', join(dir, 'absent-b.json'), '-o', folder)).stderr).toBe(
      `passk-gate: error: --output ${folder}: is a directory\n`,
    );
    // The other output is not written: a failed command leaves no report behind.
    const json = join(folder, 'report.json');
    const both = await cli(
      'compare',
      '--baseline',
      examples.baseline,
      '--candidate',
      examples.candidate,
      '--json',
      json,
      '--markdown',
      folder,
    );
    expect(both).toMatchObject({ code: 2, stderr: `passk-gate: error: --markdown ${folder}: is a directory\n` });
    expect(readdirSync(folder)).toEqual([]);
  });

  it('refuses -o=FILE, which would write a file named =FILE', async () => {
    const folder = tempDir('passk-cli-short-equals-');
    const out = join(folder, 'plan.json');
    for (const argv of [
      ['convert', examples.baseline, `-o=${out}`],
      ['sequential', 'plan', '--baseline', examples.baseline, `-o=${out}`],
    ]) {
      expect(await cli(...argv)).toEqual({
        code: 2,
        stdout: '',
        stderr: `passk-gate: error: -o=${out}: write -o ${out} or --output=${out}: after -o, "=" is part of the value\n`,
      });
    }
    const home = process.cwd();
    process.chdir(folder);
    try {
      expect((await cli('convert', examples.baseline, '-o=out.json')).code).toBe(2);
    } finally {
      process.chdir(home);
    }
    expect(readdirSync(folder)).toEqual([]);
  });

  it('refuses a blank --anchor or --store (a variable left unset), which would be taken as not given', async () => {
    const runs = ['--baseline', examples.baseline, '--candidate', examples.candidate];
    expect(await cli('compare', ...runs, '--anchor', '')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'passk-gate: error: --anchor is empty: give history:DIR[#SELECTOR], or leave --anchor out\n',
    });
    const store = tempDir('passk-cli-blank-store-');
    expect((await cli('history', 'add', '--store', store, examples.baseline, '--commit', 'a'.repeat(40))).code).toBe(0);
    expect((await cli('history', 'page', '--store', store, '-o', join(store, 'site'), '--anchor', ' ')).stderr).toBe(
      'passk-gate: error: --anchor is empty: give a SELECTOR or history:DIR[#SELECTOR], or leave --anchor out\n',
    );
    // add would write its record into the working folder.
    const home = process.cwd();
    const work = tempDir('passk-cli-blank-cwd-');
    process.chdir(work);
    try {
      for (const action of ['add', 'list', 'page']) {
        const result = await cli('history', action, '--store', '', examples.baseline, '--commit', 'b'.repeat(40));
        expect(result).toMatchObject({
          code: 2,
          stderr: "passk-gate: error: --store is empty: give the store's folder\n",
        });
      }
    } finally {
      process.chdir(home);
    }
    expect(readdirSync(work)).toEqual([]);
  });
});

describe('workflow commands in a results file', () => {
  /** What GitHub's runner reads as a workflow command: `::` after leading white space, or `##[` anywhere. */
  const commands = (text: string) => text.split('\n').filter((line) => /^\s*::/.test(line) || line.includes('##['));

  it('reach neither stdout nor stderr as commands, where a CI log would run them', async () => {
    const candidate = JSON.parse(readFileSync(examples.candidate, 'utf8'));
    // Wrapped, the line that names the model goes on with the first command; the config table shows the second.
    candidate.model = `${'m '.repeat(30)}::warning::forged`;
    candidate.config.system_prompt = 'be brief ##[error]forged';
    const path = join(dir, 'commands.json');
    writeFileSync(path, JSON.stringify(candidate));
    const done = await cli('compare', '--baseline', examples.baseline, '--candidate', path);
    expect(done.stdout).toContain('forged');
    expect(commands(done.stdout)).toEqual([]);
    const refused = await cli('compare', '--baseline', examples.baseline, '--candidate', path, '--k', '##[error]');
    expect(refused.stderr).toContain('error]');
    expect(commands(refused.stderr)).toEqual([]);
  });

  it('reach not the history list, which names each record by its model', async () => {
    const baseline = JSON.parse(readFileSync(examples.baseline, 'utf8'));
    baseline.model = '##[error]forged';
    const path = join(dir, 'commands-history.json');
    writeFileSync(path, JSON.stringify(baseline));
    const store = join(dir, 'commands-store');
    expect((await cli('history', 'add', '--store', store, path, '--commit', 'a'.repeat(40))).code).toBe(0);
    const listed = await cli('history', 'list', '--store', store);
    expect(listed.stdout).toContain('forged');
    expect(commands(listed.stdout)).toEqual([]);
  });
});

describe('the help', () => {
  it('prints the help on stderr when no command is given (exit 2), on stdout when asked for (exit 0)', async () => {
    // `passk-gate $ARGS > report.txt` with the variable unset: the usage shows in the log, not in the report.
    expect(await cli()).toEqual({ code: 2, stdout: '', stderr: HELP });
    expect(await cli('--help')).toEqual({ code: 0, stdout: HELP, stderr: '' });
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

  it('refuses stdout named by its path, which the terminal report would run into', async () => {
    for (const argv of [
      ['compare', ...args, '--json', '/dev/stdout'],
      ['compare', ...args, '--markdown', '/dev/fd/1'],
      ['convert', examples.baseline, '-o', '/dev/stdout'],
    ]) {
      const flag = argv.at(-2) === '-o' ? '--output' : argv.at(-2)!;
      expect(await cli(...argv)).toEqual({
        code: 2,
        stdout: '',
        stderr: `passk-gate: error: ${flag} ${argv.at(-1)}: write ${flag} - for stdout, which sends the terminal report to stderr\n`,
      });
    }
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
    expect(converted.stderr).toMatch(/^wrote 164 problems to stdout, config /);
    const planned = await cli('sequential', 'plan', '--baseline', examples.baseline, '-o', '-');
    expect((JSON.parse(planned.stdout) as { format: string }).format).toBe('passk-gate-sequential-plan/v1');
    expect(planned.stderr).toMatch(/^wrote the plan to stdout: a sequential gate on pass@1 over 4 looks, /);
  });
});

describe('an output file that is a file the command reads', () => {
  /** Copies of the examples in a fresh folder, which a refused command must leave as they were. */
  function copies() {
    const folder = tempDir('passk-cli-inputs-');
    const copy = (name: string) => {
      const path = join(folder, name);
      writeFileSync(path, readFileSync(join(root, 'examples', name)));
      return path;
    };
    return { folder, baseline: copy('baseline.json'), candidate: copy('candidate.json') };
  }

  async function refused(argv: string[], output: string, input: string, kept: readonly string[]) {
    const before = kept.map((path) => readFileSync(path, 'utf8'));
    const result = await cli(...argv);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr:
        `passk-gate: error: ${output} is a file this command reads (${input}): writing it would replace that ` +
        'input; write to another file\n',
    });
    expect(kept.map((path) => readFileSync(path, 'utf8'))).toEqual(before);
  }

  it('is refused for compare and plan, however the path is written or matched', async () => {
    const { folder, baseline, candidate } = copies();
    const runs = ['--baseline', baseline, '--candidate', candidate];
    await refused(['compare', ...runs, '--json', baseline], `--json ${baseline}`, `--baseline ${baseline}`, [baseline]);
    const dotted = join(folder, '.', 'candidate.json').replace('candidate.json', './candidate.json');
    await refused(['compare', ...runs, '--markdown', dotted], `--markdown ${dotted}`, `--candidate ${candidate}`, [
      candidate,
    ]);
    const glob = join(folder, 'base*.json');
    await refused(
      ['compare', '--baseline', glob, '--candidate', candidate, '--json', baseline],
      `--json ${baseline}`,
      `--baseline ${glob}`,
      [baseline],
    );
    await refused(['plan', ...runs, '--json', candidate], `--json ${candidate}`, `--candidate ${candidate}`, [
      candidate,
    ]);
    // Another file in the same folder is written as before.
    const report = join(folder, 'report.json');
    expect((await cli('compare', ...runs, '--json', report)).code).toBe(0);
    expect(readFileSync(report, 'utf8')).toMatch(/^\{/);
  });

  it("is refused for gate: its config file and its checks' files", async () => {
    const { folder, baseline } = copies();
    const config = join(folder, 'passk-gate.yml');
    writeFileSync(config, 'checks:\n  - name: a\n    baseline: baseline.json\n    candidate: candidate.json\n');
    await refused(['gate', '--config', config, '--markdown', config], `--markdown ${config}`, `--config ${config}`, [
      config,
    ]);
    await refused(
      ['gate', '--config', config, '--json', baseline],
      `--json ${baseline}`,
      `${config}:3: check "a": baseline ${baseline}`,
      [baseline],
    );
  });

  it("is refused for gate over a check's baseline-config or candidate-config file", async () => {
    const { folder } = copies();
    const baselineConfig = join(folder, 'bc.json');
    const candidateConfig = join(folder, 'cc.json');
    writeFileSync(baselineConfig, '{"temperature": 0.8}');
    writeFileSync(candidateConfig, '{"temperature": 0.8}');
    const config = join(folder, 'passk-gate.yml');
    writeFileSync(
      config,
      'checks:\n  - name: a\n    baseline: baseline.json\n    candidate: candidate.json\n' +
        '    baseline-config: bc.json\n    candidate-config: cc.json\n',
    );
    await refused(
      ['gate', '--config', config, '--json', baselineConfig],
      `--json ${baselineConfig}`,
      `${config}:5: check "a": baseline-config ${baselineConfig}`,
      [baselineConfig],
    );
    await refused(
      ['gate', '--config', config, '--markdown', candidateConfig],
      `--markdown ${candidateConfig}`,
      `${config}:6: check "a": candidate-config ${candidateConfig}`,
      [candidateConfig],
    );
  });

  it("is refused over a record of a drift check's store, which is never rewritten", async () => {
    const { folder, baseline, candidate } = copies();
    const store = join(folder, 'store');
    const added = await cli('history', 'add', '--store', store, baseline, '--commit', 'a'.repeat(40));
    expect(added.code).toBe(0);
    const [name] = readdirSync(join(store, 'records'));
    const record = join(store, 'records', name!);
    const runs = ['--baseline', baseline, '--candidate', candidate];
    await refused(
      ['compare', ...runs, '--anchor', `history:${store}`, '--markdown', record],
      `--markdown ${record}`,
      `--anchor ${record}`,
      [record],
    );
    const config = join(folder, 'drift.yml');
    writeFileSync(config, 'checks:\n  - name: a\n    baseline: baseline.json\n    candidate: candidate.json\n');
    writeFileSync(config, `${readFileSync(config, 'utf8')}    anchor: history:store\n`);
    await refused(
      ['gate', '--config', config, '--json', record],
      `--json ${record}`,
      `${config}:5: check "a": anchor ${record}`,
      [record],
    );
  });

  it('is refused for convert and sequential plan and look', async () => {
    const { folder, baseline, candidate } = copies();
    await refused(['convert', baseline, '-o', baseline], `--output ${baseline}`, `convert's FILE ${baseline}`, [
      baseline,
    ]);
    await refused(
      ['sequential', 'plan', '--baseline', baseline, '-o', baseline],
      `--output ${baseline}`,
      `--baseline ${baseline}`,
      [baseline],
    );
    const plan = join(folder, 'plan.json');
    expect((await cli('sequential', 'plan', '--baseline', baseline, '-o', plan)).code).toBe(0);
    const look = ['sequential', 'look', '--plan', plan, '--baseline', baseline, '--candidate', candidate];
    await refused([...look, '--json', plan], `--json ${plan}`, `--plan ${plan}`, [plan]);
    const previous = join(folder, 'look.json');
    writeFileSync(previous, '{}');
    await refused(
      [...look, '--previous', previous, '--json', previous],
      `--json ${previous}`,
      `--previous ${previous}`,
      [previous],
    );
  });

  it('is refused when --json and --markdown name one file, which would keep only the last written', async () => {
    const { folder, baseline, candidate } = copies();
    const report = join(folder, 'report.out');
    const dotted = join(folder, '.', 'report.out').replace('report.out', './report.out');
    const runs = ['--baseline', baseline, '--candidate', candidate];
    const config = join(folder, 'passk-gate.yml');
    writeFileSync(config, 'checks:\n  - name: a\n    baseline: baseline.json\n    candidate: candidate.json\n');
    for (const argv of [
      ['compare', ...runs],
      ['gate', '--config', config],
    ]) {
      expect(await cli(...argv, '--json', report, '--markdown', dotted)).toEqual({
        code: 2,
        stdout: '',
        stderr: `passk-gate: error: --json ${report} and --markdown ${dotted} are one file: give each output its own file\n`,
      });
    }
    expect(readdirSync(folder)).not.toContain('report.out');
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
      `passk-gate: error: ${basename(fiveB)}: only 5 problems compared with ${basename(fiveA)}: even with every one worse, the ` +
        "sign-flip test's smallest " +
        'p-value is 2/2^5 = 0.0625, not below 1 - confidence = 0.05, so the gate could never fail; confidence 0.95 ' +
        'needs at least 6 problems: compare more problems, or use --confidence 0.9, the highest round confidence at ' +
        'which 5 problems can show a change\n',
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
      `passk-gate: error: ${basename(base)}: the baseline's pass@1 is 60.0%, so the candidate can fall by at most 60.0 ` +
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

describe('terminal width', () => {
  it("is a terminal's own width, else COLUMNS when it is a positive integer, else 80", () => {
    const tty = { isTTY: true, columns: 132 };
    const pipe = { isTTY: false };
    expect(terminalWidth({ COLUMNS: '60' }, tty)).toBe(132);
    expect(terminalWidth({ COLUMNS: '60' }, pipe)).toBe(60);
    expect(terminalWidth({ COLUMNS: '60' }, { isTTY: true, columns: 0 })).toBe(60);
    expect(terminalWidth({}, pipe)).toBe(DEFAULT_WIDTH);
    for (const columns of ['', '0', '-5', '72.5', '80x', 'wide']) {
      expect(terminalWidth({ COLUMNS: columns }, pipe), columns).toBe(80);
    }
  });

  it('lays the report out for the width of the stream it goes to', async () => {
    const args = ['compare', '--baseline', examples.baseline, '--candidate', examples.candidate];
    const widest = (text: string) => Math.max(...text.split('\n').map((line) => line.length));
    expect(widest((await cli(...args)).stdout)).toBe(80);
    expect(widest((await cliWith({ width: 60 }, ...args)).stdout)).toBeLessThanOrEqual(60);
    const piped = await cliWith({ width: 200, stderrWidth: 50 }, ...args, '--json', '-');
    expect(widest(piped.stderr)).toBeLessThanOrEqual(50);
    expect(widest((await cliWith({ width: 200 }, ...args)).stdout)).toBeGreaterThan(80);
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
    expect(stdout).toMatch(
      /Per-problem changes at k = 1: 52 got worse, 66 got better\n {2}got worse \(largest 10 of 52\)\n/,
    );
  });

  it('says how many of each list it shows when it shows only the largest changes, as the comment does', async () => {
    const { stdout } = await cli('compare', '--baseline', examples.baseline, '--candidate', examples.candidate);
    const listed = (title: string) => {
      const lines = stdout.split('\n');
      const start = lines.indexOf(title);
      const rows = lines.slice(start + 1).findIndex((line) => !line.startsWith('    '));
      return start < 0 ? -1 : rows;
    };
    expect(listed('  got worse (largest 10 of 52)')).toBe(10);
    expect(listed('  got better (largest 10 of 66)')).toBe(10);
    // Four problems, each 4 of 10 samples worse: a list shown whole carries no count beyond the heading's.
    const whole = await cli(
      'compare',
      '--baseline',
      file('whole-b.json', results([8, 8, 8, 8, 5, 5, 5, 5, 5, 5])),
      '--candidate',
      file('whole-c.json', results([4, 4, 4, 4, 5, 5, 5, 5, 5, 5])),
    );
    expect(whole.stdout).toContain('Per-problem changes at k = 1: 4 got worse, 0 got better\n  got worse\n');
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
    expect(off.stdout).toContain('the config check is off (--match-config none)');
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

describe("--match-config with a setting under another harness's name", () => {
  const note = (option: string) =>
    `passk-gate: note: ${option}: max_new_tokens is read as max_tokens, the gate's name for the same setting\n`;

  it("compares the gate's name and notes so, in compare, a config file and sequential plan", async () => {
    const base = file('hf-base.json', results(strong, { config: { temperature: 0.8, max_tokens: 512 } }));
    const cand = file('hf-cand.json', results(strong, { config: { temperature: 0.8, max_tokens: 1024 } }));
    const compared = await cli(
      'compare',
      '--baseline',
      base,
      '--candidate',
      cand,
      '--match-config',
      'temperature,max_new_tokens',
    );
    expect(compared.code).toBe(3);
    expect(compared.stdout).toContain('max_tokens differs');
    expect(compared.stderr).toContain(note('--match-config'));
    const plain = await cli(
      'compare',
      '--baseline',
      base,
      '--candidate',
      cand,
      '--match-config',
      'temperature,max_tokens',
    );
    expect(plain.stderr).not.toContain('note:');

    const config = file(
      'hf-gate.yml',
      `defaults:\n  match-config: [temperature, max_new_tokens]\nchecks:\n  - name: he\n    baseline: ${base}\n    candidate: ${base}\n`,
    );
    const gated = await cli('gate', '--config', config);
    expect(gated.code, gated.stderr).toBe(0);
    expect(gated.stderr).toMatch(
      /^passk-gate: note: .*hf-gate\.yml.*match-config: max_new_tokens is read as max_tokens, /m,
    );

    const planned = await cli(
      'sequential',
      'plan',
      '--baseline',
      base,
      '-o',
      join(dir, 'hf-plan.json'),
      '--match-config',
      'temperature,max_new_tokens',
    );
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.stderr).toContain(note('--match-config'));
  });
});

describe('read options that change nothing', () => {
  it('are noted, in compare and in a config file, and the gate goes on', async () => {
    const base = file('unused-base.json', results(strong, { config: { temperature: 0.8 } }));
    const compared = await cli(
      'compare',
      '--baseline',
      base,
      '--candidate',
      base,
      '--criterion',
      'base',
      '--score-field',
      'lp',
    );
    expect(compared.code, compared.stderr).toBe(0);
    expect(compared.stderr).toContain(
      'passk-gate: note: --criterion base is not used: passk files have one pass/fail judgement (it chooses one in evalplus, lm-eval, inspect files)\n',
    );
    expect(compared.stderr).toContain(
      'passk-gate: note: --score-field lp is not used: only n@k reads a score, and the metric is pass@k\n',
    );
    const config = file(
      'unused-gate.yml',
      `checks:\n  - name: he\n    baseline: ${base}\n    candidate: ${base}\n    criterion: plus\n`,
    );
    const gated = await cli('gate', '--config', config);
    expect(gated.code, gated.stderr).toBe(0);
    expect(gated.stderr).toMatch(/^passk-gate: note: .*unused-gate\.yml:5: check "he": criterion plus is not used: /m);
  });

  it('notes a --score-field under n@k when neither file is of a format that takes one', async () => {
    const scoredRuns = ['--baseline', scored.baseline, '--candidate', scored.candidate];
    const compared = await cli('compare', ...scoredRuns, '--metric', 'n@k', '--k', '5', '--score-field', 'nope');
    expect(compared.code, compared.stderr).toBe(1);
    expect(compared.stderr).toBe(
      'passk-gate: note: --score-field nope is not used: passk files take no score field (it names one in ' +
        'humaneval, evalplus, bigcodebench, inspect files)\n',
    );
  });

  it('are noted by convert and plan too', async () => {
    const humaneval = fixture('humaneval', 'samples.jsonl_results.jsonl');
    const criterionNote = (format: string) =>
      `passk-gate: note: --criterion base is not used: ${format} files have one pass/fail judgement (it chooses ` +
      'one in evalplus, lm-eval, inspect files)\n';
    const converted = await cli('convert', humaneval, '-o', join(dir, 'unused-he.json'), '--criterion', 'base');
    expect(converted.code, converted.stderr).toBe(0);
    expect(converted.stderr).toContain(criterionNote('humaneval'));
    const scoredOut = join(dir, 'unused-scored.json');
    const rescored = await cli('convert', scored.baseline, '-o', scoredOut, '--score-field', 'nope');
    expect(rescored.code, rescored.stderr).toBe(0);
    expect(rescored.stderr).toBe(
      'passk-gate: note: --score-field nope is not used: passk files take no score field (it names one in ' +
        'humaneval, evalplus, bigcodebench, inspect files)\n',
    );
    const planned = await cli('plan', '--baseline', examples.baseline, '--criterion', 'base', '--score-field', 'lp');
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.stderr).toBe(
      criterionNote('passk') +
        'passk-gate: note: --score-field lp is not used: only n@k reads a score, and the metric is pass@k\n',
    );
  });
});

describe('the command a refusal offers', () => {
  it("replaces the user's own option in either form", () => {
    const edits = { 'candidate-config': 'temperature=0.8,top_p=0.95' };
    const args = ['compare', '--candidate-config', 'temperature=0.8', '--baseline', 'b.json', '--candidate=c.json'];
    expect(commandWords(args, edits).join(' ')).toBe(
      'passk-gate compare --baseline b.json --candidate=c.json --candidate-config temperature=0.8,top_p=0.95',
    );
    expect(commandWords(['compare', '--candidate-config=x', '--k', '1'], edits).join(' ')).toBe(
      'passk-gate compare --k 1 --candidate-config temperature=0.8,top_p=0.95',
    );
  });

  it('writes a switch as a bare flag', () => {
    expect(
      commandWords(['compare', '--allow-mixed-judgement', '--k', '1'], { 'allow-mixed-judgement': true }).join(' '),
    ).toBe('passk-gate compare --k 1 --allow-mixed-judgement');
  });

  it('names the CLI as the user ran it: by its installed name, else node and the script from the working folder', () => {
    expect(commandWords(['compare', '--k', '1'], {}, programWords('/repo/dist/cli.js', '/repo')).join(' ')).toBe(
      'node dist/cli.js compare --k 1',
    );
    expect(programWords('/usr/lib/node_modules/.bin/passk-gate', '/home/me')).toEqual(['passk-gate']);
    expect(programWords('/opt/passk-gate/dist/cli.js', '/home/me')).toEqual(['node', '/opt/passk-gate/dist/cli.js']);
    expect(programWords(undefined, '/home/me')).toEqual(['passk-gate']);
    // npm's Windows shims (and pnpm's) run node on the installed package's script: the user typed passk-gate.
    const shim = 'C:\\Users\\me\\AppData\\Roaming\\npm\\node_modules\\passk-gate\\dist\\cli.js';
    expect(programWords(shim, 'C:\\work', win32)).toEqual(['passk-gate']);
    expect(programWords('/repo/node_modules/passk-gate/dist/cli.js', '/repo')).toEqual(['passk-gate']);
    // A clone on Windows: node reads /, which no shell needs quoted (cmd does not read '...').
    expect(commandWords(['plan'], {}, programWords('C:\\repo\\dist\\cli.js', 'C:\\repo', win32))).toEqual([
      'node',
      'dist/cli.js',
      'plan',
    ]);
    expect(programWords('D:\\tools\\gate\\dist\\cli.js', 'C:\\repo', win32)).toEqual([
      'node',
      'D:/tools/gate/dist/cli.js',
    ]);
  });

  it('quotes shell words only when needed', () => {
    expect(shellWord('results/cand.json')).toBe('results/cand.json');
    expect(shellWord("it's $HOME")).toBe(`'it'\\''s $HOME'`);
    expect(shellWord('')).toBe("''");
  });
});

/** The words of the one command a refusal prints (none quoted: the test's paths need no quoting). */
function offeredCommands(stdout: string): string[][] {
  const text = readText(stdout);
  return [...text.matchAll(/passk-gate (compare(?: (?!- )\S+)*)/g)].map((m) => m[1]!.split(' '));
}

describe('a refusal with several causes', () => {
  const judged = (name: string, dataset: string, ids = 'P') =>
    file(name, {
      ...results(strong, { config: {}, ids: strong.map((_, i) => `${ids}/${i}`) }),
      judgement: { format: 'evalplus', criterion: 'base', dataset },
    });

  it('offers one command that fixes every cause, which then compares', async () => {
    const [baseline, candidate] = [judged('mixed-a.json', 'a'), judged('mixed-b.json', 'b')];
    const refused = await cli('compare', '--baseline', baseline, '--candidate', candidate, '--resamples', '200');
    expect(refused.code).toBe(3);
    const commands = offeredCommands(refused.stdout);
    expect(commands).toHaveLength(1);
    const [command] = commands;
    expect(command).toEqual(expect.arrayContaining(['--allow-mixed-judgement', '--baseline-config']));
    // The empty values are the user's to fill in; filled, the command is not refused again.
    const filled = command!.map((word) => (word === 'temperature=' ? 'temperature=0.8' : word));
    expect((await cli(...filled)).code).not.toBe(3);
  });

  it('says an allowed mixed judgement is allowed, not compared, when another cause refuses', async () => {
    const [baseline, candidate] = [judged('allowed-a.json', 'a'), judged('allowed-b.json', 'b')];
    const refused = await cli('compare', '--baseline', baseline, '--candidate', candidate, '--allow-mixed-judgement');
    expect(refused.code).toBe(3);
    const text = readText(refused.stdout);
    expect(text).toMatch(/^Blocks merge: not compared, neither run records temperature ! mixed judgement/);
    expect(text).toContain('; allowed, though the difference mixes the models with the tests');
    expect(text).not.toMatch(/\bcompared because/);
  });

  it('names a cause of another kind in line one, in a few words', async () => {
    const baseline = file('causes-a.json', results(strong));
    const hotter = { temperature: 0.2, top_p: 0.95, n: 10, max_tokens: 512 };
    const fewer = file('causes-b.json', results(strong.slice(0, 70), { config: hotter }));
    const refused = await cli('compare', '--baseline', baseline, '--candidate', fewer);
    expect(refused.code).toBe(3);
    expect(lineOne(refused.stdout)).toBe(
      'Blocks merge: not compared, temperature differs (baseline 0.8, candidate 0.2); the problem sets differ too',
    );
    const mixed = await cli(
      'compare',
      '--baseline',
      judged('causes-c.json', 'a'),
      '--candidate',
      judged('causes-d.json', 'b'),
    );
    expect(lineOne(mixed.stdout)).toBe(
      'Blocks merge: not compared, the runs were judged differently (suite or dataset version differs); a decoding ' +
        'setting is unknown too',
    );
  });

  it('says first that the runs share no problem, with ids of each side, and offers no other fix', async () => {
    const [baseline, candidate] = [judged('apart-a.json', 'a', 'P'), judged('apart-b.json', 'b', 'Q')];
    const refused = await cli('compare', '--baseline', baseline, '--candidate', candidate);
    expect(refused.code).toBe(3);
    expect(lineOne(refused.stdout)).toBe('Blocks merge: not compared, the runs share no problem');
    const text = readText(refused.stdout);
    expect(text).toContain(`only in the baseline: P/0, P/1, P/2, P/3, P/4 and ${strong.length - 5} more`);
    expect(text).toContain('only in the candidate: Q/0, Q/1, Q/2, Q/3, Q/4 and');
    expect(offeredCommands(refused.stdout)).toEqual([]);
    expect(text).not.toContain('allow-mixed-judgement');
    // Both record their suite, and it differs: the fix names each.
    expect(text).toContain(
      'Compare runs of the same suite: the baseline ran a, the candidate b, and no problem id appears in both.',
    );
    // The same suite recorded on both sides: nothing to name.
    const same = await cli('compare', '--baseline', baseline, '--candidate', judged('apart-c.json', 'a', 'Q'));
    expect(same.code).toBe(3);
    expect(readText(same.stdout)).toContain(
      'Check that both files come from the same suite: no problem id appears in both.',
    );
    // Ids that differ only by the \r of Windows line ends: shown, and named as the cause.
    const crlf = judged('apart-e.json', 'a', 'P');
    writeFileSync(crlf, readFileSync(crlf, 'utf8').replace(/"(P\/\d+)"/g, '"$1\\r"'));
    const invisible = readText((await cli('compare', '--baseline', baseline, '--candidate', crlf)).stdout);
    expect(invisible).toContain('only in the candidate: P/0\\u000d, P/1\\u000d');
    expect(invisible).toContain(
      "The two runs' problem ids differ only in what does not show, written as \\uXXXX above (\\u000d: a " +
        'carriage return that Windows line ends leave; \\u0020: a space at an end): write the ids alike in both runs.',
    );
    // In markdown a suite's name from the file is inert.
    const hostile = judged('apart-d.json', '@someone *x*', 'Q');
    const md = await cli('compare', '--baseline', baseline, '--candidate', hostile, '--markdown', '-');
    expect(md.stdout).toContain('- Compare runs of the same suite: the baseline ran a, the candidate `@someone *x*`,');
  });

  it('reads an evalplus file by the criterion of the other side, which then compares', async () => {
    const evalplus = fixture('evalplus', 'samples_eval_results.json');
    const converted = join(dir, 'evalplus-base.json');
    expect((await cli('convert', evalplus, '-o', converted, '--criterion', 'base')).code).toBe(0);
    // Three problems: the sign-flip test reaches 2/2^3 = 0.25, so a level below 0.75.
    const common = ['--baseline-config', 'temperature=0', '--candidate-config', 'temperature=0', '--confidence', '0.7'];
    const refused = await cli('compare', '--baseline', converted, '--candidate', evalplus, ...common);
    expect(refused.code).toBe(3);
    expect(lineOne(refused.stdout)).toMatch(/pass criterion differs/);
    const [criterion, anyway] = offeredCommands(refused.stdout);
    expect(criterion!.slice(-2)).toEqual(['--criterion', 'base']);
    expect(anyway).toContain('--allow-mixed-judgement');
    expect((await cli(...criterion!)).code).not.toBe(3);
  });

  it("offers a drift check's candidate-config correction only when the base would still compare", async () => {
    const path = file('drift.json', results(strong, { config: { n: 10 } }));
    const store = join(dir, 'drift-store');
    const commit = 'a'.repeat(40);
    expect(
      (await cli('history', 'add', '--store', store, path, '--commit', commit, '--config', 'temperature=0')).code,
    ).toBe(0);
    const drift = (base: string, cand: string) =>
      ['compare', '--baseline', path, '--candidate', path, '--baseline-config', `temperature=${base}`].concat([
        '--candidate-config',
        `temperature=${cand}`,
        '--anchor',
        `history:${store}`,
        '--resamples',
        '200',
      ]);
    // The base at 0.8 against an anchor at 0: a candidate corrected to 0 would be refused against the base.
    const apart = await cli(...drift('0.8', '0.8'));
    expect(apart.code).toBe(3);
    expect(offeredCommands(apart.stdout)).toEqual([]);
    // The base at 0, as the anchor: the correction fixes both checks.
    const together = await cli(...drift('0', '0.8'));
    const corrections = offeredCommands(together.stdout).filter((words) => words.includes('temperature=0'));
    expect(corrections.length).toBeGreaterThan(0);
    for (const words of corrections) {
      const pasted = words.map((word, i) => (words[i - 1] === '--candidate-config' ? 'temperature=0' : word));
      expect((await cli(...pasted)).code).not.toBe(3);
    }
  });
});

const writeCase = (name: CaseName, prefix: string, candidateConfig?: object) =>
  writeCaseFiles(dir, name, prefix, candidateConfig);
const writeConfig = (name: string, config: object) => writeGateConfig(dir, name, config);

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
    expect(lineOne(failed.stdout)).toBe('Blocks merge: MBPP pass@1 fell 4.5 points, more than the 1.0-point limit');
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
    expect(lineOne(refused.stdout)).toBe(
      'Blocks merge: 2 of 3 checks fail: BigCodeBench pass@1: not compared, temperature differs (baseline 0.8, ' +
        'candidate 0.2); MBPP pass@1 fell 4.5 points, more than the 1.0-point limit',
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
      stderr: `passk-gate: error: ${path}:5: check "HumanEval": k: must be at least 1, got 0\n`,
    });
    const missing = writeConfig('missing.yml', {
      checks: [{ name: 'HumanEval', baseline: 'nope.json', candidate: fine.candidate }],
    });
    expect(await cli('gate', '--config', missing)).toMatchObject({
      code: 2,
      // The line of the key at fault, not the check's.
      stderr: `passk-gate: error: ${missing}:3: check "HumanEval": baseline: ${join(dir, 'nope.json')}: no such file\n`,
    });
    // A k above the runs' samples names the line of k, and the k to write there, as docs/configuration.md says.
    const above = writeConfig('above.yml', { checks: [{ name: 'HumanEval', ...fine, k: 1000 }] });
    const aboveError = await cli('gate', '--config', above);
    expect(aboveError.code).toBe(2);
    expect(aboveError.stderr.startsWith(`passk-gate: error: ${above}:5: check "HumanEval": k: `)).toBe(true);
    expect(aboveError.stderr).toContain('fewer samples than k = 1000');
    expect(aboveError.stderr).toContain('so write k: 20 or generate more samples');
    const colon = writeConfig('colon.yml', {
      checks: [{ name: 'HumanEval', ...fine, 'baseline-config': 'temperature:0.8' }],
    });
    const colonError = await cli('gate', '--config', colon);
    expect(colonError.code).toBe(2);
    expect(colonError.stderr).toMatch(
      /^passk-gate: error: .*colon\.yml:5: check "HumanEval": baseline-config: expected KEY=VALUE \(e\.g\. temperature=0\.8\), got "temperature:0\.8", which is no file either: write temperature=0\.8\n$/,
    );
    const ref = writeConfig('ref.yml', { checks: [{ name: 'HumanEval', ...fine, 'baseline-ref': 'origin/main' }] });
    const refError = await cli('gate', '--config', ref);
    expect(refError.code).toBe(2);
    // The line of baseline-ref, the key at fault, not the baseline's (line 3).
    expect(refError.stderr).toMatch(
      /^passk-gate: error: .*ref\.yml:5: check "HumanEval": baseline-ref origin\/main is read by the action only; /,
    );
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

  it('wraps every line of the help to a terminal of 120 columns, and gives history page its anchor options', () => {
    expect(HELP.split('\n').filter((line) => line.length > 120)).toEqual([]);
    expect(HELP).toMatch(
      /history page --store DIR -o OUT_DIR \[--repo-url URL\] \[--config passk-gate\.yml\]\s+\[--anchor /,
    );
  });
});

describe('the docs section "One gate over several checks" (docs/configuration.md)', () => {
  const root = join(import.meta.dirname, '..');
  const page = readFileSync(join(root, 'docs', 'configuration.md'), 'utf8');
  const start = page.indexOf('\n## One gate over several checks\n');
  const end = page.indexOf('\n## ', start + 1);
  const section = page.slice(start, end < 0 ? undefined : end);

  it('shows what the CLI really prints for the example config', async () => {
    const [, columns, command, shown] =
      /```\n\$ (?:COLUMNS=(\d+) )?node dist\/cli\.js (gate [^\n]*)\n([\s\S]*?)```/.exec(section)!;
    const { stdout } = await cliWith(
      { width: documentedWidth(columns) },
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

const scored = {
  baseline: join(root, 'examples/scored-baseline.json'),
  candidate: join(root, 'examples/scored-candidate.json'),
};

const counts = { baseline: join(root, 'examples/baseline.json'), candidate: join(root, 'examples/candidate.json') };

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
    // At 80 columns the check table of this long a label is stacked: a block of the check's values.
    expect(stdout).toMatch(
      /^ {2}check: 1@10 \(by score\)\n {4}baseline: \d+\.\d%\n {4}candidate: \d+\.\d%\n {4}change \(points\): -\d+\.\d\n(?: {4}.*\n)* {4}status: regression$/m,
    );
    expect(readText(stdout)).toMatch(/Oracle pass@10 .*: baseline \d+\.\d%, candidate \d+\.\d%/);
    // What picking by score loses of the oracle, each side named.
    const lost = (side: 'baseline' | 'candidate') => ((report.oracle[side] - report[side].value) * 100).toFixed(1);
    expect(readText(stdout)).toContain(
      `picking by score loses part of it: baseline ${lost('baseline')} points, candidate ${lost('candidate')} points.`,
    );
    expect(stdout).toContain('1@k (by score) at other budgets (%)');
    const md = readFileSync(markdown, 'utf8');
    expect(md).toMatch(/^\| 1@10 \(by score\) \| \d+\.\d% \| \d+\.\d% \| \*\*-\d+\.\d\*\* \|/m);
    expect(md).toMatch(/Oracle pass@10/);
    expect(md).toContain('y-axis "1@k (by score) (%)"');
    expect(md).toMatch(/Per problem, 1@k \(by score\) at k = 10 is the exact chance/);
  });

  it('sizes an unconfirmed drop in problems alone: a plan over samples would simulate every problem at each n', async () => {
    // 40 problems at n = 10; the candidate scores the failing samples above the passing ones on every ninth problem.
    const write = (name: string, reversed: (i: number) => boolean) => {
      const problems = Array.from({ length: 40 }, (_, i) => {
        const c = [2, 5, 8, 3, 6][i % 5]!;
        const samples = Array.from({ length: 10 }, (_, j) => {
          const pass = j < c;
          return { pass, score: (pass !== reversed(i) ? -0.3 : -0.6) - j / 100 };
        });
        return { id: `P/${i}`, n: 10, c, samples };
      });
      const path = join(dir, name);
      writeFileSync(path, JSON.stringify({ format: 'passk-results/v1', config: SAMPLING, problems }));
      return path;
    };
    const baseline = write('n-at-k-base.json', () => false);
    const candidate = write('n-at-k-cand.json', (i) => i % 9 === 0);
    const { code, stdout } = await cli(
      'compare',
      '--baseline',
      baseline,
      '--candidate',
      candidate,
      '--metric',
      'n@k',
      '--k',
      '10',
      '--json',
      '-',
    );
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.verdict).toBe('inconclusive');
    expect(report.delta.value).toBeCloseTo(-5 / 40, 12);
    expect(report.delta.power.confirm).toEqual({ drop: report.delta.power.confirm.drop, problems: expect.any(Number) });
    expect(report.delta.power.confirm.problems).toBeGreaterThan(40);
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
      /fewer samples than k = 25 \(smallest n = 20\): .*; 1@25 \(by score\) cannot be estimated from fewer than 25 samples, so use --k 20 or generate more samples\n$/,
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
      /^passk-gate: error: .*baseline\.json: n@k submits the highest-scored samples, but 164 problems have no samples in the file, only n and c: HumanEval\/0, HumanEval\/1, .* and 159 more; give each problem its "samples", each with a "score"\n$/,
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
      /scored_results\.jsonl: n@k submits .* 3 problems have no scored samples: .*; no sample row has a field logprob\n$/,
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
  const examples = [
    ...section.matchAll(/```\n\$ (?:COLUMNS=(\d+) )?node dist\/cli\.js (compare [^\n]*)\n([\s\S]*?)```/g),
  ].map((m) => ({ width: documentedWidth(m[1]), argv: m[2]!.split(' '), shown: m[3]! }));

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
    for (const { width, argv, shown } of examples) {
      const { stdout } = await cliWith({ width }, ...argv);
      expect(stdout.startsWith(shown), argv.join(' ')).toBe(true);
    }
  });
});

const example = (name: string) => join(root, 'examples', name);

/** A human-eval results file of a greedy run (one sample per problem) in ../shared/realdata. */
const poe = (model: string) => join(realdata, `human-eval/poe-evaluation/${model}_results.jsonl`);

beforeAll(() => {
  dir = tempDir('passk-plan-');
});

describe('passk-gate plan', () => {
  it("prints what each n catches, the baseline's n first, and exits 0", async () => {
    const { code, stdout, stderr } = await cli('plan', '--baseline', example('baseline.json'));
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const lines = stdout.split('\n');
    expect(lineOne(stdout)).toMatch(
      /^pass@1, 164 problems: 20 samples per problem catch a \d\.\d-point drop 80% of the time at best; 5 catch \d\.\d\. Plan with --candidate FILE for the figure your runs give$/,
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
    expect(readText(stdout)).toMatch(/assumed 0: no --candidate was given/);
  });

  it('names its runs as reports do: never by an absolute path', async () => {
    const outside = tempDir('passk-cli-plan-');
    const candidate = join(outside, 'candidate.json');
    writeFileSync(candidate, readFileSync(example('candidate.json')));
    const { code, stdout } = await cli(
      'plan',
      '--baseline',
      example('baseline.json'),
      '--candidate',
      candidate,
      '--json',
      '-',
    );
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { baseline: { source: string }; candidate: { source: string } };
    // Inside the working directory: relative to it; outside: by its file name.
    expect([report.baseline.source, report.candidate.source]).toEqual([
      relative(process.cwd(), example('baseline.json')),
      'candidate.json',
    ]);
  });

  it('names two runs of one file name by the folders that tell them apart, as compare does', async () => {
    // human-eval names its results after the samples file, whatever the model: samples.jsonl_results.jsonl.
    const [baseline, candidate] = ['heA', 'heB'].map((folder, side) => {
      const path = join(dir, folder, 'samples.jsonl_results.jsonl');
      mkdirSync(join(dir, folder));
      const lines = Array.from({ length: 20 * 5 }, (_, i) => {
        const passed = (Math.floor(i / 5) + i + side) % 3 !== 0;
        const result = passed ? 'passed' : 'failed: ';
        return JSON.stringify({
          task_id: `HumanEval/${Math.floor(i / 5)}`,
          completion: `  return ${i}`,
          result,
          passed,
        });
      });
      writeFileSync(path, `${lines.join('\n')}\n`);
      return path;
    });
    const json = join(dir, 'same-name-plan.json');
    // human-eval records no temperature: both are given, as compare needs them.
    const greedy = ['--baseline-config', 'temperature=0', '--candidate-config', 'temperature=0'];
    const { code, stdout } = await cli(
      'plan',
      '--baseline',
      baseline!,
      '--candidate',
      candidate!,
      ...greedy,
      '--json',
      json,
    );
    expect(code).toBe(0);
    const plan = JSON.parse(readFileSync(json, 'utf8')) as PlanReport;
    expect([plan.baseline.name, plan.candidate!.name]).toEqual([
      'heA/samples.jsonl_results.jsonl',
      'heB/samples.jsonl_results.jsonl',
    ]);
    const compared = await cli(
      'compare',
      '--baseline',
      baseline!,
      '--candidate',
      candidate!,
      '--match-config',
      'none',
      '--json',
      '-',
    );
    const report = JSON.parse(compared.stdout) as { baseline: { name: string }; candidate: { name: string } };
    expect([report.baseline.name, report.candidate.name]).toEqual([plan.baseline.name, plan.candidate!.name]);
    const text = readText(stdout);
    expect(text).toContain(' baseline heA/samples.jsonl_results.jsonl · ');
    expect(text).toContain(' measured on heB/samples.jsonl_results.jsonl against the baseline');
  });

  it("prints the command that gives a candidate's unknown temperature, and that command plans", async () => {
    const told = JSON.parse(readFileSync(example('candidate.json'), 'utf8')) as { config: Record<string, unknown> };
    const { temperature, ...untold } = told.config;
    expect(temperature).toBe(0.8);
    const candidate = join(dir, 'untold-candidate.json');
    writeFileSync(candidate, JSON.stringify({ ...told, config: untold }));
    const args = ['plan', '--baseline', example('baseline.json'), '--candidate', candidate, '--k', '2'];
    const refused = await cli(...args, '--candidate-config', 'top_k=40');
    expect(refused.code).toBe(2);
    // The candidate's whole config: the key given kept, the baseline's temperature added.
    const fix = ['--candidate-config', 'top_k=40,temperature=0.8'];
    expect(refused.stderr).toBe(
      'passk-gate: error: untold-candidate.json: config temperature: not recorded by the candidate (baseline 0.8); ' +
        'give it for the candidate, since a candidate at an unknown temperature may not be sampled as the baseline is, so ' +
        `its changes cannot size the problem-to-problem variation; run: passk-gate ${args.join(' ')} ${fix.join(' ')}\n`,
    );
    expect((await cli(...args, ...fix)).code).toBe(0);
    // Neither run records it: both options, their values left for the user to fill in, and both runs named.
    const baseline = join(dir, 'untold-baseline.json');
    writeFileSync(baseline, JSON.stringify({ ...told, config: untold }));
    const neither = await cli('plan', '--baseline', baseline, '--candidate', candidate);
    expect(neither.stderr).toMatch(
      /^passk-gate: error: untold-baseline\.json and untold-candidate\.json: config temperature: recorded by neither run; /,
    );
    expect(neither.stderr).toContain(
      `; fill in each empty value and run: passk-gate plan --baseline ${baseline} --candidate ${candidate} ` +
        '--baseline-config temperature= --candidate-config temperature=\n',
    );
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
      '0.02',
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

  it('gives, beside the samples per problem, the problems at the baseline n that compare sizes when it names the plan', async () => {
    const runs = ['--baseline', example('scored-baseline.json'), '--candidate', example('scored-candidate.json')];
    const path = join(dir, 'decide.json');
    const compared = await cli('compare', ...runs, '--metric', 'n@k', '--k', '5', '--submit', '2', '--json', path);
    const { confirm } = (
      JSON.parse(readFileSync(path, 'utf8')) as { delta: { power: { confirm: { problems: number } } } }
    ).delta.power;
    const text = compared.stdout.replace(/\s+/g, ' ');
    expect(text).toContain(`To decide it: ${confirm.problems.toLocaleString('en-US')} problems at n = 20 would catch`);
    const named = /\(passk-gate plan (.+?) sizes the suite from both runs\)/.exec(text)![1]!.split(' ');
    const { code, stdout } = await cli('plan', ...runs, ...named);
    expect(code).toBe(0);
    expect(stdout.replace(/\s+/g, ' ')).toMatch(
      new RegExp(
        `To catch 3\\.0 points: \\d+ samples per problem \\([\\d,]+ completions per run, [\\d,]+ for both\\), ` +
          `or ${confirm.problems.toLocaleString('en-US')} problems at n = 20 \\(${(20 * confirm.problems).toLocaleString('en-US')} completions per run\\)\\.`,
      ),
    );
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
      [['--baseline', example('baseline.json'), '--target', '0'], /--target: expected a drop in metric units above 0/],
      [['--baseline', example('baseline.json'), '--target', 'two'], /--target: expected a drop in metric units/],
      // A negative value refused anyway: the refusal, not how to write a value that starts with "-".
      [['--baseline', example('baseline.json'), '--target', '-0.01'], /--target: expected .* got "-0.01"\n$/],
      [['--baseline', example('baseline.json'), '--target', '1'], /, got "1": did you mean 0.01 \(1 point\)\?\n/],
      [
        ['--baseline', example('baseline.json'), '--resamples', '100'],
        /unknown option --resamples for plan \(compare takes it\)/,
      ],
      [
        ['--baseline', example('baseline.json'), '--baseline-name', 'prod'],
        /unknown option --baseline-name for plan \(compare takes it\); see/,
      ],
      [
        ['--baseline', example('baseline.json'), '--candidate-config', 'temperature=0'],
        /--candidate-config is the config of --candidate FILE: give the candidate, or leave it out\n$/,
      ],
      [['--baseline', example('baseline.json'), '--k', '0'], /--k: must be at least 1, got 0\n$/],
      [['--baseline', example('baseline.json'), '--metric', 'n@k'], /no samples in the file, only n and c/],
    ] as const) {
      const { code, stdout, stderr } = await cli('plan', ...args);
      expect(code, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(message);
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });

  it('takes --target and --margin in metric units, and refuses points with the value they meant', async () => {
    for (const option of ['--target', '--margin']) {
      const { code, stdout, stderr } = await cli('plan', '--baseline', example('baseline.json'), option, '2');
      expect(code).toBe(2);
      expect(stdout).toBe('');
      const expected =
        option === '--target' ? ' above 0 and below 1 (0.02 = 2 points)' : ', at least 0 and below 1 (0.01 = 1 point)';
      expect(stderr).toBe(
        `passk-gate: error: ${option}: expected a drop in metric units${expected}, got "2": did you mean 0.02 (2 points)?\n`,
      );
    }
    const { stdout } = await cli(
      'plan',
      '--baseline',
      example('baseline.json'),
      '--target',
      '0.025',
      '--margin',
      '0.005',
    );
    expect(stdout).toMatch(/gate: limit 0.5 points/);
    expect(stdout).toMatch(/To catch 2.5 points: at least \d+ samples per problem/);
  });

  it('is in the help', async () => {
    const { stdout } = await cli('plan', '--help');
    expect(stdout).toMatch(/passk-gate plan --baseline FILE \[--candidate FILE\] \[--target DROP\]/);
    expect(stdout).toMatch(/--target DROP +plan: the drop to catch, in metric units like --margin \(0.02 = 2 points\)/);
  });
});

describe.skipIf(!haveRealdata)(realdataTitle('passk-gate plan on real greedy runs (one sample per problem)'), () => {
  it('plans a human-eval results file over problems, at worst, with bounds on more samples', async () => {
    const json = join(dir, 'greedy-plan.json');
    const { code, stdout, stderr } = await cli(
      'plan',
      '--baseline',
      poe('deepseek-coder_6.7b'),
      '--target',
      '0.05',
      '--json',
      json,
    );
    expect(code).toBe(0);
    expect(stderr).toMatch(/as humaneval \(detected from its content\): 164 problems/);
    const plan = JSON.parse(readFileSync(json, 'utf8')) as PlanReport;
    // 67 of 164 pass: twice p (1 - p) is the variance of an unrelated candidate's change.
    const p = 67 / 164;
    expect(plan.over).toBe('problems');
    expect(plan.variance.one_sample).toEqual({ variance: expect.closeTo(2 * p * (1 - p), 12), from: 'unrelated' });
    const own = plan.rows.find((row) => row.baseline_n)!;
    expect(own).toMatchObject({ n: 1, problems: 164, sampling_variance: null, problem_variance: null });
    expect(lineOne(stdout)).toBe(
      `pass@1, one sample per problem: 164 problems catch a ${(own.drop * 100).toFixed(1)}-point drop 80% of the ` +
        `time at worst; 1,000 catch ${(plan.rows.find((row) => row.problems === 1000)!.drop * 100).toFixed(1)}`,
    );
    expect(stdout).toMatch(/bounded, not known: at best/);
    expect(plan.target!.problems[0]!.problems).toBeGreaterThan(1000);
    expect(readText(stdout)).toContain(
      `To catch 5.0 points at one sample per problem: at most ${plan.target!.problems[0]!.problems!.toLocaleString('en-US')} problems`,
    );
  });

  it("with a past greedy comparison, at the baseline's problems, is compare's own power sentence", async () => {
    const [baseline, candidate] = [poe('deepseek-coder_6.7b'), poe('codegemma_7b')];
    // human-eval records no temperature: a plan needs it known on both sides, as compare does.
    const unknown = await cli('plan', '--baseline', baseline, '--candidate', candidate);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(
      /: config temperature: recorded by neither run; give it for both, since a candidate at an unknown temperature .*; fill in each empty value and run: passk-gate plan --baseline .* --baseline-config temperature= --candidate-config temperature=\n$/,
    );
    const greedy = ['--baseline-config', 'temperature=0', '--candidate-config', 'temperature=0'];
    const planned = await cli('plan', '--baseline', baseline, '--candidate', candidate, ...greedy, '--json', '-');
    expect(planned.code, planned.stderr).toBe(0);
    const plan = JSON.parse(planned.stdout) as PlanReport;
    const json = join(dir, 'greedy-compare.json');
    await cli('compare', '--baseline', baseline, '--candidate', candidate, '--match-config', 'none', '--json', json);
    const delta = (JSON.parse(readFileSync(json, 'utf8')) as { delta: { se: number; mde: number } }).delta;
    const own = plan.rows.find((row) => row.baseline_n)!;
    expect(own.se).toBeCloseTo(delta.se, 12);
    expect(own.drop).toBeCloseTo(delta.mde, 12);
    // These two models pass and fail more alike than unrelated runs would.
    expect(plan.variance.one_sample!.variance).toBeLessThan(2 * (67 / 164) * (97 / 164));
  });

  it('plans an evalplus file, whose plus criterion is the default', async () => {
    const file = join(realdata, 'evalplus/julien-pour/rd_gene_1_1samples_eval_results.json');
    const { code, stdout } = await cli('plan', '--baseline', file);
    expect(code).toBe(0);
    expect(lineOne(stdout)).toMatch(
      /^pass@1, one sample per problem: 164 problems catch a \d+\.\d-point drop 80% of the time at worst/,
    );
    const refused = await cli('plan', '--baseline', file, '--k', '10');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /--k 10: .* has one sample of each problem \(a greedy run\): it can plan pass@1 over problems, not pass@10/,
    );
  });

  it("refuses k above 1 on an agent's single trials in tasks and trials, calling no trial a greedy run", async () => {
    const file = join(
      realdata,
      'taubench/grok-tau-bench',
      'tool-calling-grok-4-1-fast-non-reasoning-0.0_range_0--1_user-grok-4-1-fast-reasoning-llm_1129153740.json',
    );
    const { code, stderr } = await cli('plan', '--baseline', file, '--metric', 'pass^k', '--k', '2');
    expect(code).toBe(2);
    expect(stderr).toContain('as taubench (detected from its content): 50 tasks\n');
    expect(stderr).toContain(
      '.json has one trial of each task: it can plan pass^1 over tasks, not pass^2, which needs at least 2 trials ' +
        'of every task; plan at --k 1, or from a run with repeated trials',
    );
    expect(stderr).not.toMatch(/greedy|problem|sample/);
  });
});

describe("plan's and the sequential gate's reports on an agent's runs", () => {
  /** A τ-bench run.py file, as the harness names its output: `tasks` tasks, each run `trials` times. */
  const agentRun = (
    trials: number,
    {
      tasks = 40,
      model = 'm',
      shift = 0,
      only = undefined as ((task: number, trial: number) => boolean) | undefined,
    } = {},
  ) =>
    file(
      `tool-calling-${model}-0.0_range_0--1_user-u-llm_010100000${trials}.json`,
      Array.from({ length: tasks * trials }, (_, i) => {
        const [task, trial] = [Math.floor(i / trials), i % trials];
        const reward = (task * 7 + trial * 3 + shift * (task % 2)) % 5 < 2 + (task % 3) ? 1 : 0;
        return { task_id: task, reward, info: {}, traj: [], trial };
      }).filter((row) => only?.(row.task_id, row.trial) ?? true),
    );

  /** `sequential look` of `candidate` against the plan and its baseline, at a width no line wraps at. */
  const sequentialLook = (plan: string, baseline: string, candidate: string, ...more: string[]) =>
    cliWith(
      { width: 1000 },
      'sequential',
      'look',
      '--plan',
      plan,
      '--baseline',
      baseline,
      '--candidate',
      candidate,
      ...more,
    );

  it('speaks of tasks and trials throughout, by trials per task', async () => {
    const { code, stdout } = await cliWith({ width: 1000 }, 'plan', '--baseline', agentRun(4), '--target', '0.05');
    expect(code).toBe(0);
    expect(lineOne(stdout)).toMatch(/^pass@1, 40 tasks: 4 trials per task catch a [\d.]+-point drop/);
    expect(stdout).toMatch(/^ {2}n +trials per run +both runs/m);
    expect(stdout).toContain("Variance of one task's change (points²)");
    expect(stdout).toMatch(/To catch 5\.0 points: at least \d+ trials per task \([\d,]+ trials per run/);
    expect(stdout).not.toMatch(/problem|sample|completion/);
  });

  it('speaks of tasks and trials over tasks, from one trial of each, and calls no trial a greedy run', async () => {
    const { code, stdout } = await cliWith({ width: 1000 }, 'plan', '--baseline', agentRun(1), '--target', '0.2');
    expect(code).toBe(0);
    expect(lineOne(stdout)).toMatch(/^pass@1, one trial per task: 40 tasks catch a [\d.]+-point drop/);
    expect(stdout).toMatch(/^ {2}tasks +trials per run +both runs/m);
    expect(stdout).toMatch(/To catch 20\.0 points at one trial per task: at most \d+ tasks/);
    expect(stdout).toContain('Plan from a run with repeated trials to know.');
    expect(stdout).not.toMatch(/problem|sample|completion|greedy/);
  });

  it("says its notes in tasks and trials, in the terminal and in --json's notes", async () => {
    const json = join(dir, 'agent-plan-notes.json');
    const candidate = agentRun(2, { model: 'c', shift: 1, only: (task) => task !== 3 });
    const { code, stdout } = await cliWith(
      { width: 1000 },
      'plan',
      '--baseline',
      agentRun(2),
      '--candidate',
      candidate,
      '--k',
      '2',
      '--json',
      json,
    );
    expect(code).toBe(0);
    const { notes } = JSON.parse(readFileSync(json, 'utf8')) as { notes: string[] };
    expect(notes).toContainEqual('planned for the 39 tasks both runs have; left out 1 only in the baseline');
    expect(notes).toContainEqual(
      expect.stringMatching(
        /^an unbiased sampling variance of pass@2 needs 2k = 4 trials per task and every task has fewer: .*fitted to the tasks' rates, updated by each task's trials\), as its own rate c\/n would take a task that passed all or none of its trials never to vary/,
      ),
    );
    // The terminal says each note whole, as --json does: the simulated gates' catch rate ends the longest.
    for (const note of notes) expect(stdout).toContain(`  ! ${note}\n`);
    expect(`${stdout}${notes.join('\n')}`).not.toMatch(/problem|sample|completion/);
    // Over tasks, from a run whose tasks had one trial or two.
    const mixed = agentRun(2, { model: 'mixed', only: (task, trial) => task < 20 || trial === 0 });
    const over = await cliWith({ width: 1000 }, 'plan', '--baseline', mixed);
    expect(over.code).toBe(0);
    expect(over.stdout).toContain(
      "20 of the baseline's tasks had more than one trial: they are planned as recorded, so a suite of one trial " +
        'each varies a little more than these rows say',
    );
    expect(over.stdout.slice(over.stdout.indexOf('\nNotes\n'))).not.toMatch(/problem|sample|completion|greedy/);
  });

  it('refuses a candidate of one trial a task in tasks and trials', async () => {
    const { code, stderr } = await cliWith(
      { width: 1000 },
      'plan',
      '--baseline',
      agentRun(4),
      '--candidate',
      agentRun(1, { model: 'once' }),
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /: the candidate has only one trial of each of its 40 tasks \(.*\): one trial shows nothing of how a task's result varies from run to run, so --candidate needs at least 2 trials per task .*; give a candidate run with repeated trials, or plan without --candidate\n$/,
    );
  });

  it('plans and takes sequential looks in tasks and trials, its refusals too', async () => {
    const baseline = agentRun(4, { tasks: 60, model: 'base' });
    const plan = join(dir, 'agent-plan.json');
    const planned = await cliWith({ width: 1000 }, 'sequential', 'plan', '--baseline', baseline, '-o', plan);
    expect(planned.code).toBe(0);
    expect(planned.stdout).toContain('n = 4 trials per task');
    expect(planned.stdout).not.toMatch(/problem|sample|completion/);
    const order = (JSON.parse(readFileSync(plan, 'utf8')) as { order: string[] }).order;
    const look = (candidate: string, ...more: string[]) => sequentialLook(plan, baseline, candidate, ...more);
    const markdown = join(dir, 'agent-look.md');
    const last = await look(agentRun(4, { tasks: 60, model: 'cand', shift: 2 }), '--markdown', markdown);
    expect(last.stdout).toContain('looked at 60 of 60 tasks');
    expect(last.stdout).toMatch(/on the plan's first 60 tasks; .* 240 of 240 trials spent/);
    expect(last.stdout).not.toMatch(/problem|sample|completion/);
    const shown = readFileSync(markdown, 'utf8');
    expect(shown).toContain("| pass@1 on the plan's first 60 tasks |");
    expect(shown).toContain("240 of the fixed-size eval's 240 trials spent.");
    expect(shown).not.toMatch(/problem|sample|completion/);
    // Too few tasks for the first look: what to evaluate next, in tasks and trials.
    const first = new Set(order.slice(0, 3));
    const early = await look(agentRun(4, { tasks: 60, model: 'early', only: (id) => first.has(String(id)) }));
    expect(early.stdout).toMatch(/^Evaluate more: the first look needs \d+ tasks\n/);
    expect(early.stdout).toMatch(
      /3 of 60 tasks evaluated, .*; continue: evaluate tasks 4-\d+ of the plan's order next \(\d+ trials\)/,
    );
    // Tasks out of the plan's order are refused in tasks.
    const refused = await look(agentRun(4, { tasks: 60, model: 'ordered', only: (id) => id < 3 }));
    expect(refused.stdout).toMatch(
      /refused: candidate task "\d+" is #\d+ in the plan's order, .*: a look is taken once its tasks' evals .*, else evaluate the tasks/,
    );
    expect(refused.stdout).not.toMatch(/problem|sample|completion/);
  });

  it("names positions in the plan's order as positions, not as the tasks' numeric ids", async () => {
    const baseline = agentRun(4, { tasks: 60, model: 'base' });
    const plan = join(dir, 'agent-positions-plan.json');
    const planned = await cliWith({ width: 1000 }, 'sequential', 'plan', '--baseline', baseline, '-o', plan);
    expect(planned.stdout).toMatch(/\n {2}look 2: tasks \d+-\d+ of the plan's order, /);
    const order = (JSON.parse(readFileSync(plan, 'utf8')) as { order: string[] }).order;
    // The plan's first three tasks complete, its fourth (task 2 by id here) with 1 of its 4 trials.
    const started = order.slice(0, 4).map(Number);
    const look = await sequentialLook(
      plan,
      baseline,
      agentRun(4, {
        tasks: 60,
        model: 'started',
        only: (task, trial) => started.slice(0, 3).includes(task) || (task === started[3] && trial === 0),
      }),
      '--json',
      join(dir, 'agent-positions-look.json'),
    );
    const first = (JSON.parse(readFileSync(plan, 'utf8')) as { looks: { problems: number }[] }).looks[0]!.problems;
    expect(look.stdout).toContain(
      "3 of 60 tasks evaluated, fewer than the first look's, 1 in progress from the 4th task of the plan's order, " +
        `which has fewer than the plan's 4 trials; continue: evaluate tasks 4-${first} of the plan's order next`,
    );
    expect(look.stdout).not.toMatch(/\btask \d/);
  });

  it('says how it read both runs before refusing a malformed previous report or plan', async () => {
    const baseline = agentRun(4, { tasks: 60, model: 'base' });
    const candidate = agentRun(4, { tasks: 60, model: 'cand' });
    const plan = join(dir, 'agent-read-plan.json');
    expect((await cliWith({}, 'sequential', 'plan', '--baseline', baseline, '-o', plan)).code).toBe(0);
    const written = JSON.parse(readFileSync(plan, 'utf8')) as Record<string, unknown>;
    const notPlan = file('agent-not-a-plan.json', { ...written, format: 'something-else' });
    const notLook = file('agent-not-a-look.json', { look: 1 });
    for (const more of [['--previous', notLook], []]) {
      const given = more.length === 0 ? notPlan : plan;
      const { code, stderr } = await sequentialLook(given, baseline, candidate, ...more);
      expect(code).toBe(2);
      const [first, second, error, end] = stderr.split('\n');
      // Each file by the name a comparison's report gives it, outside the working directory its own name.
      const read = 'as taubench (detected from its content): 60 tasks';
      expect(first).toBe(`passk-gate: read tool-calling-base-0.0_range_0--1_user-u-llm_0101000004.json ${read}`);
      expect(second).toBe(`passk-gate: read tool-calling-cand-0.0_range_0--1_user-u-llm_0101000004.json ${read}`);
      expect(error).toMatch(/^passk-gate: error: /);
      expect(end).toBe('');
    }
  });

  it("refuses a sequential look's results in tasks and trials: short, another baseline, backwards, changed", async () => {
    const baseline = agentRun(4, { tasks: 60, model: 'base' });
    const plan = join(dir, 'agent-refusals-plan.json');
    expect((await cliWith({}, 'sequential', 'plan', '--baseline', baseline, '--looks', '3', '-o', plan)).code).toBe(0);
    const order = (JSON.parse(readFileSync(plan, 'utf8')) as { order: string[] }).order;
    const first = (count: number) => (task: number) => order.slice(0, count).includes(String(task));
    let looked = '';
    const look = async (given: { baseline?: string; candidate: string; json?: string }, ...more: string[]) => {
      const json = given.json ?? join(dir, 'agent-refused.json');
      const { stdout } = await sequentialLook(
        plan,
        given.baseline ?? baseline,
        given.candidate,
        '--json',
        json,
        ...more,
      );
      expect(stdout).not.toMatch(/problem|sample|completion/);
      looked = stdout;
      return (JSON.parse(readFileSync(json, 'utf8')) as { refusal: string | null }).refusal;
    };
    const previous = join(dir, 'agent-look-1.json');
    const lookOne = agentRun(4, { tasks: 60, model: 'first', shift: 2, only: first(20) });
    expect(await look({ candidate: lookOne, json: previous })).toBeNull();
    // The plan's fifth task has 2 of its 4 trials, the tasks after it all 4.
    const short = agentRun(4, {
      tasks: 60,
      model: 'short',
      only: (task, trial) => first(20)(task) && !(String(task) === order[4] && trial > 1),
    });
    expect(await look({ candidate: short })).toMatch(
      new RegExp(
        `^task ${order[4]} has 2 of the plan's 4 trials while later tasks are complete: a look is taken once its ` +
          "tasks' evals have finished; if its trials are still being evaluated, .* evaluate its missing trials$",
      ),
    );
    // The last task evaluated in progress: the look is taken, its tasks' different numbers of trials expected.
    const inProgress = agentRun(4, {
      tasks: 60,
      model: 'in-progress',
      only: (task, trial) => first(21)(task) && !(String(task) === order[20] && trial > 1),
    });
    expect(await look({ candidate: inProgress })).toBeNull();
    expect(looked).not.toContain('different numbers of trials');
    expect(await look({ baseline: lookOne, candidate: lookOne })).toMatch(
      /is not the baseline the plan was written from \(its tasks, their pass counts or their order differ\)/,
    );
    const fewer = agentRun(4, { tasks: 60, model: 'fewer', shift: 2, only: first(10) });
    expect(await look({ candidate: fewer }, '--previous', previous)).toMatch(
      /^look skipped backwards: .*no look yet \(10 tasks; the first look needs 20\).*, and the tasks evaluated since$/,
    );
    const changed = agentRun(4, { tasks: 60, model: 'changed', shift: 3, only: first(40) });
    expect(await look({ candidate: changed }, '--previous', previous)).toMatch(
      /^the candidate's results on tasks 1-20 of the plan's order differ from those --previous's looks decided on: .*, and the tasks evaluated since$/,
    );
    // Too few tasks for the looks asked for is refused in tasks.
    const small = await cliWith(
      { width: 1000 },
      'sequential',
      'plan',
      '--baseline',
      agentRun(4, { tasks: 8, model: 'small' }),
      '--looks',
      '6',
      '-o',
      join(dir, 'agent-small-plan.json'),
    );
    expect(small.stderr).toMatch(
      /--looks 6: 8 tasks cannot be split into 6 looks of at least 2 tasks each; give at most 5 looks/,
    );
  });
});

describe('the docs section on plan (docs/statistics.md)', () => {
  const page = readFileSync(join(root, 'docs', 'statistics.md'), 'utf8');
  const start = page.indexOf('\n## Sizing an eval: `passk-gate plan`\n');
  const end = page.indexOf('\n## ', start + 1);
  const section = page.slice(start, end < 0 ? undefined : end);
  const examples = [
    ...section.matchAll(/```\n\$ (?:COLUMNS=(\d+) )?node dist\/cli\.js (plan [^\n]*)\n([\s\S]*?)```/g),
  ].map((m) => ({ width: documentedWidth(m[1]), argv: m[2]!.split(' '), shown: m[3]! }));

  it('shows what the CLI really prints', async () => {
    expect(examples).toHaveLength(3);
    for (const { width, argv, shown } of examples) {
      const { stdout } = await cliWith({ width }, ...argv);
      // An elided example ("...") shows the end of what is printed.
      const parts = shown.split('...\n');
      expect(stdout.startsWith(parts[0]!), argv.join(' ')).toBe(true);
      if (parts.length > 1) expect(stdout).toContain(parts[1]!.trimEnd());
    }
  });

  it('states the figures the examples print', () => {
    expect(section).toContain('with 20 samples per problem this suite catches a 2.7-point drop');
    expect(section).toContain('catching 2 points takes 120 samples per problem');
  });

  it("states the drop plan prints at k = 10 on the examples' baseline", async () => {
    const { stdout } = await cliWith(
      { width: 200 },
      'plan',
      '--baseline',
      join(root, 'examples/baseline.json'),
      '--k',
      '10',
    );
    const drop = /20 samples per problem catch a ([\d.]+)-point drop/.exec(stdout)![1];
    expect(section.replace(/\s+/g, ' ')).toContain(
      `at k = 10 on the examples' baseline (164 problems at n = 20), its ${drop}-point drop was caught`,
    );
  });

  it.skipIf(!haveRealdata)(
    realdataTitle('shows what the CLI prints on a greedy run, run from its folder'),
    async () => {
      const greedy = /```\n\$ (?:COLUMNS=(\d+) )?passk-gate (plan --baseline [^\n]+)\n([\s\S]*?)```/.exec(section)!;
      // As a user runs it: from the results file's folder, which names the baseline by the file's name.
      const home = process.cwd();
      process.chdir(join(realdata, 'human-eval/poe-evaluation'));
      try {
        expect((await cliWith({ width: documentedWidth(greedy[1]) }, ...greedy[2]!.split(' '))).stdout).toBe(greedy[3]);
      } finally {
        process.chdir(home);
      }
      expect(section).toContain('Above, n = 10 catches between\n  5.0 and 16.2 points');
    },
  );
});

beforeAll(() => {
  dir = tempDir('passk-convert-');
});

function report(path: string): {
  verdict: string;
  reasons: string[];
  baseline: { format: string };
  candidate: { format: string };
  warnings: string[];
} {
  return JSON.parse(readFileSync(path, 'utf8'));
}

describe("passk-gate's own files given where a results file goes", () => {
  it('says which it is, not that it is a results file with unknown keys', async () => {
    const out = (name: string) => join(dir, `own-${name}`);
    const both = ['--baseline', examples.baseline, '--candidate', examples.candidate];
    await cli('compare', ...both, '--json', out('report.json'));
    await cli('gate', '--config', join(root, 'examples/passk-gate.yml'), '--json', out('gate.json'));
    await cli('plan', '--baseline', examples.baseline, '--json', out('plan.json'));
    await cli('sequential', 'plan', '--baseline', examples.baseline, '-o', out('seq.json'));
    await cli('sequential', 'look', '--plan', out('seq.json'), ...both, '--json', out('look.json'));
    const store = out('store');
    await cli('history', 'add', '--store', store, examples.baseline, '--commit', 'a'.repeat(40));
    const record = join(store, 'records', readdirSync(join(store, 'records'))[0]!);
    for (const [path, what] of [
      [out('report.json'), "passk-gate's JSON report"],
      [out('gate.json'), "passk-gate's JSON report"],
      [out('plan.json'), "passk-gate plan's JSON report"],
      [out('seq.json'), "a sequential gate's plan"],
      [out('look.json'), "a sequential look's report"],
      [record, "a history store's record"],
    ] as const) {
      const result = await cli('compare', '--baseline', path, '--candidate', examples.candidate);
      expect(result.code, path).toBe(2);
      expect(result.stderr).toBe(
        `passk-gate: error: ${path}: is ${what}, not a results file: give the run's results file, as its harness ` +
          'wrote it or as convert writes it (passk-results/v1)\n',
      );
    }
  });
});

describe('passk-gate compare saying how it read the files', () => {
  it('says how each file was read before a refusal the checks make after reading them', async () => {
    const source = fixture('humaneval', 'samples.jsonl_results.jsonl');
    const copy = join(dir, 'candidate.jsonl_results.jsonl');
    copyFileSync(source, copy);
    const result = await cli('compare', '--baseline', source, '--candidate', copy);
    expect(result.code).toBe(2);
    const [first, second, error] = result.stderr.split('\n');
    const read = / as humaneval \(detected from its content\): 3 problems$/;
    expect(first).toMatch(new RegExp(`^passk-gate: read \\S*samples\\.jsonl_results\\.jsonl${read.source}`));
    expect(second).toMatch(new RegExp(`^passk-gate: read candidate\\.jsonl_results\\.jsonl${read.source}`));
    expect(error).toMatch(/^passk-gate: error: .*: only 3 problems compared with /);
  });

  it("says it in plan's and convert's words as in compare's: by the names its reports give the files", async () => {
    const source = fixture('humaneval', 'samples.jsonl_results.jsonl');
    // Two runs outside the working directory under one harness name: each by its folder and name.
    const [baseline, candidate] = ['base', 'cand'].map((side) => {
      mkdirSync(join(dir, `said-${side}`), { recursive: true });
      const path = join(dir, `said-${side}`, 'samples.jsonl_results.jsonl');
      copyFileSync(source, path);
      return path;
    });
    const sides = ['--baseline', baseline!, '--candidate', candidate!];
    const configs = ['--baseline-config', 'temperature=0.8', '--candidate-config', 'temperature=0.8'];
    const read = ' as humaneval (detected from its content): 3 problems';
    const said = [`passk-gate: read said-base/samples.jsonl_results.jsonl${read}`];
    said.push(`passk-gate: read said-cand/samples.jsonl_results.jsonl${read}`);
    for (const command of ['compare', 'plan']) {
      const { stderr } = await cli(command, ...sides, ...configs);
      expect(stderr.split('\n').slice(0, 2), command).toEqual(said);
    }
    const converted = await cli('convert', baseline!, '-o', join(dir, 'said.json'), '--config', 'temperature=0.8');
    expect(converted.stderr).toBe(`passk-gate: read samples.jsonl_results.jsonl${read}\n`);
  });

  it("says it in the sequential gate's words as in compare's: by the names its reports give the files", async () => {
    // A human-eval results file of 40 problems, 2 samples each, as two runs keep it in folders of their own.
    const rows = Array.from({ length: 80 }, (_, i) => {
      const passed = (i * 7) % 5 < 3;
      return { task_id: `HumanEval/${i % 40}`, completion: '', result: passed ? 'passed' : 'failed: ', passed };
    });
    const [baseline, candidate] = ['base', 'cand'].map((side) => {
      mkdirSync(join(dir, `seq-${side}`), { recursive: true });
      const path = join(dir, `seq-${side}`, 'run_results.jsonl');
      writeFileSync(path, rows.map((row) => JSON.stringify(row)).join('\n'));
      return path;
    });
    const read = ' as humaneval (detected from its content): 40 problems';
    const plan = join(dir, 'seq-plan.json');
    const planned = await cli('sequential', 'plan', '--baseline', baseline!, '-o', plan);
    expect(planned.code).toBe(0);
    // The note of what each look needs names the file as the read line and the plan do.
    expect(planned.stderr).toBe(
      `passk-gate: read run_results.jsonl${read}\n` +
        'passk-gate: note: run_results.jsonl does not record temperature: give each sequential look ' +
        '--baseline-config temperature=VALUE, as a look refuses an unknown temperature\n',
    );
    const configs = ['--baseline-config', 'temperature=0.8', '--candidate-config', 'temperature=0.8'];
    const sides = ['--baseline', baseline!, '--candidate', candidate!];
    const looked = await cli('sequential', 'look', '--plan', plan, ...sides, ...configs);
    expect(looked.code).not.toBe(2);
    expect(looked.stderr).toBe(
      `passk-gate: read seq-base/run_results.jsonl${read}\npassk-gate: read seq-cand/run_results.jsonl${read}\n`,
    );
  });
});

describe('passk-gate convert', () => {
  it("counts an agent's run in tasks, as the read line does", async () => {
    const out = join(dir, 'agent.json');
    const source = fixture('taubench', 'airline', 'tool-calling-gpt-4o-0.0_range_0--1_user-gpt-4o-llm_0612150000.json');
    const { code, stdout, stderr } = await cli('convert', source, '-o', out);
    expect(code).toBe(0);
    // Three tasks (0, 1, 2), one trial each.
    expect(stderr).toMatch(/: 3 tasks\n$/);
    expect(stdout.startsWith(`wrote ${out}: 3 tasks, config `)).toBe(true);
  });

  it('writes the canonical file, one problem per line, with the user config merged in', async () => {
    const out = join(dir, 'small.json');
    const source = fixture('humaneval', 'samples.jsonl_results.jsonl');
    const result = await cli('convert', source, '-o', out, '--config', 'temperature=0.8,top_p=0.95');
    expect(result).toEqual({
      code: 0,
      stdout: `wrote ${out}: 3 problems, config {"n":3,"temperature":0.8,"top_p":0.95}\n`,
      // The file by the shortened name a comparison's report gives it, as compare's read line says it.
      stderr:
        'passk-gate: read test/fixtures/formats/humaneval/samples.jsonl_results.jsonl as humaneval (detected from its content): 3 problems\n',
    });
    expect(readFileSync(out, 'utf8')).toBe(
      [
        '{',
        '  "format": "passk-results/v1",',
        '  "judgement": {"format":"humaneval"},',
        '  "config": {"n":3,"temperature":0.8,"top_p":0.95},',
        '  "problems": [',
        '    {"id":"HumanEval/0","n":3,"c":2,"timeouts":0},',
        '    {"id":"HumanEval/1","n":3,"c":1,"timeouts":1},',
        '    {"id":"HumanEval/2","n":3,"c":0,"timeouts":1}',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
    const reread = await loadResults(out);
    expect(reread.format).toBe('passk');
    expect(reread.configSources).toEqual({ n: 'file', temperature: 'file', top_p: 'file' });
    expect(reread.judgement).toEqual({ format: 'humaneval' });
  });

  it('notes a temperature neither the file nor --config gives, which every gate will ask for', async () => {
    const source = file('no-temperature-source.json', results(strong, { config: { n: 10 } }));
    const out = join(dir, 'no-temperature.json');
    const bare = await cli('convert', source, '-o', out);
    expect(bare.code).toBe(0);
    expect(bare.stderr).toContain(
      `passk-gate: note: no-temperature-source.json does not record temperature, so neither does the converted file, and a gate ` +
        'refuses it until temperature is given: record it with --config temperature=VALUE, the value the run was ' +
        'sampled at\n',
    );
    // As said: the archive alone is refused for its unknown temperature.
    const refused = await cli('compare', '--baseline', out, '--candidate', out);
    expect(refused.code).toBe(3);
    expect(refused.stdout).toContain('neither run records temperature');
    const given = await cli('convert', source, '-o', out, '--config', 'temperature=0.8');
    expect(given.stderr).not.toContain('note');
  });

  it('cuts and escapes a config value in its line: a file may give a megabyte of terminal escapes', async () => {
    const source = fixture('humaneval', 'samples.jsonl_results.jsonl');
    const config = join(dir, 'hostile-config.json');
    const escapes = '512\u001b]52;c;cm0gLXJmIH4K\u0007\u001b[2J\u009b\u202e';
    writeFileSync(config, JSON.stringify({ max_tokens: escapes, stop: 'A'.repeat(1_000_000) }));
    const out = join(dir, 'hostile-config-out.json');
    const result = await cli('convert', source, '-o', out, '--config', config);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^[\x20-\x7e…]*\n$/);
    // Each value at most 300 characters (the megabyte one cut there), the line a few lines long.
    expect(result.stdout.length).toBeLessThan(700);
    // The value escaped, not dropped: the line's config reads back as JSON with the very value.
    const shown = JSON.parse(result.stdout.slice(result.stdout.indexOf(', config ') + 9)) as Record<string, unknown>;
    expect(shown.max_tokens).toBe(escapes);
    expect(result.stdout).toContain(`"stop":"${'A'.repeat(300)}…"`);
  });

  it('keeps a config value past 2^53 - 1 as read, warning that it is rounded', async () => {
    const source = join(dir, 'big-seed.json');
    const text = readFileSync(examples.baseline, 'utf8').replace(/"seed": ?\d+/, '"seed": 12345678901234567890');
    writeFileSync(source, text);
    const out = join(dir, 'big-seed-out.json');
    const result = await cli('convert', source, '-o', out);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      `passk-gate: warning: big-seed.json: config seed is a whole number past 2^53 - 1 (9007199254740991), which JSON ` +
        'readers round to the nearest double (12345678901234567 reads as 12345678901234568): written as read ' +
        '(12345678901234567000); write it as a string in the results to keep it exact',
    );
    expect((await loadResults(out)).config.seed).toBe(Number('12345678901234567890'));
  });

  it('warns of a value past 2^53 - 1 given with --config as of one read from the file, naming --config', async () => {
    const out = join(dir, 'big-config-out.json');
    const result = await cli('convert', examples.baseline, '-o', out, '--config', 'budget_tokens=99999999999999999999');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      'passk-gate: warning: --config: budget_tokens is a whole number past 2^53 - 1 (9007199254740991), which JSON ' +
        'readers round to the nearest double (12345678901234567 reads as 12345678901234568): written as read ' +
        '(100000000000000000000); give it as a string (budget_tokens="DIGITS") to keep it exact\n',
    );
    expect(result.stderr).not.toContain(`${examples.baseline}: config budget_tokens`);
  });

  it("says a checkpoint's path in its line whole", async () => {
    const source = fixture('humaneval', 'samples.jsonl_results.jsonl');
    const config = join(dir, 'path-config.json');
    const path = '/mnt/shared/checkpoints/gpt-3.5-turbo-instruct-finetune-2024-03-15/step-120000/hf';
    writeFileSync(config, JSON.stringify({ model_path: path }));
    const result = await cli('convert', source, '-o', join(dir, 'path-config-out.json'), '--config', config);
    expect(result.stdout).toContain(`"model_path":"${path}"`);
  });

  it('says one problem in the singular', async () => {
    const source = join(dir, 'one_results.jsonl');
    const row = { task_id: 'HumanEval/0', completion: '', result: 'passed', passed: true };
    writeFileSync(source, `${JSON.stringify(row)}\n`);
    const out = join(dir, 'one-out.json');
    const result = await cli('convert', source, '-o', out);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`wrote ${out}: 1 problem, config {"n":1}\n`);
    expect(result.stderr).toContain(': 1 problem\n');
  });

  it('keeps the model and the file config of formats that record them, and prints the reader warnings', async () => {
    const out = join(dir, 'padded.json');
    const result = await cli(
      'convert',
      '--format',
      'lm-eval',
      fixture('lm-eval', 'padded', 'samples_humaneval_2024-06-03T08-00-00.5.jsonl'),
      '--output',
      out,
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('(as given): 3 problems');
    expect(result.stderr).toMatch(
      /passk-gate: warning: .*samples_humaneval_2024-06-03T08-00-00\.5\.jsonl: 1 document appears on more than one line/,
    );
    const converted = JSON.parse(readFileSync(out, 'utf8'));
    expect(converted.config).toEqual({ max_tokens: 1024, do_sample: true, temperature: 0.8, top_p: 0.95 });
    const withModel = join(dir, 'model.json');
    await cli('convert', fixture('inspect', 'partial.eval'), '-o', withModel);
    expect(JSON.parse(readFileSync(withModel, 'utf8')).model).toBe('openai/gpt-4o-mini');
  });

  it('refuses a config that contradicts the file, and bad usage, with exit 2', async () => {
    const lmEval = fixture('lm-eval', 'humaneval', 'samples_humaneval_2024-06-01T10-00-00.123456.jsonl');
    const conflict = await cli('convert', lmEval, '-o', join(dir, 'x.json'), '--config', 'top_p=1');
    expect(conflict.code).toBe(2);
    expect(conflict.stderr).toMatch(/error: .*: config top_p: the file records 0\.95 but --config gives 1/);
    expect((await cli('convert', lmEval)).stderr).toContain('convert needs -o OUT.json');
    expect((await cli('convert', '-o', join(dir, 'y.json'))).stderr).toContain(
      'convert needs exactly one results FILE',
    );
    expect((await cli('convert', lmEval, '-o', join(dir, 'z.json'), '--format', 'csv')).code).toBe(2);
  });

  it('refuses a --score-field that no sample row holds, as compare does, and writes the scores of one they hold', async () => {
    const rows = fixture('humaneval', 'scored_results.jsonl');
    const missing = await cli('convert', rows, '-o', join(dir, 'unscored.json'), '--score-field', 'logprob');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/error: .*scored_results\.jsonl: no sample row has a field logprob\n$/);
    const written = join(dir, 'scored.json');
    expect((await cli('convert', rows, '-o', written, '--score-field', 'mean_logprob')).code).toBe(0);
    const scores = JSON.parse(readFileSync(written, 'utf8')).problems.flatMap(
      (problem: { samples: { score: number }[] }) => problem.samples.map((sample) => sample.score),
    );
    expect(scores.length).toBeGreaterThan(0);
    expect(scores.every((score: unknown) => typeof score === 'number')).toBe(true);
  });

  it('says that it reads one file, when given a glob (quoted, or expanded by the shell)', async () => {
    const folder = fixture('lm-eval', 'humaneval');
    const glob = join(folder, '*');
    const quoted = await cli('convert', glob, '-o', join(dir, 'glob.json'));
    expect(quoted.code).toBe(2);
    expect(quoted.stderr).toBe(
      `passk-gate: error: ${glob}: no such file; convert reads one file: it does not expand a glob or merge files ` +
        '(compare and gate do)\n',
    );
    const files = readdirSync(folder).map((name) => join(folder, name));
    expect(files.length).toBeGreaterThan(1);
    const expanded = await cli('convert', ...files, '-o', join(dir, 'glob.json'));
    expect(expanded.code).toBe(2);
    expect(expanded.stderr).toContain(
      `got ${files.length}; convert reads one file: it does not expand a glob or merge`,
    );
  });
});

describe('passk-gate compare on harness files', () => {
  it('refuses two files that record no decoding config, with the command that supplies each key (exit 3)', async () => {
    // The fixture's rows, for 8 problems: enough for the gate to fail, once the settings are given.
    const rows = readFileSync(fixture('humaneval', 'samples.jsonl_results.jsonl'), 'utf8').trim().split('\n');
    const file = join(tempDir('passk-unrecorded-'), 'samples.jsonl_results.jsonl');
    const problem = (i: number) => rows.map((row) => row.replace(/HumanEval\/\d+/, `HumanEval/${i}`));
    writeFileSync(file, `${Array.from({ length: 8 }, (_, i) => problem(i).join('\n')).join('\n')}\n`);
    const result = await cli('compare', '--baseline', file, '--candidate', file);
    expect(result.code).toBe(3);
    expect(result.stdout.split('\n')[0]).toBe('Blocks merge: not compared, neither run records temperature');
    expect(readText(result.stdout)).toContain(
      `passk-gate compare --baseline ${file} --candidate ${file} ` +
        '--baseline-config temperature= --candidate-config temperature=',
    );
  });

  it('prints the fix command for a Windows shell: on one line, which reads no \\ at the end of a line, and a path with spaces in double quotes', async () => {
    const rows = readFileSync(fixture('humaneval', 'samples.jsonl_results.jsonl'), 'utf8').trim().split('\n');
    const file = join(tempDir('passk-unrecorded-'), 'my run_results.jsonl');
    const problem = (i: number) => rows.map((row) => row.replace(/HumanEval\/\d+/, `HumanEval/${i}`));
    writeFileSync(file, `${Array.from({ length: 8 }, (_, i) => problem(i).join('\n')).join('\n')}\n`);
    const result = await cliWith({ windows: true, width: 80 }, 'compare', '--baseline', file, '--candidate', file);
    expect(result.code).toBe(3);
    expect(result.stdout.split('\n')).toContain(
      `      passk-gate compare --baseline "${file}" --candidate "${file}" ` +
        '--baseline-config temperature= --candidate-config temperature=',
    );
    expect(result.stdout).not.toMatch(/ \\$/m);
    // An error's fix command is quoted alike.
    const plan = await cliWith({ windows: true }, 'plan', '--baseline', file, '--candidate', file);
    expect(plan.stderr).toContain(
      `fill in each empty value and run: passk-gate plan --baseline "${file}" --candidate "${file}" ` +
        '--baseline-config temperature= --candidate-config temperature=\n',
    );
  });

  it.each([
    [
      ['compare', '--baseline', 'a.json', '--candidate', 'b.json', '--baseline-config', 'temperature=0', 'top_p=1'],
      'unexpected argument "top_p=1": --baseline-config takes its pairs comma-separated, as one argument: ' +
        '--baseline-config "temperature=0,top_p=1"',
    ],
    [
      ['compare', '--baseline', 'a.json', '--candidate', 'b.json', '--json', '-my report.json'],
      '--json: a value that starts with "-" is written with "=", as in "--json=-my report.json"',
    ],
    [
      ['sequential', 'plan', '--baseline', 'a.json', '-o=my plan.json'],
      '-o=my plan.json: write -o "my plan.json" or "--output=my plan.json": after -o, "=" is part of the value',
    ],
    [
      ['compare', '--baseline', 'a.json', '--candidate', 'b.json', '--json', 'a b.json', '--json', "it's.json"],
      '--json is given twice ("a b.json" and "it\'s.json"): give it once',
    ],
    [
      ['history', 'list', '--store', 's', '--json', 'my records.json'],
      'history list --json prints the records on stdout and writes no file, got "my records.json": redirect them, ' +
        '--json > "my records.json"',
    ],
  ])('quotes a command to paste in an error as a Windows shell reads it: %j', async (argv, message) => {
    expect(await cliWith({ windows: true }, ...argv)).toEqual({
      code: 2,
      stdout: '',
      stderr: `passk-gate: error: ${message}\n`,
    });
  });

  it('puts the command first in the words that ran the CLI, quoted for its shell', async () => {
    const program = ['node', 'my tools/cli.js'];
    expect((await cliWith({ program }, '--baseline', 'b.json')).stderr).toContain(
      "the command comes first: node 'my tools/cli.js' compare --baseline FILE --candidate FILE (",
    );
    expect((await cliWith({ program, windows: true }, '--store', 's')).stderr).toContain(
      'the command comes first: node "my tools/cli.js" history add --store DIR FILE... --commit SHA (',
    );
  });

  it('quotes a history command or anchor it suggests as a Windows shell reads it', async () => {
    const windows = { windows: true, program: ['node', 'my tools/cli.js'] };
    const store = join(tempDir('passk-cli-windows-store-'), 'my store');
    const add = 'node "my tools/cli.js" history add';
    expect((await cliWith(windows, 'history', 'list', '--store', store)).stderr).toBe(
      `passk-gate: error: history store ${store}: no such folder (${add} creates it)\n`,
    );
    expect(
      (await cliWith(windows, 'history', 'page', '--store', store, '-o', 'site', '--anchor', 'history:x')).stderr,
    ).toContain(`(--store ${store}): give --anchor "history:${store}"\n`);
    mkdirSync(store);
    const runs = ['--baseline', examples.baseline, '--candidate', examples.candidate];
    expect((await cliWith(windows, 'compare', ...runs, '--anchor', `history:${store}`)).stderr).toBe(
      `passk-gate: error: anchor history:${store}: the store holds no records yet (${add} records a run)\n`,
    );
  });

  it('says first that the problems are too few, which no setting mends, before the settings no run records (exit 2)', async () => {
    const file = fixture('humaneval', 'samples.jsonl_results.jsonl');
    const result = await cli('compare', '--baseline', file, '--candidate', file);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/only 3 problems compared with .*: compare more problems/);
  });

  it('marks user-supplied config in the report and passes the criterion to evalplus', async () => {
    const json = join(dir, 'evalplus.json');
    const file = fixture('evalplus', 'samples_eval_results.json');
    const config = 'temperature=0,top_p=1,max_tokens=512';
    const result = await cli(
      'compare',
      '--baseline',
      file,
      '--candidate',
      file,
      '--criterion',
      'base',
      '--baseline-config',
      config,
      '--candidate-config',
      config,
      '--json',
      json,
      '--resamples',
      '200',
      // The fixture holds 3 problems: the sign-flip test can reach 2/2^3 = 0.25, so a level below 0.75.
      '--confidence',
      '0.7',
    );
    expect(result.code).toBe(0);
    const rows = JSON.parse(readFileSync(json, 'utf8')).config.rows as { key: string; baselineSource?: string }[];
    expect(rows.find((row) => row.key === 'temperature')?.baselineSource).toBe('user');
    expect(rows.find((row) => row.key === 'n')?.baselineSource).toBe('file');
  });
});

const rex = (name: string) =>
  join(realdata, `human-eval/rex-gavsie/hEvalTest35_noExp_${name}_Samples.jsonl_results.jsonl`);

const config = 'temperature=0,top_p=1,max_tokens=5';

describe.skipIf(!haveRealdata)(realdataTitle('end to end on real files of different formats'), () => {
  it('a converted human-eval baseline against a raw human-eval candidate: 0.5dPro is a real regression (exit 1)', async () => {
    const baseline = join(dir, 'rex-1dPro.json');
    expect((await cli('convert', rex('1dPro_100CPT_5Tkns_1SPT_1_'), '-o', baseline, '--config', config)).code).toBe(0);
    const json = join(dir, 'regression.json');
    const result = await cli(
      'compare',
      '--baseline',
      baseline,
      '--candidate',
      rex('0.5dPro_100CPT_5Tkns_1SPT'),
      '--candidate-config',
      config,
      '--json',
      json,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/read .*0\.5dPro.* as humaneval \(detected from its content\): 164 problems/);
    const gate = report(json);
    expect(gate.verdict).toBe('regression');
    expect([gate.baseline.format, gate.candidate.format]).toEqual(['passk', 'humaneval']);
  });

  it('two repeats of one 1dPro configuration are not a regression (exit 0)', async () => {
    const baseline = join(dir, 'rex-1dPro-repeat.json');
    await cli('convert', rex('1dPro_100CPT_5Tkns_1SPT_1_'), '-o', baseline, '--config', config);
    const json = join(dir, 'noise.json');
    const result = await cli(
      'compare',
      '--baseline',
      baseline,
      '--candidate',
      rex('1dPro_100CPT_5Tkns_1SPT_2_'),
      '--candidate-config',
      config,
      '--json',
      json,
    );
    expect(result.code).toBe(0);
    expect(report(json).verdict).not.toBe('regression');
  });

  it('a converted evalplus run against a raw human-eval run: refused as judged differently, compared when allowed', async () => {
    const baseline = join(dir, 'julien-base.json');
    const evalplus = join(realdata, 'evalplus/julien-pour/rd_gene_1_1samples_eval_results.json');
    expect((await cli('convert', evalplus, '--criterion', 'base', '-o', baseline, '--config', config)).code).toBe(0);
    expect(JSON.parse(readFileSync(baseline, 'utf8')).judgement).toEqual({
      format: 'evalplus',
      criterion: 'base',
      dataset: '84f4b93a1270b492e4c54d5212da7a5b',
    });
    const json = join(dir, 'mixed.json');
    const args = [
      'compare',
      '--baseline',
      baseline,
      '--candidate',
      rex('1dPro_1CPT_500Tkns_1SPT'),
      '--candidate-config',
      config,
      '--json',
      json,
      '--match-config',
      'temperature,top_p,n',
    ];
    const refused = await cli(...args);
    expect(refused.code).toBe(3);
    expect(report(json).verdict).toBe('refused');
    expect(report(json).reasons).toEqual([
      expect.stringContaining(
        "passes were judged differently (harness differs): the baseline's passes were judged by evalplus " +
          "(criterion base, dataset 84f4b93a1270b492e4c54d5212da7a5b), the candidate's by humaneval",
      ),
    ]);
    expect(refused.stdout.split('\n')[0]).toBe(
      'Blocks merge: not compared, the runs were judged differently (harness differs)',
    );
    // Both judgements side by side: what a pass means on each side.
    expect(refused.stdout).toMatch(/harness +evalplus +humaneval/);
    expect(refused.stdout).toMatch(/pass criterion +base +not recorded/);
    expect(refused.stdout).toMatch(/suite or dataset version +84f4b93a1270b492e4c54d5212da7a5b +not recorded/);
    expect(refused.stdout).toContain('--allow-mixed-judgement');
    const allowed = await cli(...args, '--allow-mixed-judgement');
    const gate = report(json);
    expect(allowed.code).toBe(gate.verdict === 'regression' ? 1 : 0);
    expect(gate.verdict).not.toBe('refused');
    expect([gate.baseline.format, gate.candidate.format]).toEqual(['passk', 'humaneval']);
    expect(gate.warnings[0]).toMatch(/^mixed judgement \(harness differs\): /);
    // Said under the headline, not only among the warnings at the end.
    const lines = allowed.stdout.split('\n');
    expect(lines[lines.findIndex((line) => line.startsWith('  '))]).toMatch(
      /^ {2}! mixed judgement \(harness differs\)/,
    );
  });
});

describe('a compared setting past 2^53 - 1', () => {
  // Read as doubles, seeds 12345678901234567 and 12345678901234568 are one number: compared, they would agree.
  const seeds = ['12345678901234567', '12345678901234568'];
  const refusal =
    'the config given for the baseline: seed is a whole number past 2^53 - 1 (9007199254740991), which JSON readers ' +
    'round to the nearest double (12345678901234567 reads as 12345678901234568): write it as a string';
  // Runs that record no seed, so each side's is the one given.
  const runs = () => ({
    baseline: file('unseeded-base.json', results(strong)),
    candidate: file('unseeded-cand.json', results(strong)),
  });

  it('is refused from key=value text and from a JSON file, not only from a results file', async () => {
    const { baseline, candidate } = runs();
    const files = ['compare', '--baseline', baseline, '--candidate', candidate];
    const pairs = await cli(
      ...files,
      '--match-config',
      'temperature,seed',
      ...seeds.flatMap((seed, i) => [i === 0 ? '--baseline-config' : '--candidate-config', `seed=${seed}`]),
    );
    expect(pairs.stderr).toContain(refusal);
    expect(pairs.code).toBe(2);
    const [b, c] = seeds.map((seed, i) => {
      const path = join(dir, `big-seed-${i}.json`);
      writeFileSync(path, `{"seed": ${seed}}`);
      return path;
    });
    const json = await cli(...files, '--match-config', 'seed', '--baseline-config', b!, '--candidate-config', c!);
    expect(json.stderr).toContain(refusal);
    expect(json.code).toBe(2);
    // Not compared: nothing to round.
    const unchecked = await cli(...files, '--baseline-config', b!, '--candidate-config', c!);
    expect(unchecked.code).toBe(0);
  });

  it("is refused from a gate config's map", async () => {
    const { baseline, candidate } = runs();
    const path = join(dir, 'big-seed-gate.yml');
    writeFileSync(
      path,
      [
        'checks:',
        '  - name: a',
        `    baseline: ${baseline}`,
        `    candidate: ${candidate}`,
        '    match-config: temperature,seed',
        `    baseline-config: {seed: ${seeds[0]}}`,
        `    candidate-config: {seed: ${seeds[1]}}`,
        '',
      ].join('\n'),
    );
    const result = await cli('gate', '--config', path);
    expect(result.stderr).toContain(`check "a": ${refusal}`);
    expect(result.code).toBe(2);
  });
});

describe('an output path written with \\ between folders', () => {
  it.skipIf(process.platform === 'win32')(
    'is refused with the path to write, before anything is written beside the folder meant',
    async () => {
      const folder = tempDir('passk-cli-slash-out-');
      mkdirSync(join(folder, 'out'));
      const pair = ['--baseline', examples.baseline, '--candidate', examples.candidate];
      for (const [argv, flag] of [
        [['compare', ...pair, '--json', `${folder}/out\\r.json`], '--json'],
        [['compare', ...pair, '--markdown', `${folder}/out\\r.md`], '--markdown'],
        [['convert', examples.baseline, '-o', `${folder}/out\\b.json`], '--output'],
        [['history', 'page', '--store', folder, '-o', `${folder}/out\\site`], '-o'],
      ] as const) {
        const given = argv.at(-1)!;
        expect(await cli(...argv)).toEqual({
          code: 2,
          stdout: '',
          stderr: `passk-gate: error: ${flag} ${given}: write / between folders: ${flag} ${given.replace('\\', '/')}\n`,
        });
      }
      const drive = await cli('compare', ...pair, '--json', 'C:\\out\\r.json');
      expect(drive.stderr).toBe(
        'passk-gate: error: --json C:\\out\\r.json: C: is a Windows drive: give a path on this machine, with / between folders\n',
      );
      expect(readdirSync(folder)).toEqual(['out']);
      expect(readdirSync(join(folder, 'out'))).toEqual([]);
    },
  );
});

describe('an input path written with \\ between folders', () => {
  it.skipIf(process.platform === 'win32')(
    'says to write / for every input: convert, --plan, a --baseline-config file, a gate config map',
    async () => {
      const evals = join(dir, 'slash-evals');
      mkdirSync(evals, { recursive: true });
      const baseline = join(evals, 'c41.json');
      writeFileSync(baseline, readFileSync(examples.baseline));
      writeFileSync(join(evals, 'bc.json'), '{"temperature": 0.8}');
      const plan = join(evals, 'plan.json');
      expect((await cli('sequential', 'plan', '--baseline', baseline, '-o', plan)).code).toBe(0);
      const slashed = (file: string) => `${dir}/slash-evals\\${file}`;
      const hint = (file: string) => `${slashed(file)}: no such file; write / between folders: ${join(evals, file)}`;
      const pair = ['--baseline', baseline, '--candidate', baseline];
      for (const [argv, file] of [
        [['convert', slashed('c41.json'), '-o', join(dir, 'slash-out.json')], 'c41.json'],
        [['sequential', 'look', '--plan', slashed('plan.json'), ...pair], 'plan.json'],
        [['compare', ...pair, '--baseline-config', slashed('bc.json')], 'bc.json'],
      ] as const) {
        const result = await cli(...argv);
        expect(result.stderr).toContain(hint(file));
        expect(result.code).toBe(2);
      }
      const gate = join(dir, 'slash-gate.yml');
      writeFileSync(
        gate,
        `checks:\n  - name: a\n    baseline: ${baseline}\n    candidate: ${baseline}\n    baseline-config: ${slashed('bc.json')}\n`,
      );
      // In a config file the path and its fix are from the config's folder, as for its results files.
      expect((await cli('gate', '--config', gate)).stderr).toContain(
        `baseline-config: slash-evals\\bc.json: no such file; write / between folders: slash-evals/bc.json`,
      );
      // A store's folder too: list would find none, add would make a folder named `slash-evals\\hs`.
      mkdirSync(join(evals, 'hs'));
      for (const action of ['list', 'add']) {
        const result = await cli('history', action, '--store', slashed('hs'), baseline, '--commit', 'a'.repeat(40));
        expect(result.stderr).toContain(
          `--store ${slashed('hs')}: no such folder; write / between folders: ${join(evals, 'hs')}`,
        );
      }
    },
  );
});

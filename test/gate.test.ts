import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readGateConfig } from '../src/config/file.js';
import { CLI_NAMING } from '../src/config/options.js';
import { comparisonRequest } from '../src/config/request.js';
import { runGate, describeFailure, EXIT_BUG, EXIT_USAGE } from '../src/gate.js';
import * as read from '../src/load/read.js';
import { writeCaseFiles, writeGateConfig, type CaseName } from './support/report-cases.js';
import { tempDir } from './support/temp.js';
import { SAMPLING } from './support/runs.js';
import { Xoshiro128 } from '../src/resample/random.js';
import { InputError } from '../src/common/errors.js';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';

let dir: string;
/** Where these gates run: the tests' working directory. */
const HERE = { cwd: process.cwd() };

const writeCase = (name: CaseName, prefix: string, candidateConfig?: object) =>
  writeCaseFiles(dir, name, prefix, candidateConfig);
const writeConfig = (name: string, config: object) => writeGateConfig(dir, name, config);

beforeAll(() => {
  dir = tempDir('passk-gate-cli-');
});

describe('runGate', () => {
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
      const sources: string[] = [];
      const { report } = await runGate(await readGateConfig(path), {
        ...HERE,
        onRead: (run) => sources.push(run.source),
      });
      expect(sources.sort()).toEqual(
        // Outside the working directory, a file is named by its file name.
        [fine.baseline, fine.candidate, other.baseline, other.candidate].sort(),
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

describe('runGate naming runs', () => {
  it("names each check's runs by its own baseline-name and candidate-name, whichever check reads a file first", async () => {
    const files = writeCase('regression', 'named');
    const path = writeConfig('named.yml', {
      resamples: 200,
      checks: [
        { name: 'first', ...files },
        { name: 'named', ...files, k: 5, 'baseline-name': 'prod model', 'candidate-name': 'new model' },
        { name: 'last', ...files, k: 2 },
      ],
    });
    const spy = vi.spyOn(read, 'loadResults');
    try {
      const { report } = await runGate(await readGateConfig(path), HERE);
      const names = report.checks.map((check) => [check.baseline.name, check.candidate.name]);
      const [unnamed] = names;
      expect(unnamed).not.toContain('prod model');
      expect(names).toEqual([unnamed, ['prod model', 'new model'], unnamed]);
      // Still one read of each file.
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('runGate sizing an inconclusive drop', () => {
  it("says the samples that would confirm it at the level its check was tested at, not the gate's", async () => {
    // 100 problems at n = 10, each sampled at its own rate; the candidate's rates 4 points lower.
    const rng = new Xoshiro128(7, 0);
    const rates = Array.from({ length: 100 }, () => rng.nextDouble());
    const draw = (shift: number) =>
      rates.map((rate, i) => {
        let c = 0;
        for (let j = 0; j < 10; j++) if (rng.nextDouble() < Math.min(1, Math.max(0, rate + shift))) c++;
        return { id: `P/${i}`, n: 10, c };
      });
    const runFile = (name: string, problems: object[]) => {
      const config = { temperature: 0.8, n: 10 };
      writeFileSync(join(dir, name), JSON.stringify({ format: 'passk-results/v1', config, problems }));
      return name;
    };
    const check = { baseline: runFile('sized-base.json', draw(0)), candidate: runFile('sized-cand.json', draw(-0.04)) };
    const confirmed = async (multiplicity: string, confidence: number, checks: object[]) => {
      const config = { multiplicity, confidence, resamples: 2000, defaults: { margin: 0.01 }, checks };
      const path = writeConfig(`sized-${multiplicity}-${confidence}.yml`, config);
      const { report } = await runGate(await readGateConfig(path), HERE);
      expect(report.checks[0]!.verdict).toBe('inconclusive');
      return report.checks[0]!.delta!.power.confirm!;
    };
    // Bonferroni over two checks at 0.9 tests each at 0.95: the first check is then the lone check at 0.95.
    const other = { name: 'b', baseline: check.baseline, candidate: check.baseline, k: 2 };
    const inGate = await confirmed('bonferroni', 0.9, [{ name: 'a', ...check }, other]);
    const alone = await confirmed('none', 0.95, [{ name: 'a', ...check }]);
    const atGateLevel = await confirmed('none', 0.9, [{ name: 'a', ...check }]);
    expect(inGate).toEqual(alone);
    expect(inGate.samples).toBeGreaterThan(atGateLevel.samples!);
  });
});

describe('runGate with a baseline-ref outside the action', () => {
  it('says the git show that reads the file, its path as git reads it (from the working directory)', async () => {
    const path = join(process.cwd(), 'examples', 'baseline.json');
    const request = comparisonRequest({ baseline: path, candidate: path, 'baseline-ref': 'origin/main' }, CLI_NAMING);
    await expect(runGate(request, HERE)).rejects.toThrow(
      'baseline-ref origin/main is read by the action only; run git show origin/main:./examples/baseline.json > FILE ' +
        'and point baseline at FILE',
    );
    // The working directory is the one the entry point gives, not the process's.
    await expect(runGate(request, { cwd: join(process.cwd(), 'examples') })).rejects.toThrow(
      'run git show origin/main:./baseline.json > FILE',
    );
  });
});

describe('runGate with a baseline-ref from defaults outside the action', () => {
  it("says it is from defaults, and is the defaults' alone when the baseline is from there too", async () => {
    const path = join(process.cwd(), 'examples', 'baseline.json');
    const action = 'main is read by the action only; run git show main:./examples/baseline.json > FILE';
    const write = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const check = (baseline?: string) =>
      `checks:\n  - name: A\n${baseline === undefined ? '' : `    baseline: ${baseline}\n`}    candidate: ${path}\n`;
    const mixed = write('ref-defaults.yml', `defaults:\n  baseline-ref: main\n${check(path)}`);
    await expect(runGate(await readGateConfig(mixed), HERE)).rejects.toThrow(
      `${mixed}:2: check "A": baseline-ref (from defaults) ${action}`,
    );
    const alone = write('ref-defaults-alone.yml', `defaults:\n  baseline-ref: main\n  baseline: ${path}\n${check()}`);
    await expect(runGate(await readGateConfig(alone), HERE)).rejects.toThrow(
      `${alone}:2: defaults: baseline-ref ${action}`,
    );
  });
});

describe('runGate on misspelt config keys', () => {
  const sides = () => writeCase('regression', 'keys');

  it('refuses a match-config key that is a near miss of a known setting, which would turn its check off', async () => {
    // The baseline records SAMPLING, top_p 0.95 among them.
    const files = writeCase('regression', 'top-p', { ...SAMPLING, top_p: 0.5 });
    const request = (keys: string) =>
      comparisonRequest(
        {
          baseline: join(dir, files.baseline),
          candidate: join(dir, files.candidate),
          'match-config': keys,
        },
        CLI_NAMING,
      );
    // Spelt right, top_p is compared, and differs: refused.
    expect((await runGate(request('temperature,top_p'), HERE)).report.decision).toBe('refused');
    await expect(runGate(request('temperature,top-p'), HERE)).rejects.toThrow(
      new InputError('--match-config: "top-p" is not a known setting and neither run records it: did you mean top_p?'),
    );
    await expect(runGate(request('temp'), HERE)).rejects.toThrow('did you mean temperature?');
    // A key of the team's own, near nothing known, is compared as before.
    expect((await runGate(request('temperature,top_p,prompt_version'), HERE)).report.decision).toBe('refused');
  });

  it("refuses a near miss of a key either run records, at the config file's line of the key", async () => {
    const files = sides();
    const path = writeConfig('near-recorded.yml', {
      checks: [
        {
          name: 'a',
          ...files,
          'baseline-config': 'beam_width=4',
          'candidate-config': 'beam_width=4',
          'require-config': ['beam-width'],
        },
      ],
    });
    await expect(runGate(await readGateConfig(path), HERE)).rejects.toThrow(
      new InputError(
        `${path}:7: check "a": require-config: "beam-width" is not a known setting and neither run records it: did you mean beam_width?`,
      ),
    );
  });
});

describe('runGate errors in reading a check of a config file', () => {
  const yaml = (check: string) =>
    ['checks:', '  - name: swap', '    baseline: keys-base.json', ...check.split('\n').map((l) => `    ${l}`)].join(
      '\n',
    );
  const write = (name: string, text: string) => {
    writeCase('regression', 'keys');
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };

  it("names the line of the side whose file is missing, not the check's", async () => {
    const path = write('missing.yml', yaml('k: 1\ncandidate: results/x.jsonl'));
    await expect(runGate(await readGateConfig(path), HERE)).rejects.toThrow(
      new InputError(
        `${path}:5: check "swap": candidate: ${join(dir, 'results/x.jsonl')}: no such file; there is no folder ${join(dir, 'results')}`,
      ),
    );
    const base = write('missing-base.yml', yaml('candidate: keys-cand.json').replace('keys-base', 'nope'));
    await expect(runGate(await readGateConfig(base), HERE)).rejects.toThrow(`${base}:3: check "swap": baseline: `);
  });

  it('tells a check whose format is from defaults to set the format, as leaving it out would not', async () => {
    const fromDefaults = write('format.yml', `defaults:\n  format: humaneval\n${yaml('candidate: keys-cand.json')}`);
    await expect(runGate(await readGateConfig(fromDefaults), HERE)).rejects.toThrow(
      /\(read as humaneval, the format given; its content is passk: set format: auto in this check to detect each file's, or give format: passk when every file is passk\)$/,
    );
    const fixed = write(
      'format-fixed.yml',
      `defaults:\n  format: humaneval\n${yaml('candidate: keys-cand.json\nformat: auto')}`,
    );
    expect((await runGate(await readGateConfig(fixed), HERE)).report.checks).toHaveLength(1);
    // The check's own format is left out of the check.
    const own = write('format-own.yml', yaml('candidate: keys-cand.json\nformat: humaneval'));
    await expect(runGate(await readGateConfig(own), HERE)).rejects.toThrow(
      /its content is passk: leave the format out to detect each file's, or give format: passk /,
    );
  });

  it("names a wrong format at its format: key's line, not at the side's", async () => {
    const own = write('format-line.yml', yaml('candidate: keys-cand.json\nformat: humaneval'));
    await expect(runGate(await readGateConfig(own), HERE)).rejects.toThrow(
      `${own}:5: check "swap": format: ${join(dir, 'keys-base.json')}: `,
    );
    const fromDefaults = write(
      'format-line-defaults.yml',
      `defaults:\n  format: humaneval\n${yaml('candidate: keys-cand.json')}`,
    );
    await expect(runGate(await readGateConfig(fromDefaults), HERE)).rejects.toThrow(
      `${fromDefaults}:2: check "swap": format (from defaults): `,
    );
    const allDefaults = write(
      'format-line-all.yml',
      'defaults:\n  baseline: keys-base.json\n  candidate: keys-cand.json\n  format: humaneval\nchecks:\n  - name: swap\n',
    );
    await expect(runGate(await readGateConfig(allDefaults), HERE)).rejects.toThrow(
      `${allDefaults}:4: defaults: format: `,
    );
  });

  it("names a k past the samples at its k: key's line, with the largest k both runs allow to write there", async () => {
    const failure = async (name: string, text: string) => {
      const path = write(name, text);
      const cand = JSON.parse(readFileSync(join(dir, 'keys-cand.json'), 'utf8')) as {
        problems: { n: number; c: number }[];
      };
      // One problem of the candidate has 10 samples, the baseline's 20 each.
      cand.problems[3] = { ...cand.problems[3]!, n: 10, c: Math.min(cand.problems[3]!.c, 10) };
      writeFileSync(join(dir, 'keys-cand.json'), JSON.stringify(cand));
      const error = await runGate(await readGateConfig(path), HERE).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(InputError);
      return { path, message: (error as InputError).message };
    };
    const own = await failure('k-line.yml', yaml('candidate: keys-cand.json\nk: 25'));
    expect(own.message).toMatch(/so write k: 10 or generate more samples$/);
    const prefix = `${own.path}:5: check "swap": k: keys-base.json: 164 problems have fewer samples than k = 25 `;
    expect(own.message.slice(0, prefix.length)).toBe(prefix);
    const cand = await failure('k-line-cand.yml', yaml('candidate: keys-cand.json\nk: 15'));
    expect(cand.message).toMatch(/:5: check "swap": k: keys-cand\.json: 1 problem has fewer samples than k = 15 /);
    expect(cand.message).toMatch(/so write k: 10 or generate more samples$/);
    const fromDefaults = await failure(
      'k-line-defaults.yml',
      `defaults:\n  k: 25\n${yaml('candidate: keys-cand.json')}`,
    );
    expect(fromDefaults.message).toMatch(/:2: check "swap": k \(from defaults\): keys-base\.json: /);
  });

  it("names a side's config file that cannot be read by its key and line, not the side's", async () => {
    const path = write('side-config.yml', yaml('candidate: keys-cand.json\nbaseline-config: nocfg.json'));
    await expect(runGate(await readGateConfig(path), HERE)).rejects.toThrow(
      `${path}:5: check "swap": baseline-config: ${join(dir, 'nocfg.json')}: no such file`,
    );
    writeFileSync(join(dir, 'list.json'), '[1]');
    const list = write('side-config-list.yml', yaml('candidate: keys-cand.json\ncandidate-config: list.json'));
    await expect(runGate(await readGateConfig(list), HERE)).rejects.toThrow(
      `${list}:5: check "swap": candidate-config: `,
    );
  });

  it("says how to name a file written from the working directory, not from the config file's folder", async () => {
    const root = tempDir('passk-gate-root-');
    mkdirSync(join(root, '.github'));
    mkdirSync(join(root, 'results'));
    for (const side of ['baseline', 'candidate'])
      copyFileSync(join(import.meta.dirname, '..', `examples/${side}.json`), join(root, `results/${side}.json`));
    const config = join(root, '.github', 'passk-gate.yml');
    const checks = (paths: string) => `checks:\n  - name: he\n${paths}`;
    writeFileSync(config, checks('    baseline: results/baseline.json\n    candidate: results/candidate.json\n'));
    const missing = `${join(root, '.github', 'results', 'baseline.json')}: no such file`;
    await expect(runGate(await readGateConfig(config), { cwd: root })).rejects.toThrow(
      new InputError(
        `${config}:3: check "he": baseline: ${missing}; the paths of a config file are relative to its folder, ` +
          `${join(root, '.github')}: write ${join('..', 'results', 'baseline.json')}`,
      ),
    );
    // Only the folder's absence to say when the file is not there from the working directory either.
    await expect(runGate(await readGateConfig(config), HERE)).rejects.toThrow(
      new InputError(
        `${config}:3: check "he": baseline: ${missing}; there is no folder ${join(root, '.github', 'results')}`,
      ),
    );
    writeFileSync(config, checks('    baseline: ../results/baseline.json\n    candidate: ../results/candidate.json\n'));
    expect((await runGate(await readGateConfig(config), { cwd: root })).report.checks).toHaveLength(1);
  });

  it("writes a fix for a config file's path as the config gives paths: from its folder", async () => {
    const root = tempDir('passk-gate-fix-');
    mkdirSync(join(root, '.github'));
    mkdirSync(join(root, 'results'));
    for (const side of ['baseline', 'candidate'])
      copyFileSync(join(import.meta.dirname, '..', `examples/${side}.json`), join(root, `results/${side}.json`));
    const config = join(root, '.github', 'passk-gate.yml');
    const gateOf = async (baseline: string, candidate: string) => {
      writeFileSync(config, `checks:\n  - name: he\n    baseline: ${baseline}\n    candidate: ${candidate}\n`);
      return runGate(await readGateConfig(config), { cwd: root });
    };
    const github = join(root, '.github');
    await expect(gateOf('..\\results\\baseline.json', '../results/candidate.json')).rejects.toThrow(
      new InputError(
        `${config}:3: check "he": baseline: ..\\results\\baseline.json: no such file; ` +
          `write / between folders: ../results/baseline.json`,
      ),
    );
    await expect(gateOf('../results/baseline.json', '../results/candidat.json')).rejects.toThrow(
      new InputError(
        `${config}:4: check "he": candidate: ../results/candidat.json: no such file; ` +
          `did you mean ../results/candidate.json?`,
      ),
    );
    await expect(gateOf('../results/baseline.json', 'results/cand*.json')).rejects.toThrow(
      new InputError(
        `${config}:4: check "he": candidate: "${join(github, 'results', 'cand*.json')}": the glob matches no file; ` +
          `the paths of a config file are relative to its folder, ${github}: write ../results/cand*.json`,
      ),
    );
  });

  it('writes both fixes for a Windows path written from the working directory: / and the path from the folder', async () => {
    const root = tempDir('passk-gate-windows-');
    mkdirSync(join(root, '.github'));
    mkdirSync(join(root, 'results'));
    for (const side of ['baseline', 'candidate'])
      copyFileSync(join(import.meta.dirname, '..', `examples/${side}.json`), join(root, `results/${side}.json`));
    const config = join(root, '.github', 'passk-gate.yml');
    const github = join(root, '.github');
    const gateOf = async (baseline: string) => {
      writeFileSync(
        config,
        `checks:\n  - name: he\n    baseline: ${baseline}\n    candidate: ../results/candidate.json\n`,
      );
      return runGate(await readGateConfig(config), { cwd: root });
    };
    const fromFolder = `the paths of a config file are relative to its folder, ${github}: write ../results/baseline.json`;
    await expect(gateOf('results\\baseline.json')).rejects.toThrow(
      new InputError(
        `${config}:3: check "he": baseline: ${join(github, 'results\\baseline.json')}: no such file; ` +
          `write / between folders; ${fromFolder}`,
      ),
    );
    await expect(gateOf("'C:\\repo\\results\\baseline.json'")).rejects.toThrow(
      new InputError(
        `${config}:3: check "he": baseline: ${join(github, 'C:\\repo\\results\\baseline.json')}: no such file; ` +
          `C: is a Windows drive: write the path without it, with / between folders; ${fromFolder}`,
      ),
    );
    await expect(gateOf('results\\base*.json')).rejects.toThrow(
      new InputError(
        `${config}:3: check "he": baseline: "${join(github, 'results\\base*.json')}": the glob matches no file; ` +
          `write / between folders; the paths of a config file are relative to its folder, ${github}: ` +
          'write ../results/base*.json',
      ),
    );
  });

  it("writes the fix for a check's decoding-config file from the config's folder too, as for a results file", async () => {
    const root = tempDir('passk-gate-settings-');
    mkdirSync(join(root, '.github'));
    mkdirSync(join(root, 'evals'));
    for (const side of ['baseline', 'candidate'])
      copyFileSync(join(import.meta.dirname, '..', `examples/${side}.json`), join(root, `${side}.json`));
    writeFileSync(join(root, 'evals', 'decoding.json'), '{"temperature": 0.8}');
    const config = join(root, '.github', 'passk-gate.yml');
    const github = join(root, '.github');
    const gateOf = async (settings: string) => {
      const check = '    baseline: ../baseline.json\n    candidate: ../candidate.json\n';
      writeFileSync(config, `checks:\n  - name: he\n${check}    baseline-config: ${settings}\n`);
      return runGate(await readGateConfig(config), { cwd: root });
    };
    const fails = (settings: string, message: string) =>
      expect(gateOf(settings)).rejects.toThrow(new InputError(`${config}:5: check "he": baseline-config: ${message}`));
    await fails(
      'evals/decoding.json',
      `${join(github, 'evals', 'decoding.json')}: no such file; the paths of a config file are relative to its ` +
        `folder, ${github}: write ../evals/decoding.json`,
    );
    await fails('../evals/decoding.jsn', '../evals/decoding.jsn: no such file; did you mean ../evals/decoding.json?');
    await fails(
      '..\\evals\\decoding.json',
      '..\\evals\\decoding.json: no such file; write / between folders: ../evals/decoding.json',
    );
    expect((await gateOf('../evals/decoding.json')).report.checks[0]!.verdict).not.toBe('refused');
  });

  it("suggests for a missing decoding-config file only a file that could be one: not the config's YAML", async () => {
    const root = tempDir('passk-gate-near-');
    for (const side of ['b', 'cand'])
      copyFileSync(join(import.meta.dirname, '..', 'examples/baseline.json'), join(root, `${side}.json`));
    const config = join(root, 'c.yml');
    const gateOf = async (settings: string) => {
      writeFileSync(
        config,
        `checks:\n  - name: A\n    baseline: b.json\n    candidate: cand.json\n    candidate-config: ${settings}\n`,
      );
      return runGate(await readGateConfig(config), { cwd: root });
    };
    await expect(gateOf('x.json')).rejects.toThrow(
      new InputError(
        `${config}:5: check "A": candidate-config: ${join(root, 'x.json')}: no such file; ${root}/ holds b.json and cand.json`,
      ),
    );
    // Nor the config file itself, when it is JSON.
    const json = join(root, 'gate.json');
    writeFileSync(json, JSON.stringify({ checks: [{ name: 'A', baseline: 'b.json', candidate: 'gates.json' }] }));
    await expect(runGate(await readGateConfig(json), { cwd: root })).rejects.toThrow(
      new InputError(
        `${json}:1: check "A": candidate: ${join(root, 'gates.json')}: no such file; ${root}/ holds b.json and cand.json`,
      ),
    );
  });

  it("says how to name a drift check's store written from the working directory, as a results file", async () => {
    const root = tempDir('passk-gate-store-');
    mkdirSync(join(root, '.github'));
    mkdirSync(join(root, 'history', 'records'), { recursive: true });
    const config = join(root, '.github', 'passk-gate.yml');
    const check = (anchor: string) =>
      `checks:\n  - name: he\n    baseline: ../b.json\n    candidate: ../c.json\n    anchor: ${anchor}\n`;
    writeFileSync(config, check('history:history#best'));
    for (const side of ['b', 'c'])
      copyFileSync(join(import.meta.dirname, '..', 'examples/baseline.json'), join(root, `${side}.json`));
    const store = join(root, '.github', 'history');
    await expect(runGate(await readGateConfig(config), { cwd: root })).rejects.toThrow(
      new InputError(
        `${config}:5: check "he": history store ${store}: no such folder; the paths of a config file are relative ` +
          `to its folder, ${join(root, '.github')}: write history:${join('..', 'history')}#best`,
      ),
    );
    // Not there from the working directory either: only what history add says.
    await expect(runGate(await readGateConfig(config), HERE)).rejects.toThrow(
      /: history store .*: no such folder \(passk-gate history add creates it\)$/,
    );
  });

  it('gives the error docs/configuration.md shows for a candidate file the eval has not written', async () => {
    const root = join(import.meta.dirname, '..');
    const page = readFileSync(join(root, 'docs/configuration.md'), 'utf8');
    const [, yaml] = /### The config file[\s\S]*?```yaml\n([\s\S]*?)```/.exec(page)!;
    const folder = tempDir('passk-gate-doc-');
    mkdirSync(join(folder, 'evals'));
    copyFileSync(join(root, 'examples/baseline.json'), join(folder, 'evals/humaneval-baseline.json'));
    writeFileSync(join(folder, 'passk-gate.yml'), yaml!);
    const error = await runGate(await readGateConfig(join(folder, 'passk-gate.yml')), HERE).catch((e: Error) => e);
    const shown = (error as Error).message.replaceAll(`${folder}${sep}`, '');
    expect(shown).toBe(
      'passk-gate.yml:10: check "HumanEval": candidate: results/humaneval.json: no such file; there is no folder results',
    );
    expect(page.replace(/\s+/g, ' ')).toContain(`\`${shown}\``);
  });

  it('names a bad candidate-config once, at its own line', async () => {
    const path = write('bad-config.yml', yaml('candidate: keys-cand.json\n\ncandidate-config: temprature=0.2'));
    await expect(runGate(await readGateConfig(path), HERE)).rejects.toThrow(
      new InputError(
        `${path}:6: check "swap": candidate-config: "temprature" is not a known setting and the run does not record it: did you mean temperature?`,
      ),
    );
  });
});

describe('describeFailure', () => {
  it('tells bad input (exit 2, its own message) from a bug (exit 70, said to be one)', () => {
    expect(describeFailure(new InputError('a.json: problems[3].c: c = 4 is more than n = 3'), '9.9.9')).toEqual({
      status: EXIT_USAGE,
      message: 'a.json: problems[3].c: c = 4 is more than n = 3',
    });
    const bug = describeFailure(new RangeError('Invalid array length\n    at f (/x/dist/cli.js:10:5)'), '9.9.9');
    expect(bug.status).toBe(EXIT_BUG);
    expect(bug.status).toBe(70);
    expect(bug.message).toMatch(
      /^internal error: this is a bug in passk-gate 9\.9\.9, .*\(RangeError: Invalid array length/,
    );
    expect(bug.message).not.toMatch(/\n/);
    expect(describeFailure('thrown text', '9.9.9').message).toMatch(/\(thrown text\)\. Please report it/);
  });
});

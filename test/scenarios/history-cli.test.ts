// passk-gate history and the drift check through the CLI: runs recorded with `history add` and listed, then
// `compare --anchor`, `gate` with `anchor:` and the library, from the selector to the verdict and the refusal's fix.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CheckReport, GateReport } from '../../src/compare/model.js';
import { runCli } from '../../src/cli.js';
import { parseCommit } from '../../src/history/commands.js';
import { cli } from '../support/run-cli.js';
import { tempDir } from '../support/temp.js';
import { expectValidGateReport } from '../support/report-schema.js';
import { readText } from '../support/terminal.js';

const EXAMPLES = join(import.meta.dirname, '../../examples');
const BASELINE = join(EXAMPLES, 'baseline.json');
const CANDIDATE = join(EXAMPLES, 'candidate.json');
const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

/** pass@1 of a passk-results file, computed here from its counts: the mean of c/n. */
function passAt1(file: string): number {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { problems: { n: number; c: number }[] };
  return doc.problems.reduce((sum, p) => sum + p.c / p.n, 0) / doc.problems.length;
}

describe('passk-gate history add / list', () => {
  it('refuses a --name no anchor selector can pick, before reading anything, and records nothing', async () => {
    const store = tempDir('passk-history-cli-');
    expect(await cli('history', 'add', '--store', store, BASELINE, '--commit', A, '--name', 'pass@1, greedy')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'passk-gate: error: history add: no anchor selector can pick the series "pass@1, greedy" (name:NAME): it holds ",", ' +
        'which a selector reserves (history:DIR#SELECTOR, its items separated by ","); give the series another name\n',
    });
    expect(existsSync(join(store, 'records'))).toBe(false);
  });

  it('adds a run, says so, and leaves the store as it is when the same commit is added again', async () => {
    const store = tempDir('passk-history-cli-');
    const first = await cli(
      'history',
      'add',
      '--store',
      store,
      BASELINE,
      '--commit',
      A,
      '--time',
      '2026-11-02T10:00:00Z',
    );
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toBe(
      // No --name: the series is what the run is judged on (a passk-results file that records no judgement: passk).
      `added ${store}/records/20261102T100000Z-aaaaaaaaaaaa-passk.json: passk at aaaaaaaaaaaa\n`,
    );
    const again = await cli('history', 'add', '--store', store, BASELINE, '--commit', A.toUpperCase());
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^unchanged: passk at aaaaaaaaaaaa is already recorded \(/);
    // Another run at that commit (a re-run): kept out, and said to differ.
    const other = await cli('history', 'add', '--store', store, CANDIDATE, '--commit', A);
    expect(other.code).toBe(0);
    expect(other.stdout).toMatch(
      /^unchanged: passk at aaaaaaaaaaaa is already recorded with other results or settings /,
    );
    // A short SHA of the same commit would be a second record of it, which no commit: selector could pick.
    const short = await cli('history', 'add', '--store', store, BASELINE, '--commit', A.slice(0, 7));
    expect(short).toMatchObject({ code: 2, stdout: '' });
    expect(short.stderr).toContain("--commit: expected the commit's full SHA");
    expect((await cli('history', 'list', '--store', store)).stdout.split('\n')[0]).toBe(`1 record in ${store}:`);
  });

  it('warns when a run joins a series whose newest record was judged by other tests, and adds it', async () => {
    const store = tempDir('passk-history-cli-');
    const judged = (name: string, judgement: object) => {
      const path = join(store, name);
      writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(BASELINE, 'utf8')), judgement }));
      return path;
    };
    const humaneval = judged('he.json', { format: 'humaneval' });
    const evalplus = judged('ep.json', { format: 'evalplus', criterion: 'plus' });
    const add = (file: string, commit: string) =>
      cli('history', 'add', '--store', store, file, '--commit', commit, '--name', 'humaneval');
    expect(await add(humaneval, A)).toMatchObject({ code: 0, stderr: '' });
    const mixed = await add(evalplus, B);
    expect(mixed.code).toBe(0);
    expect(mixed.stdout).toMatch(/^added .*: humaneval at bbbbbbbbbbbb\n$/);
    expect(mixed.stderr).toBe(
      'passk-gate: warning: the series "humaneval"\'s newest run was judged by humaneval, this run by evalplus ' +
        '(criterion plus): the trend page and the drift check will not compare them; record such runs under a ' +
        'series name of their own\n',
    );
    // Judged alike: no warning.
    expect(await add(evalplus, 'c'.repeat(40))).toMatchObject({ code: 0, stderr: '' });
    // Back to humaneval: the warning is of the newest run, not of the series, which holds mostly humaneval runs.
    expect((await add(humaneval, 'd'.repeat(40))).stderr).toMatch(
      /^passk-gate: warning: the series "humaneval"'s newest run was judged by evalplus \(criterion plus\), this run by humaneval: /,
    );
  });

  it('lists the records, as lines and as JSON with each pass@1', async () => {
    const store = tempDir('passk-history-list-');
    await cli(
      'history',
      'add',
      '--store',
      store,
      BASELINE,
      '--commit',
      A,
      '--time',
      '2026-11-01T00:00:00Z',
      '--ref',
      'v1.0',
    );
    await cli(
      'history',
      'add',
      '--store',
      store,
      CANDIDATE,
      '--commit',
      B,
      '--time',
      '2026-11-02T00:00:00Z',
      '--name',
      'x',
    );
    const text = await cli('history', 'list', '--store', store);
    expect(text.code).toBe(0);
    expect(text.stdout.split('\n')[0]).toBe(`2 records in ${store}:`);
    expect(text.stdout).toContain(`pass@1 ${(passAt1(BASELINE) * 100).toFixed(1)}%  v1.0`);
    const json = await cli('history', 'list', '--store', store, '--json');
    const rows = JSON.parse(json.stdout) as { commit: string; name: string; pass_at_1: number; ref: string | null }[];
    expect(rows.map((r) => [r.commit, r.name, r.ref])).toEqual([
      [A, 'passk', 'v1.0'],
      [B, 'x', null],
    ]);
    expect(rows[0]!.pass_at_1).toBeCloseTo(passAt1(BASELINE), 12);
    expect(rows[1]!.pass_at_1).toBeCloseTo(passAt1(CANDIDATE), 12);
    // `--json -` (and `--json=-`) is stdout, as for every other command's --json.
    for (const dash of [['--json', '-'], ['--json=-']]) {
      expect(await cli('history', 'list', '--store', store, ...dash)).toEqual({ ...json, stderr: '' });
    }
  });

  it('refuses a run that does not record temperature unless --config gives it', async () => {
    const folder = tempDir('passk-history-temperature-');
    const file = join(folder, 'samples.jsonl_results.jsonl');
    writeFileSync(
      file,
      ['passed', 'failed']
        .map((result) =>
          JSON.stringify({ task_id: 'HumanEval/0', completion: '', result, passed: result === 'passed' }),
        )
        .join('\n'),
    );
    const store = join(folder, 'history');
    expect(await cli('history', 'add', '--store', store, file, '--commit', A)).toMatchObject({
      code: 2,
      stdout: '',
      stderr: `passk-gate: error: history add: ${file} does not record temperature: give it with --config temperature=VALUE, the value the run was sampled at\n`,
    });
    const given = await cli('history', 'add', '--store', store, file, '--commit', A, '--config', 'temperature=0.8');
    expect(given).toMatchObject({ code: 0, stderr: '' });
    expect(given.stdout).toMatch(/^added .*-aaaaaaaaaaaa-humaneval\.json: humaneval at aaaaaaaaaaaa\n$/);
    const listed = JSON.parse((await cli('history', 'list', '--store', store, '--json')).stdout) as {
      pass_at_1: number;
    }[];
    expect(listed[0]!.pass_at_1).toBe(0.5);
    // docs/history.md says so, rather than suggest such a record can be written.
    const page = readFileSync(join(import.meta.dirname, '../../docs/history.md'), 'utf8').replace(/\s+/g, ' ');
    expect(page).toContain('a run whose files do not record temperature is refused unless `--config` gives it');
    expect(page).not.toContain('a record without temperature cannot be an anchor');
  });

  it('refuses the records folder given for the store, in list and page, saying to give the store', async () => {
    const store = tempDir('passk-history-records-cli-');
    await cli('history', 'add', '--store', store, BASELINE, '--commit', A, '--time', '2026-11-01T00:00:00Z');
    const records = join(store, 'records');
    const message = `passk-gate: error: history store ${records}: holds history records itself: give the store, --store ${store}\n`;
    for (const argv of [['list'], ['page', '-o', join(store, 'site')]]) {
      expect(await cli('history', ...argv, '--store', records)).toMatchObject({ code: 2, stdout: '', stderr: message });
    }
    expect(existsSync(join(store, 'site'))).toBe(false);
  });

  it('lists an empty store as such; a missing store folder is an error', async () => {
    const store = tempDir('passk-history-empty-');
    expect(await cli('history', 'list', '--store', store)).toMatchObject({ code: 0, stdout: `${store}: no records\n` });
    const missing = await cli('history', 'list', '--store', join(store, 'nope'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      `passk-gate: error: history store ${join(store, 'nope')}: no such folder (passk-gate history add creates it)\n`,
    );
  });

  // A screen clear, an OSC 52 clipboard write and a right-to-left override, from a file's judgement or a flag.
  const HOSTILE = 'mock\u001b[2J\u001b]52;c;cm0gLXJmIH4K\u0007@octocat\u202e#1';
  const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

  it('prints what history add, list and page print from a file or a flag without control or bidi characters', async () => {
    const folder = tempDir('passk-history-hostile-');
    const store = join(folder, 'store\u001b[2J\u202e');
    const file = join(folder, 'run.json');
    const doc = JSON.parse(readFileSync(BASELINE, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...doc, judgement: { format: 'tau2bench', dataset: HOSTILE } }));
    const outputs = [
      await cli('history', 'add', '--store', store, file, '--commit', A, '--time', '2026-11-01'),
      await cli('history', 'add', '--store', store, file, '--commit', A),
      await cli('history', 'add', '--store', store, BASELINE, '--commit', B, '--name', 'x\u001b[2Jy\u009b2J'),
      await cli('history', 'list', '--store', store),
      await cli('history', 'page', '--store', store, '-o', join(folder, 'site\u001b]52;c;eA==\u0007')),
    ];
    for (const { code, stdout, stderr } of outputs) {
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      expect(stdout).toMatch(/^(added |unchanged: |2 records |wrote )/);
      expect(stdout.replace(/\n/g, '')).not.toMatch(UNSHOWABLE);
    }
    expect(outputs[0]!.stdout).toContain(': tau2bench mock [2J ]52;c;cm0gLXJmIH4K @octocat #1 at aaaaaaaaaaaa\n');
    expect(outputs[2]!.stdout).toContain(': x [2Jy 2J at bbbbbbbbbbbb\n');
  });

  it.each([
    [['history'], 'history needs add, list or page, got none'],
    [['history', 'drop', '--store', 's'], 'history needs add, list or page, got "drop"'],
    [['history', 'lst', '--store', 's'], 'history needs add, list or page, got "lst": did you mean list?'],
    [['history', 'add', BASELINE, '--commit', A], "history add needs --store DIR, the store's folder"],
    [['history', 'add', '--store', 's', BASELINE], 'history add needs --commit SHA, the commit the run was made for'],
    [['history', 'add', '--store', 's', '--commit', A], 'history add needs the results FILE(s) of the run to record'],
    [
      ['history', 'add', '--store', 's', BASELINE, '--commit', 'main'],
      '--commit: expected the commit\'s full SHA (40 hex digits, or 64 in a SHA-256 repository): give what git rev-parse HEAD prints, got "main"',
    ],
    [
      ['history', 'add', '--store', 's', BASELINE, '--commit', A, '--time', 'yesterday'],
      '--time: expected an ISO 8601 time such as 2026-11-02T10:00:00Z, got "yesterday"',
    ],
    [
      ['history', 'add', '--store', 's', BASELINE, '--commit', A, '--json'],
      '--json does not apply to history add; see passk-gate --help',
    ],
    [
      ['history', 'add', '--store', 's', BASELINE, '--commit', A, '--format', 'humanevl'],
      '--format: expected one of auto, passk, humaneval, evalplus, bigcodebench, lm-eval, inspect, livecodebench, taubench, tau2bench, swebench, terminalbench, got "humanevl": did you mean humaneval?',
    ],
    [['history', 'list', '--store', 's', BASELINE], `history list takes no FILE, got ${JSON.stringify(BASELINE)}`],
    [
      ['history', 'list', '--store', 's', '--json', 'records.json'],
      'history list --json prints the records on stdout and writes no file, got "records.json": redirect them, --json > records.json',
    ],
    [['history', 'page', '--store', 's'], 'history page needs -o OUT_DIR, the folder to write index.html in'],
    [['history', 'list', '--stor', 's'], 'unknown option --stor for history: did you mean --store?'],
  ])('refuses %j with exit 2 and one line', async (argv, message) => {
    const result = await cli(...argv);
    expect(result).toMatchObject({ code: 2, stdout: '', stderr: `passk-gate: error: ${message}\n` });
  });
});

describe('compare --anchor history:DIR#SELECTOR (the drift check)', () => {
  /**
   * A store whose one series holds the candidate's run then the baseline's: two models, one series, as a
   * default branch's history is.
   */
  async function storeOfTwo(): Promise<string> {
    const store = tempDir('passk-history-anchor-');
    await cli('history', 'add', '--store', store, CANDIDATE, '--commit', A, '--time', '2026-11-01T00:00:00Z');
    await cli(
      'history',
      'add',
      '--store',
      store,
      BASELINE,
      '--commit',
      B,
      '--time',
      '2026-11-02T00:00:00Z',
      '--ref',
      'v2',
    );
    return store;
  }

  it('a run equal to its base but below the anchor fails on the drift check, both checks held together by Holm', async () => {
    const store = await storeOfTwo();
    const json = join(store, 'report.json');
    const result = await cli(
      'compare',
      '--baseline',
      BASELINE,
      '--candidate',
      BASELINE,
      '--anchor',
      `history:${store}`,
      '--json',
      json,
    );
    expect(result.code).toBe(1);
    const report = JSON.parse(readFileSync(json, 'utf8')) as GateReport;
    expect(report.multiplicity).toMatchObject({ method: 'holm', family_size: 2 });
    expect(report.checks.map((c) => [c.name, c.verdict])).toEqual([
      ['against the base', 'no-regression'],
      ['against anchor aaaaaaa (2026-11-01)', 'regression'],
    ]);
    expect(report.checks[1]!.delta!.value).toBeCloseTo(passAt1(BASELINE) - passAt1(CANDIDATE), 12);
    expect(result.stdout).toContain('check: against anchor aaaaaaa (2026-11-01)');
    // The drift check's runs line calls that side the anchor, by its model, as its runs table does.
    const model = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { model: string }).model;
    expect(report.checks[1]!.baseline.name).toBe(model(CANDIDATE));
    expect(result.stdout).toContain(`candidate ${model(BASELINE)} vs anchor ${model(CANDIDATE)}`);
  });

  it.each([
    ['latest', 'no-regression'],
    ['ref:v2', 'no-regression'],
    ['commit:aaaa', 'regression'],
    ['best', 'regression'],
    ['oldest,window:1', 'no-regression'],
  ])('selector %s picks the record it names', async (selector, verdict) => {
    const store = await storeOfTwo();
    const json = join(store, 'report.json');
    await cli(
      'compare',
      '--baseline',
      BASELINE,
      '--candidate',
      BASELINE,
      '--anchor',
      `history:${store}#${selector}`,
      '--json',
      json,
    );
    const report = JSON.parse(readFileSync(json, 'utf8')) as GateReport;
    expect(report.checks[1]!.verdict).toBe(verdict);
  });

  it('refuses an anchor recorded without a setting, or at another, with fixes that pick another record', async () => {
    /** A store of one record: the baseline's counts, recorded with `config` as its whole config. */
    async function storeAt(config: object): Promise<string> {
      const store = tempDir('passk-history-anchor-config-');
      const file = join(store, 'run.json');
      const doc = JSON.parse(readFileSync(BASELINE, 'utf8')) as Record<string, unknown>;
      writeFileSync(file, JSON.stringify({ ...doc, config }));
      await cli('history', 'add', '--store', store, file, '--commit', A, '--time', '2026-11-01T00:00:00Z');
      return store;
    }
    const compareTo = async (store: string) => {
      const json = join(store, 'report.json');
      const result = await cli(
        'compare',
        '--baseline',
        BASELINE,
        '--candidate',
        CANDIDATE,
        '--anchor',
        `history:${store}`,
        '--json',
        json,
      );
      return { ...result, report: JSON.parse(readFileSync(json, 'utf8')) as GateReport };
    };

    const lacking = await compareTo(await storeAt({ temperature: 0.8, n: 20 }));
    expect(lacking.code).toBe(3);
    expectValidGateReport(lacking.report);
    expect(lacking.report.checks.map((c) => c.anchor)).toEqual([
      undefined,
      { commit: A, ref: null, time: '2026-11-01T00:00:00Z' },
    ]);
    expect(lacking.report.checks[1]!.verdict).toBe('refused');
    // The record cannot take --baseline-config (that is the base's): the fix is another record.
    expect(lacking.stdout).not.toContain('--baseline-config');
    expect(lacking.stdout.replace(/\s+/g, ' ')).toContain(
      'The anchor (aaaaaaa) was recorded without top_p or max_tokens, and a record is never rewritten: anchor on a ' +
        'run recorded with them (pick it with the anchor selector commit:SHA or ref:REF)',
    );

    const other = await compareTo(await storeAt({ temperature: 0.2, top_p: 0.95, max_tokens: 512, n: 20 }));
    expect(other.code).toBe(3);
    const fix = other.stdout.replace(/\s+/g, ' ');
    // The base (0.8) and the anchor (0.2) disagree: re-running the candidate at the anchor's would be refused
    // against the base, so the fix says they disagree instead.
    expect(fix).not.toContain("Re-run the candidate's eval");
    expect(fix).toContain(
      'The baseline and the anchor (aaaaaaa) were sampled at different settings (temperature: baseline 0.8, anchor ' +
        '0.2), and no candidate run can match both',
    );
    expect(other.report.checks[1]!.reasons).toEqual(['config temperature differs: anchor 0.2, candidate 0.8']);
    expect(fix).toContain('Or, if serving has moved to temperature 0.8, anchor on a run recorded at it (pick it with');
    expect(fix).not.toContain('regenerate the baseline');
  });

  /** `compare` of BASELINE against `candidate` with the anchor `selector` in `store`, and `more` arguments. */
  const anchored = (store: string, candidate: string, selector: string, ...more: string[]) =>
    cli(
      'compare',
      '--baseline',
      BASELINE,
      '--candidate',
      candidate,
      '--anchor',
      `history:${store}#${selector}`,
      ...more,
    );

  /** The checks of `anchored`'s `--json` report. */
  async function anchoredChecks(store: string, candidate: string, selector: string): Promise<CheckReport[]> {
    const json = join(store, `${selector}.json`);
    await anchored(store, candidate, selector, '--json', json);
    return (JSON.parse(readFileSync(json, 'utf8')) as GateReport).checks;
  }

  it('tests an anchor picked as the best of N records as N comparisons: p times N, the level over N', async () => {
    const store = await storeOfTwo();
    const { stdout } = await anchored(store, BASELINE, 'best');
    const [base, drift] = await anchoredChecks(store, BASELINE, 'best');
    // The better of the two records, the candidate's run of 2026-11-01.
    expect(drift!.name).toBe('against anchor aaaaaaa (2026-11-01, the best of 2)');
    expect(drift!.anchor).toMatchObject({ commit: A, among: 2 });
    expect(base!.anchor).toBeUndefined();
    // Holm over two checks, the drift check first (the base's runs are equal: p = 1): 2 x (2 p), at 0.05 / 2 / 2.
    const { p_value: p, p_adjusted: adjusted } = drift!.delta!;
    expect(adjusted).toBeCloseTo(Math.min(1, 4 * p), 12);
    expect(drift!.multiplicity.level).toBeCloseTo(0.0125, 12);
    expect(stdout.replace(/\s+/g, ' ')).toContain('(Holm step 1 of 2, as the best of 2 records); sign-flip test');
    // The method line says how, as the comment's "How this was computed" does.
    const how =
      'a drift check against the best of 2 records counts as that many comparisons: its p-value enters the method ' +
      "as that many times itself, and its level and interval are its step's over that many";
    expect(stdout.replace(/\s+/g, ' ')).toContain(
      `Method: Holm's step-down method over the checks' sign-flip p-values; ${how}.`,
    );
    const markdown = join(store, 'best.md');
    await anchored(store, BASELINE, 'best', '--markdown', markdown);
    expect(readFileSync(markdown, 'utf8')).toContain(`**Picked as the best.** A${how.slice(1)}.`);
    // At confidence 0.99 it is tested at 0.01 / 2 / 2 = 0.0025: 300 resamples, enough for two checks, never reach it.
    const few = await anchored(store, BASELINE, 'best', '--confidence', '0.99', '--resamples', '300');
    expect(few).toMatchObject({ code: 2, stdout: '' });
    expect(few.stderr).toBe(
      'passk-gate: error: resamples 300 are too few for a drift check against the best of 2 records: it is tested ' +
        'at 0.0025 (0.005 over 2), below the smallest p-value 300 resamples can give, 1/301 = 0.0033, so it could ' +
        'never fail; give at least 400 resamples, or a window of fewer records\n',
    );
  });

  it("tests an anchor that is the base's run again jointly with the check against the base, as one check", async () => {
    const store = await storeOfTwo();
    // latest is the base's own run: its check would repeat the base's, and as a second check halve its level.
    const [base, drift] = await anchoredChecks(store, CANDIDATE, 'latest');
    expect(drift!.delta!.p_value).toBe(base!.delta!.p_value);
    expect(base!.multiplicity.joint_with).toEqual([drift!.name]);
    expect(drift!.multiplicity.joint_with).toEqual([base!.name]);
    // The same sign flips count once: the first step at 0.05, not 0.025, and the adjusted p is p.
    expect(base!.multiplicity.level).toBe(0.05);
    expect(base!.delta!.p_adjusted).toBe(base!.delta!.p_value);
    expect(drift!.warnings).toContain(
      "anchor: its record holds the base's results: this check repeats the check against the base, tested jointly with it",
    );
    // The oldest record, the candidate's run, is another run: two checks, Holm over two.
    const [other] = await anchoredChecks(store, CANDIDATE, 'oldest');
    expect(other!.multiplicity.joint_with).toEqual([]);
    expect(other!.multiplicity.level).toBe(0.025);
  });

  it('names an anchor by its tag when it was recorded at one, else by its commit', async () => {
    const store = await storeOfTwo();
    const names = async (selector: string) => {
      const json = join(store, `${selector}.json`);
      await cli(
        'compare',
        '--baseline',
        BASELINE,
        '--candidate',
        BASELINE,
        '--anchor',
        `history:${store}#${selector}`,
        '--json',
        json,
      );
      return (JSON.parse(readFileSync(json, 'utf8')) as GateReport).checks.map((c) => c.name);
    };
    expect(await names('ref:v2')).toEqual(['against the base', 'against anchor v2 (2026-11-02)']);
    expect(await names('oldest')).toEqual(['against the base', 'against anchor aaaaaaa (2026-11-01)']);
    // The report labels each row with the metric, as docs/history.md says; the JSON's names are without it.
    const { stdout } = await cli(
      'compare',
      '--baseline',
      BASELINE,
      '--candidate',
      BASELINE,
      '--anchor',
      `history:${store}#ref:v2`,
    );
    const labels = [...stdout.matchAll(/^ {2}check: (.*)$/gm)].map((match) => match[1]!);
    expect(labels).toEqual(['against the base pass@1', 'against anchor v2 (2026-11-02) pass@1']);
    const docs = readFileSync(join(import.meta.dirname, '../../docs/history.md'), 'utf8').replace(/\s+/g, ' ');
    expect(docs).toContain(`two rows, \`${labels[0]}\` and \`against anchor abc1234 (2026-11-02) pass@1\``);
    expect(docs).toContain(`\`${labels[1]!.replace('v2', 'v1.2.0')}\``);
  });

  it('refuses with one line: an unknown selector, an empty store, a commit not recorded, a series not found', async () => {
    const store = await storeOfTwo();
    const empty = tempDir('passk-history-none-');
    const run = (anchor: string, candidate = BASELINE) =>
      cli('compare', '--baseline', BASELINE, '--candidate', candidate, '--anchor', anchor);
    const expectRefusal = async (anchor: string, message: string, candidate?: string) =>
      expect(await run(anchor, candidate)).toMatchObject({ code: 2, stderr: `passk-gate: error: ${message}\n` });
    await expectRefusal(
      `history:${store}#newest`,
      '--anchor: unknown selector item "newest" (expected history:DIR[#SELECTOR], SELECTOR oldest, best, latest, commit:SHA or ref:REF, optionally ,window:N and ,name:NAME)',
    );
    await expectRefusal(
      `history:${empty}`,
      `anchor history:${empty}: the store holds no records yet (passk-gate history add records a run)`,
    );
    await expectRefusal(
      `history:${store}#commit:cccc`,
      `anchor history:${store}#commit:cccc: no record of the series "passk" is at commit cccc`,
    );
    const named = tempDir('passk-history-named-');
    await cli('history', 'add', '--store', named, BASELINE, '--commit', A, '--name', 'x');
    await cli('history', 'add', '--store', named, CANDIDATE, '--commit', B, '--name', 'y');
    await expectRefusal(
      `history:${named}`,
      `anchor history:${named}: the store holds the series "x", "y", none is the candidate's ("passk"): add name:NAME to the selector, e.g. 'history:${named}#oldest,name:x'`,
      CANDIDATE,
    );
    // A suggested name with a space is quoted as the shell needs it, and the suggestion then works as typed.
    const spaced = tempDir('passk-history-spaced-');
    await cli('history', 'add', '--store', spaced, BASELINE, '--commit', A, '--name', 'bigcodebench hard');
    await cli('history', 'add', '--store', spaced, CANDIDATE, '--commit', B, '--name', 'y');
    const refused = await run(`history:${spaced}`, CANDIDATE);
    const suggested = /e\.g\. '([^']*)'\n$/.exec(refused.stderr)?.[1];
    expect(suggested).toBe(`history:${spaced}#oldest,name:bigcodebench hard`);
    expect((await run(suggested!, CANDIDATE)).code).not.toBe(2);
  });
});

describe("a drift check's fix, made across both checks", () => {
  /** BASELINE's counts with `config` as the whole config, written in `folder` as `name`. */
  function runAt(folder: string, name: string, config: object): string {
    const file = join(folder, name);
    const doc = JSON.parse(readFileSync(BASELINE, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...doc, config }));
    return file;
  }
  /** The words of each command a refusal offers (the test's paths need no quoting). */
  const offered = (stdout: string): string[][] =>
    [...readText(stdout).matchAll(/passk-gate (compare(?: (?!- )\S+)*)/g)].map((m) => m[1]!.split(' '));

  /** A store whose one record has temperature 0.8 and max_tokens 512; base and candidate record no config. */
  async function drift() {
    const folder = tempDir('passk-history-pair-');
    const store = join(folder, 'history');
    const recorded = runAt(folder, 'recorded.json', { temperature: 0.8, max_tokens: 512, n: 20 });
    await cli('history', 'add', '--store', store, recorded, '--commit', A, '--time', '2026-11-01T00:00:00Z');
    const bare = runAt(folder, 'bare.json', { n: 20 });
    return { folder, store, bare };
  }

  it("gives the base's baseline the anchor's value it fills into the candidate, so the pasted fix compares", async () => {
    const { store, bare } = await drift();
    const args = ['compare', '--baseline', bare, '--candidate', bare, '--anchor', `history:${store}`];
    const refused = await cli(...args, '--baseline-config', 'temperature=0.8', '--candidate-config', 'temperature=0.8');
    expect(refused.code).toBe(3);
    const text = readText(refused.stdout);
    expect(text).toContain(
      'against anchor aaaaaaa (2026-11-01) pass@1: not compared, the candidate does not record max_tokens',
    );
    expect(text).toContain("the values filled in are the anchor's");
    const commands = offered(refused.stdout);
    expect(commands).toHaveLength(1);
    const pasted = await cli(...commands[0]!);
    expect(pasted.stdout).not.toContain('not compared');
    expect(pasted.code).not.toBe(3);
  });

  it('says that the base and the anchor disagree, with no command, where no candidate can match both', async () => {
    const { store, bare } = await drift();
    const args = ['compare', '--baseline', bare, '--candidate', bare, '--anchor', `history:${store}`];
    const refused = await cli(...args, '--baseline-config', 'temperature=0.2');
    expect(refused.code).toBe(3);
    expect(offered(refused.stdout)).toEqual([]);
    expect(readText(refused.stdout)).toContain(
      'The baseline and the anchor (aaaaaaa) were sampled at different settings (temperature: baseline 0.2, anchor ' +
        '0.8), and no candidate run can match both',
    );
  });

  it('names the anchor, not the baseline, in a refusal for what the record lacks, and the reason says so', async () => {
    const { folder, store } = await drift();
    const full = runAt(folder, 'full.json', { temperature: 0.8, max_tokens: 512, top_k: 40, n: 20 });
    const json = join(folder, 'report.json');
    const args = ['compare', '--baseline', full, '--candidate', full, '--anchor', `history:${store}`];
    const refused = await cli(...args, '--match-config', 'temperature,top_k', '--json', json);
    expect(refused.code).toBe(3);
    const text = readText(refused.stdout);
    expect(text).toContain(
      'against anchor aaaaaaa (2026-11-01) pass@1: not compared, the anchor does not record top_k',
    );
    expect(text).toMatch(/setting +anchor +candidate/);
    const report = JSON.parse(readFileSync(json, 'utf8')) as GateReport;
    expect(report.checks[1]!.reasons).toEqual([
      'config top_k: not recorded by the anchor (candidate 40); the anchor was recorded without it, and a record is ' +
        'never rewritten: pick another record',
    ]);
  });

  it("offers under the drift check only fixes that reach the anchor, not the base check's baseline-config", async () => {
    const folder = tempDir('passk-history-lacks-');
    const store = join(folder, 'history');
    const recorded = runAt(folder, 'recorded.json', { temperature: 0.8, n: 20 });
    await cli('history', 'add', '--store', store, recorded, '--commit', A, '--time', '2026-11-01T00:00:00Z');
    const bare = runAt(folder, 'bare.json', { n: 20 });
    const args = ['compare', '--baseline', bare, '--candidate', bare, '--anchor', `history:${store}`];
    const given = ['--baseline-config', 'temperature=0.8', '--candidate-config', 'temperature=0.8,max_tokens=512'];
    const refused = await cli(...args, ...given);
    expect(refused.code).toBe(3);
    const out = refused.stdout;
    const [base, anchor] = [
      out.slice(out.indexOf('\nagainst the base pass@1: not compared'), out.indexOf('\nagainst anchor aaaaaaa')),
      out.slice(out.indexOf('\nagainst anchor aaaaaaa')),
    ].map(readText);
    expect(base).toContain('the baseline does not record max_tokens');
    expect(base).toContain('--baseline-config temperature=0.8,max_tokens=512');
    expect(anchor).toContain('the anchor does not record max_tokens');
    expect(anchor).toContain('The anchor (aaaaaaa) was recorded without max_tokens');
    // Giving the base's baseline max_tokens leaves the anchor without it: not a fix of the drift check.
    expect(anchor).not.toContain('baseline-config');
    expect(anchor).not.toContain('fixes this check too');
    expect(offered(refused.stdout)).toHaveLength(1);
  });

  it('prints a change that fixes both checks once, indented under its check', async () => {
    const { store, bare } = await drift();
    const args = ['compare', '--baseline', bare, '--candidate', bare, '--anchor', `history:${store}`];
    const refused = await cli(...args);
    expect(refused.code).toBe(3);
    const text = readText(refused.stdout);
    expect(text).toContain('against the base pass@1: not compared, neither run records temperature');
    expect(text).toMatch(/against anchor aaaaaaa \(2026-11-01\) pass@1: not compared, the candidate does not record/);
    const commands = offered(refused.stdout);
    expect(commands).toHaveLength(1);
    expect(text).toContain('The change given above, under the check against the base, fixes this check too.');
    // As a gate's fix is: under its check, not at the margin.
    expect(refused.stdout.match(/^ {2}To fix it:$/gm)).toHaveLength(2);
    expect(refused.stdout).not.toMatch(/^To fix it/m);
    // The one command, its empty values filled in, compares both checks.
    const pasted = commands[0]!.map((word) => word.replace(/^temperature=$/, 'temperature=0.8'));
    const compared = await cli(...pasted);
    expect(compared.stdout).not.toContain('not compared');
  });

  it("names the config file's check in the YAML fix, not a row of its drift pair", async () => {
    const { folder, bare } = await drift();
    const config = join(folder, 'passk-gate.yml');
    writeFileSync(
      config,
      [
        'defaults:',
        '  anchor: history:history',
        'checks:',
        '  - name: HumanEval',
        `    baseline: ${bare}`,
        `    candidate: ${bare}`,
        '    baseline-config: temperature=0.8',
        '    candidate-config: temperature=0.8',
        '',
      ].join('\n'),
    );
    const refused = await cli('gate', '--config', config);
    expect(refused.code).toBe(3);
    const names = [...refused.stdout.matchAll(/- name: (.*)/g)].map((m) => m[1]);
    expect(names).toEqual(['HumanEval']);
  });
});

describe('gate --config with anchor: in a check', () => {
  it('follows the check with its drift check, the store relative to the config file', async () => {
    const folder = tempDir('passk-history-config-');
    const store = join(folder, 'history');
    await cli('history', 'add', '--store', store, CANDIDATE, '--commit', A, '--time', '2026-11-01T00:00:00Z');
    const config = join(folder, 'passk-gate.yml');
    writeFileSync(
      config,
      `checks:\n  - name: humaneval\n    baseline: ${BASELINE}\n    candidate: ${BASELINE}\n    anchor: history:history#oldest\n`,
    );
    const json = join(folder, 'report.json');
    const result = await cli('gate', '--config', config, '--json', json);
    expect(result.code).toBe(1);
    const report = JSON.parse(readFileSync(json, 'utf8')) as GateReport;
    expect(report.checks.map((c) => [c.name, c.verdict])).toEqual([
      ['humaneval against the base', 'no-regression'],
      ['humaneval against anchor aaaaaaa (2026-11-01)', 'regression'],
    ]);
  });

  it('names the line of the anchor: key that names a store it cannot read, under defaults or in the check', async () => {
    const folder = tempDir('passk-history-config-line-');
    const config = join(folder, 'passk-gate.yml');
    const lines = [
      'defaults:',
      '  anchor: history:nope#oldest',
      'checks:',
      '  - name: HumanEval',
      `    baseline: ${BASELINE}`,
      `    candidate: ${BASELINE}`,
    ];
    const lineOf = (text: string) => lines.findIndex((line) => line.includes(text)) + 1;
    writeFileSync(config, `${lines.join('\n')}\n`);
    const missing = `history store ${join(folder, 'nope')}: no such folder (passk-gate history add creates it)`;
    expect((await cli('gate', '--config', config)).stderr).toBe(
      `passk-gate: error: ${config}:${lineOf('anchor:')}: check "HumanEval": ${missing}\n`,
    );
    lines.splice(0, 2);
    lines.push('    k: 1', '    anchor: history:nope');
    writeFileSync(config, `${lines.join('\n')}\n`);
    expect(lineOf('anchor:')).toBeGreaterThan(lineOf('name:') + 1);
    expect((await cli('gate', '--config', config)).stderr).toBe(
      `passk-gate: error: ${config}:${lineOf('anchor:')}: check "HumanEval": ${missing}\n`,
    );
  });
});

describe('the library', () => {
  it('takes an anchor in a gate config object, and refuses one given to compare', async () => {
    const { compare, gate } = await import('../../src/library.js');
    const store = tempDir('passk-history-library-');
    await cli('history', 'add', '--store', store, CANDIDATE, '--commit', A, '--time', '2026-11-01T00:00:00Z');
    const report = await gate({
      checks: [{ name: 'h', baseline: BASELINE, candidate: BASELINE, anchor: `history:${store}` }],
    });
    expect(report.checks.map((c) => c.verdict)).toEqual(['no-regression', 'regression']);
    await expect(
      compare({ baseline: BASELINE, candidate: BASELINE, anchor: `history:${store}` } as Parameters<typeof compare>[0]),
    ).rejects.toThrow('compare: anchor makes a gate of two checks');
  });
});

describe('the commands it suggests', () => {
  it("start with the words the CLI was run with, as compare's fixes do", async () => {
    const program = ['node', 'dist/cli.js'];
    const run = async (...argv: string[]) => {
      let stderr = '';
      const code = await runCli(argv, { stdout: () => {}, stderr: (t) => (stderr += t), program }, '0.0.0-test');
      return { code, stderr };
    };
    const folder = tempDir('passk-history-program-');
    const missing = join(folder, 'nope');
    for (const argv of [['list'], ['page', '-o', join(folder, 'site')]]) {
      expect(await run('history', ...argv, '--store', missing)).toEqual({
        code: 2,
        stderr: `passk-gate: error: history store ${missing}: no such folder (node dist/cli.js history add creates it)\n`,
      });
    }
    const compare = (store: string) =>
      run('compare', '--baseline', BASELINE, '--candidate', BASELINE, '--anchor', `history:${store}`);
    expect(await compare(missing)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('(node dist/cli.js history add creates it)'),
    });
    expect(await compare(folder)).toEqual({
      code: 2,
      stderr: `passk-gate: error: anchor history:${folder}: the store holds no records yet (node dist/cli.js history add records a run)\n`,
    });
  });
});

describe('history add --commit without a value', () => {
  it('gives an example that history add takes: the full SHA git prints', async () => {
    const { code, stderr } = await cli('history', 'add', '--store', tempDir('passk-history-eg-'), BASELINE, '--commit');
    expect(code).toBe(2);
    const example = /e\.g\. --commit (.+)\n$/.exec(stderr)![1]!;
    // The example as a shell in this repository reads it is a commit history add takes.
    const commit = execSync(`printf %s ${example}`, { cwd: import.meta.dirname, encoding: 'utf8' });
    expect(parseCommit(commit, '--commit')).toBe(commit);
  });
});

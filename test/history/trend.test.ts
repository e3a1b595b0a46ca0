import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAnchor } from '../../src/config/anchor.js';
import { chartsOf, pageTitle, parseRepoUrl, trendInput } from '../../src/history/trend.js';
import { readGateConfig } from '../../src/config/file.js';
import { trendPage } from '../../src/history/page.js';
import { readStore } from '../../src/load/history-store.js';
import { cli } from '../support/run-cli.js';
import { tauBenchFile } from '../support/tau-bench-file.js';
import { tempDir } from '../support/temp.js';
import { haveRealdata, realdata, realdataTitle } from '../formats/paths.js';

const EXAMPLES = join(import.meta.dirname, '../../examples');
const BASELINE = join(EXAMPLES, 'baseline.json');
const CANDIDATE = join(EXAMPLES, 'candidate.json');
const COMMITS = ['1'.repeat(40), '2'.repeat(40), '3'.repeat(40)];

/** pass@1 of a passk-results file, computed here from its counts: the mean of c/n. */
function passAt1(file: string): number {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { problems: { n: number; c: number }[] };
  return doc.problems.reduce((sum, p) => sum + p.c / p.n, 0) / doc.problems.length;
}

/** Adds `file` to `store` at commit `i` (its digit repeated), day `i + 1` of November, in series `name`. */
function addRun(store: string, file: string, i: number, name: string, ...more: string[]) {
  const commit = String(i).repeat(40);
  const time = `2026-11-${String(i + 1).padStart(2, '0')}`;
  return cli('history', 'add', '--store', store, file, '--commit', commit, '--name', name, '--time', time, ...more);
}

/** `addRun`, which must add the run with no warning. */
async function add(store: string, file: string, i: number, name: string, ...more: string[]): Promise<void> {
  expect(await addRun(store, file, i, name, ...more)).toMatchObject({ code: 0, stderr: '' });
}

/** A passk-results file of these problems (n 10 each) and this config, written in `dir`. */
function results(dir: string, file: string, cs: readonly number[], config: object = { temperature: 0.8 }): string {
  const problems = cs.map((c, i) => ({ id: `P/${i}`, n: 10, c }));
  writeFileSync(join(dir, file), JSON.stringify({ format: 'passk-results/v1', config, problems }));
  return join(dir, file);
}

/** A store of one series: baseline, candidate, baseline again, a day apart. */
async function threeRuns(): Promise<string> {
  const store = tempDir('passk-history-trend-');
  for (const [i, file] of [BASELINE, CANDIDATE, BASELINE].entries()) {
    const added = await cli(
      'history',
      'add',
      '--store',
      store,
      file,
      '--commit',
      COMMITS[i]!,
      '--name',
      'coder',
      '--time',
      `2026-11-0${i + 1}T00:00:00Z`,
    );
    expect(added.code).toBe(0);
  }
  return store;
}

describe('history page', () => {
  it('draws each record with its value, each step the paired change from the one before, the anchor marked', async () => {
    const store = await threeRuns();
    const input = trendInput(await readStore(store), {
      title: 't',
      generated: '2026-11-04T00:00:00Z',
      repoUrl: 'https://github.com/o/r/',
      anchor: parseAnchor(`history:${store}#best`, '--anchor'),
    });
    expect(input.series.map((s) => s.title)).toEqual(['pass@1 · coder']);
    const points = input.series[0]!.points;
    expect(points.map((p) => p.commit)).toEqual(COMMITS);
    const [base, cand] = [passAt1(BASELINE), passAt1(CANDIDATE)];
    expect(points.map((p) => p.value)).toEqual([base, cand, base].map((v) => expect.closeTo(v, 12)));
    expect(points[0]!.step).toBeUndefined();
    // Same problems on both sides: the paired change is the difference of the means.
    expect(points[1]!.step!.change).toBeCloseTo(cand - base, 12);
    expect(points[2]!.step!.change).toBeCloseTo(base - cand, 12);
    // The examples' change is +2.9 points with p = 0.01 (a check of its own at 95%): an improvement, then a regression.
    expect(points.map((p) => p.step?.verdict)).toEqual([undefined, 'improvement', 'regression']);
    expect(points[2]!.step!.low).toBeLessThan(points[2]!.step!.change);
    expect(points[2]!.step!.high).toBeLessThan(0);
    expect(points.map((p) => p.anchor ?? false)).toEqual([false, true, false]);
    expect(points[0]!.url).toBe(`https://github.com/o/r/commit/${COMMITS[0]}`);
  });

  it('leaves best without an anchor in a chart whose metric no record has, and draws the others', async () => {
    const store = await threeRuns();
    const input = trendInput(await readStore(store), {
      title: 't',
      generated: '2026-11-04T00:00:00Z',
      metrics: [
        { metric: 'pass@k', k: 1, submit: 1 },
        { metric: 'pass^k', k: 40, submit: 1 },
      ],
      anchor: parseAnchor(`history:${store}#best`, '--anchor'),
    });
    const [drawn, undrawn] = input.series;
    expect(drawn!.points.map((p) => p.anchor ?? false)).toEqual([false, true, false]);
    // The examples have 20 samples a problem: pass^40 has no value, and no record to anchor on.
    expect(undrawn!.title).toBe('pass^40 · coder');
    expect(undrawn!.points.every((p) => p.value === undefined && p.anchor === undefined)).toBe(true);
  });

  it('writes OUT_DIR/index.html with every commit linked', async () => {
    const store = await threeRuns();
    const out = join(store, 'site');
    const result = await cli('history', 'page', '--store', store, '-o', out, '--repo-url', 'https://github.com/o/r');
    expect(result).toMatchObject({ code: 0, stdout: `wrote ${out}/index.html: 3 records\n` });
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    for (const commit of COMMITS) expect(html).toContain(`https://github.com/o/r/commit/${commit}`);
    expect(html).not.toMatch(/<script|https?:\/\/(?!github\.com\/o\/r\/commit\/)[^"'\s<]*\.(css|js|woff2?)/);
  });

  it('says a -o that is a file is not the folder the page is written in', async () => {
    const store = await threeRuns();
    const out = join(store, 'page.html');
    writeFileSync(out, 'kept');
    expect(await cli('history', 'page', '--store', store, '-o', out)).toMatchObject({
      code: 2,
      stderr: `passk-gate: error: -o ${out}: is a file: -o names the folder to write index.html in\n`,
    });
    expect(readFileSync(out, 'utf8')).toBe('kept');
    expect(await cli('history', 'page', '--store', store, '-o', join(out, 'site'))).toMatchObject({
      code: 2,
      stderr: `passk-gate: error: -o ${join(out, 'site')}: a folder on its path is a file\n`,
    });
  });

  // An address the page cannot link is refused, not dropped: its points would link nowhere, silently.
  it.each([
    ['github.com/acme/evals', ': give --repo-url https://github.com/acme/evals'],
    ['javascript:alert(1)//', ''],
    ['https://', ''],
    ['https://github.com/acme/evals x', ''],
    ['https://github.com/acme/evals\u202e', ''],
    [`https://github.com/${'a'.repeat(1900)}`, ''],
  ])(
    'refuses a --repo-url the page cannot link (%#) with exit 2, saying what to give, and writes nothing',
    async (url, fix) => {
      const store = tempDir('passk-history-url-');
      await add(store, BASELINE, 1, 'coder');
      const out = join(store, 'site');
      const result = await cli('history', 'page', '--store', store, '-o', out, '--repo-url', url);
      expect(result).toMatchObject({ code: 2, stdout: '' });
      expect(result.stderr).toMatch(
        /^passk-gate: error: --repo-url must be an http\(s\) address, e.g. https:\/\/github.com\/acme\/evals \(.*\), got "/,
      );
      expect(result.stderr.endsWith(`${fix}\n`)).toBe(true);
      expect(existsSync(out)).toBe(false);
    },
  );

  it('takes an http(s) --repo-url as the address of its web pages: no trailing slash, no .git', () => {
    expect(parseRepoUrl('https://github.com/acme/evals', '--repo-url')).toBe('https://github.com/acme/evals');
    expect(parseRepoUrl('http://git.example:8080/evals/', '--repo-url')).toBe('http://git.example:8080/evals');
    expect(parseRepoUrl('HTTPS://github.com/a/b', '--repo-url')).toBe('HTTPS://github.com/a/b');
    expect(parseRepoUrl('https://github.com/acme/evals.git', '--repo-url')).toBe('https://github.com/acme/evals');
    expect(parseRepoUrl('https://github.com/acme/evals.GIT/', '--repo-url')).toBe('https://github.com/acme/evals');
    // The longest taken: 1900 characters.
    const longest = `https://github.com/${'a'.repeat(1900 - 'https://github.com/'.length)}`;
    expect(parseRepoUrl(longest, '--repo-url')).toBe(longest);
  });

  it('refuses a --repo-url with a query or fragment, which every commit link would carry, giving the address', () => {
    expect(() => parseRepoUrl('https://github.com/acme/evals?x=1#frag', '--repo-url')).toThrow(
      '--repo-url is the repository\'s address, without a query or fragment ("?x=1#frag"): give --repo-url ' +
        'https://github.com/acme/evals',
    );
    expect(() => parseRepoUrl('https://github.com/acme/evals.git/#readme', '--repo-url')).toThrow(
      'give --repo-url https://github.com/acme/evals',
    );
  });

  it('says why runs give no value at a chart: k above their n, or counts where n@k needs each sample', async () => {
    const dir = tempDir('passk-history-undrawn-');
    const store = join(dir, 'store');
    await add(
      store,
      results(dir, 'ten.json', [3, 5, 7], { temperature: 0.8, top_p: 0.95, max_tokens: 512 }),
      1,
      'coder',
    );
    await add(store, BASELINE, 2, 'coder');
    const input = trendInput(await readStore(store), {
      title: 't',
      generated: '2026-11-04T00:00:00Z',
      metrics: [
        { metric: 'pass@k', k: 20, submit: 1 },
        { metric: 'n@k', k: 1, submit: 1 },
      ],
    });
    const [atTwenty, reranked] = input.series;
    // The first run has 10 samples a problem, the second 20: only the second gives pass@20.
    expect(atTwenty!.points.map((point) => point.commit)).toEqual(['2'.repeat(40)]);
    expect(atTwenty!.undrawn).toEqual({ runs: 1, why: 'k = 20 is more than the 10 samples of a problem' });
    expect(reranked!.points).toEqual([]);
    expect(reranked!.undrawn).toEqual({
      runs: 2,
      why: "n@k needs each sample's score, which a record keeps only where its files give one",
    });
    const html = trendPage(input);
    expect(html).toContain('1 run not drawn: k = 20 is more than the 10 samples of a problem');
    expect(html).toContain('2 runs, none drawn: n@k needs each sample&#39;s score');
    expect(html).not.toContain('No runs yet');
  });

  it.skipIf(!haveRealdata)(
    realdataTitle(
      "says a human-eval run, whose file gives each sample's pass and no score, has no n@k for want of scores",
    ),
    async () => {
      const store = join(tempDir('passk-history-humaneval-'), 'store');
      const file = join(
        realdata,
        'human-eval/rex-gavsie/hEvalTest35_noExp_1dPro_1CPT_500Tkns_2SPT_Samples.jsonl_results.jsonl',
      );
      await add(store, file, 1, 'humaneval', '--config', 'temperature=0');
      const input = trendInput(await readStore(store), {
        title: 't',
        generated: '2026-11-04T00:00:00Z',
        metrics: [
          { metric: 'n@k', k: 2, submit: 1 },
          { metric: 'pass-ratio@n', k: 1, submit: 1 },
        ],
      });
      expect(input.series.map((series) => series.undrawn)).toEqual([
        { runs: 1, why: "n@k needs each sample's score, which a record keeps only where its files give one" },
        {
          runs: 1,
          why: "pass-ratio@n needs each sample's tests_passed and tests_total, which a record keeps only where its files give them",
        },
      ]);
    },
  );

  it("judges each step with the config's margin, as the check does, and says the margin in the chart's title", async () => {
    const dir = tempDir('passk-history-margin-');
    const store = join(dir, 'store');
    // 200 problems; the second run loses one of ten samples in 30 of them: a clear drop of 1.5 points.
    const cs = Array.from({ length: 200 }, (_, i) => 1 + (i % 9));
    await add(store, results(dir, 'a.json', cs), 1, 'coder');
    await add(
      store,
      results(
        dir,
        'b.json',
        cs.map((c, i) => (i % 20 < 3 ? c - 1 : c)),
      ),
      2,
      'coder',
    );
    const steps = async (margin: string) => {
      const config = join(dir, 'gate.yml');
      writeFileSync(
        config,
        `resamples: 2000\nchecks:\n  - name: a\n    baseline: a.json\n    candidate: b.json\n${margin}`,
      );
      const charts = chartsOf(await readGateConfig(config));
      const input = trendInput(await readStore(store), { title: 't', generated: '2026-11-04T00:00:00Z', ...charts });
      return input.series.map((series) => [series.title, series.points[1]!.step!.verdict]);
    };
    expect(await steps('')).toEqual([['pass@1 · coder', 'regression']]);
    // A drop within the check's 2-point margin is no regression.
    expect(await steps('    margin: 0.02\n')).toEqual([['pass@1 (2.0-point margin) · coder', 'no-regression']]);
  });

  /** A store of three series: HumanEval and reranked (the examples' runs, two each) and humaneval (one run). */
  const threeSeries = async (prefix: string) => {
    const dir = tempDir(prefix);
    const store = join(dir, 'store');
    for (const [i, file] of [BASELINE, CANDIDATE].entries()) await add(store, file, i + 1, 'HumanEval');
    const scored = ['scored-baseline.json', 'scored-candidate.json'].map((file) => join(EXAMPLES, file));
    for (const [i, file] of scored.entries()) await add(store, file, i + 1, 'reranked');
    await add(store, BASELINE, 4, 'humaneval');
    return { dir, store };
  };
  /** A check of a config, with `more` of its keys. */
  const check = (name: string, more = '') => `  - name: ${name}\n    baseline: a.json\n    candidate: b.json\n${more}`;

  it("draws a series at a config's metric only when a check of that metric reads it; a series none names at each", async () => {
    const { dir, store } = await threeSeries('passk-history-readers-');
    const config = join(dir, 'gate.yml');
    writeFileSync(
      config,
      'checks:\n' +
        check('HumanEval') +
        // Its drift check reads the series its anchor names.
        check('guard', '    k: 10\n    anchor: history:store#name:HumanEval\n') +
        check('reranked', '    metric: n@k\n    k: 10\n'),
    );
    const charts = chartsOf(await readGateConfig(config));
    const input = trendInput(await readStore(store), { title: 't', generated: '2026-11-04T00:00:00Z', ...charts });
    expect(input.series.map((series) => series.title)).toEqual([
      'pass@1 · HumanEval',
      'pass@10 · HumanEval',
      '1@10 (by score) · reranked',
      // No check is named as this series: one may read it as its harness's, so it is drawn at every metric.
      'pass@1 · humaneval',
      'pass@10 · humaneval',
      '1@10 (by score) · humaneval',
    ]);
  });

  it("marks on each chart the anchor of the config's check that reads its series at its metric, or none", async () => {
    const { dir, store } = await threeSeries('passk-history-check-anchors-');
    // Per chart: the commit of the run marked as the anchor, else why it has none.
    const anchors = async (checks: string) => {
      const config = join(dir, 'gate.yml');
      writeFileSync(config, `checks:\n${checks}`);
      const charts = chartsOf(await readGateConfig(config));
      const input = trendInput(await readStore(store), { title: 't', generated: '2026-11-05T00:00:00Z', ...charts });
      return Object.fromEntries(
        input.series.map((series) => [
          series.title,
          series.points.find((point) => point.anchor)?.commit[0] ?? series.noAnchor,
        ]),
      );
    };
    const none = 'no drift check of the config reads this series at this metric';
    // Only HumanEval's check has a drift check: the reranked series, which no drift check reads, has no anchor.
    expect(
      await anchors(
        check('HumanEval', `    anchor: history:${store}#oldest\n`) + check('reranked', '    metric: n@k\n    k: 10\n'),
      ),
    ).toEqual({
      'pass@1 · HumanEval': '1',
      '1@10 (by score) · reranked': none,
      'pass@1 · humaneval': none,
      '1@10 (by score) · humaneval': none,
    });
    // One anchor, with charts no drift check reads: the page names its check, not "marked in each series".
    const site = join(dir, 'one-anchor');
    expect(await cli('history', 'page', '--store', store, '-o', site, '--config', join(dir, 'gate.yml'))).toMatchObject(
      {
        code: 0,
      },
    );
    const oneAnchor = readFileSync(join(site, 'index.html'), 'utf8').replace(/<[^>]+>|&#34;/g, '');
    expect(oneAnchor).toContain(
      `Anchor history:${store}#oldest (check HumanEval): marked on the charts its check's drift check reads`,
    );
    expect(oneAnchor).not.toContain('marked in each series');
    // Each check's own anchor on its own series; one whose own series the store lacks reads the harness's series.
    const input = await anchors(
      check('HumanEval', `    anchor: history:${store}#oldest\n`) +
        check('reranked', `    metric: n@k\n    k: 10\n    anchor: history:${store}#latest\n`) +
        check('MBPP', `    anchor: history:${store}#latest\n`),
    );
    expect(input).toEqual({
      'pass@1 · HumanEval': '1',
      '1@10 (by score) · reranked': '2',
      'pass@1 · humaneval': '4',
      '1@10 (by score) · humaneval': none,
    });
    // The page names each anchor with the checks whose drift check it is.
    const out = join(dir, 'site');
    const page = await cli('history', 'page', '--store', store, '-o', out, '--config', join(dir, 'gate.yml'));
    expect(page).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(join(out, 'index.html'), 'utf8').replace(/<[^>]+>|&#34;/g, '')).toContain(
      `Anchors history:${store}#oldest (check HumanEval), history:${store}#latest (checks MBPP, reranked): each ` +
        "marked on the charts its check's drift check reads",
    );
  });

  it('counts one record as one', async () => {
    const store = tempDir('passk-history-one-');
    await cli('history', 'add', '--store', store, BASELINE, '--commit', COMMITS[0]!, '--time', '2026-11-01');
    const out = join(store, 'site');
    const result = await cli('history', 'page', '--store', store, '-o', out);
    expect(result).toMatchObject({ code: 0, stdout: `wrote ${out}/index.html: 1 record\n` });
  });

  it("marks the anchor --anchor names in the page's store; an anchor naming another store is refused", async () => {
    const store = await threeRuns();
    const out = join(store, 'site');
    const page = (...args: string[]) => cli('history', 'page', '--store', store, '-o', out, ...args);
    // The same store written another way is the page's.
    expect(await page('--anchor', `history:${store}/#best`)).toMatchObject({ code: 0 });
    const other = join(store, 'other');
    expect(await page('--anchor', `history:${other}#best`)).toMatchObject({
      code: 2,
      stdout: '',
      stderr:
        `passk-gate: error: --anchor: "history:${other}#best" names the store ${other}, not the one the page ` +
        `draws (--store ${store}): give --anchor 'history:${store}#best'\n`,
    });
    // So does a config's anchor, named by the line of its anchor: key.
    const config = join(store, 'gate.yml');
    writeFileSync(config, 'checks:\n  - name: a\n    baseline: a.json\n    candidate: b.json\n    anchor: history:h\n');
    expect((await page('--config', config)).stderr).toBe(
      `passk-gate: error: ${config}:5: check "a": anchor: "history:h" names the store ${join(store, 'h')}, not the ` +
        `one the page draws (--store ${store}): write history:. in the config (its paths are relative to its ` +
        `folder, ${store})\n`,
    );
    // A config in a subfolder whose anchor was written from the working directory: the DIR to write there, which
    // pasted, draws the page; --anchor would leave the config's anchor as it is.
    const sub = join(store, 'sub');
    mkdirSync(sub);
    const nested = join(sub, 'gate.yml');
    const writeAnchor = (anchor: string) =>
      writeFileSync(
        nested,
        `checks:\n  - name: a\n    baseline: a.json\n    candidate: b.json\n    anchor: ${anchor}\n`,
      );
    writeAnchor(`history:${relative(process.cwd(), store)}#best`);
    const refused = await page('--config', nested, '--anchor', `history:${store}#best`);
    expect(refused.code).toBe(2);
    const fix = /: write (\S+) in the config \(its paths are relative to its folder, /.exec(refused.stderr)?.[1];
    expect(fix).toBe('history:..#best');
    writeAnchor(fix!);
    expect(await page('--config', nested)).toMatchObject({ code: 0, stderr: '' });
  });

  it("picks a bare selector (the action's, with its history input) in --store, given by --anchor or a config", async () => {
    const store = await threeRuns();
    const out = join(store, 'site');
    const page = async (...args: string[]) => {
      const result = await cli('history', 'page', '--store', store, '-o', out, ...args);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      // Without the time it was written, which differs from page to page.
      return readFileSync(join(out, 'index.html'), 'utf8').replace(/Generated [^.]*\./, '');
    };
    const full = await page('--anchor', `history:${store}#best,window:2`);
    expect(full).toContain('anchor of the drift check');
    expect(await page('--anchor', 'best,window:2')).toBe(full);
    const config = join(store, 'gate.yml');
    writeFileSync(
      config,
      'checks:\n  - name: a\n    baseline: a.json\n    candidate: b.json\n    anchor: best,window:2\n',
    );
    expect(await page('--config', config)).toBe(full);
  });

  it('refuses -o - (the page is a folder, not stdout) and writes nothing', async () => {
    const store = await threeRuns();
    expect(await cli('history', 'page', '--store', store, '-o', '-')).toMatchObject({
      code: 2,
      stdout: '',
      stderr:
        'passk-gate: error: history page -o -: the page is a folder (OUT_DIR/index.html), not stdout: e.g. -o site\n',
    });
    expect(existsSync('-')).toBe(false);
  });

  it('draws a step the gate refuses as not compared, with the reason and advice a record can take', async () => {
    const store = tempDir('passk-history-refused-');
    const doc = JSON.parse(readFileSync(BASELINE, 'utf8')) as { config: Record<string, unknown> };
    delete doc.config.max_tokens;
    const without = join(store, 'no-max-tokens.json');
    writeFileSync(without, JSON.stringify(doc));
    await add(store, without, 1, 'coder');
    // Added, with a warning: the series' runs cannot be compared with it.
    const added = await cli(
      'history',
      'add',
      '--store',
      store,
      BASELINE,
      '--commit',
      '2'.repeat(40),
      '--name',
      'coder',
    );
    expect(added.code).toBe(0);
    expect(added.stderr).toBe(
      'passk-gate: warning: the series "coder"\'s newest run was sampled otherwise (max_tokens not recorded there, ' +
        '512 here): the trend page will not compare them, nor a drift check anchored on one (best picks among the ' +
        "runs at the candidate's settings); record such runs with the series' " +
        'settings (--config gives one the files lack), or under a series name of their own\n',
    );
    const points = trendInput(await readStore(store), { title: 't', generated: '2026-11-04T00:00:00Z' }).series[0]!
      .points;
    expect(points[1]!.step).toBeUndefined();
    // In the page's terms: the gate's baseline is the previous run, its candidate this one. A record is never
    // rewritten, so the setting is not "given" to the previous run.
    expect(points[1]!.notCompared).toBe(
      'config max_tokens: not recorded by the previous run (this run 512); a record is never rewritten: record the ' +
        'runs from now on with it (history add --config), or the runs without it under a series name of their own',
    );
    expect(points[0]!.notCompared).toBeUndefined();
  });

  it("words a refusal's sides as the page does, keeping words joined to others", async () => {
    const store = tempDir('passk-history-terms-');
    await add(store, results(store, 'a.json', [5, 5, 5, 5, 5, 5, 5]), 1, 'coder');
    const doc = { format: 'passk-results/v1', config: { temperature: 0.8 }, problems: [] as object[] };
    doc.problems = [5, 5, 5, 5, 5, 5].map((c, i) => ({ id: `P/${i}`, n: 10, c }));
    doc.problems.push({ id: 'candidate-1', n: 10, c: 5 });
    writeFileSync(join(store, 'b.json'), JSON.stringify(doc));
    await add(store, join(store, 'b.json'), 2, 'coder');
    const [, second] = trendInput(await readStore(store), { title: 't', generated: '2026-11-04T00:00:00Z' }).series[0]!
      .points;
    expect(second!.notCompared).toMatch(
      /^problem sets differ: 1 only in the previous run \(P\/6\), 1 only in this run \(candidate-1\)/,
    );
    expect(second!.notCompared).not.toMatch(/\b(baseline|candidate)\b(?!-1)/);
  });

  it('writes the page when a series is too small to test a step, the step drawn as not compared', async () => {
    const store = tempDir('passk-history-small-');
    await add(store, BASELINE, 1, 'coder');
    await add(store, CANDIDATE, 2, 'coder');
    await add(store, results(store, 'a.json', [5, 5, 5, 5, 5]), 1, 'tiny');
    await add(store, results(store, 'b.json', [1, 1, 1, 1, 1]), 2, 'tiny');
    const out = join(store, 'site');
    expect(await cli('history', 'page', '--store', store, '-o', out)).toMatchObject({ code: 0, stderr: '' });
    const input = trendInput(await readStore(store), { title: 't', generated: '2026-11-04T00:00:00Z' });
    expect(input.series.map((s) => s.title)).toEqual(['pass@1 · coder', 'pass@1 · tiny']);
    expect(input.series[0]!.points[1]!.step?.verdict).toBe('improvement');
    const tiny = input.series[1]!.points[1]!;
    expect(tiny.step).toBeUndefined();
    expect(tiny.notCompared).toMatch(
      /^only 5 problems compared with the previous run \(1111111\): .*confidence 0\.95 needs at least 6 problems/,
    );
    // The page takes no --confidence: its steps' level is the config's.
    expect(tiny.notCompared).toContain(
      'or use confidence: 0.9 in the config given to history page --config, the highest round confidence at which 5 problems',
    );
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('class="run not-compared"');
  });

  it("marks by best the run a drift check of the series' next run picks: among those at its newest settings", async () => {
    const store = tempDir('passk-history-best-');
    const rates = [8, 8, 7, 6, 6, 5, 5, 4];
    await add(store, results(store, 'a.json', rates), 1, 'coder');
    // The highest score, at another temperature: no run at 0.8 can be compared with it (history add warns).
    const cooler = await addRun(
      store,
      results(store, 'b.json', [10, 10, 10, 9, 9, 9, 8, 8], { temperature: 0.2 }),
      2,
      'coder',
    );
    expect(cooler.stderr).toContain('sampled otherwise (temperature 0.8 there, 0.2 here)');
    const lower = rates.map((c) => c - 1);
    expect((await addRun(store, results(store, 'c.json', lower), 3, 'coder')).code).toBe(0);
    const anchor = parseAnchor(`history:${store}#best`, '--anchor');
    const input = trendInput(await readStore(store), { title: 't', generated: '2026-11-05T00:00:00Z', anchor });
    expect(input.series[0]!.points.map((p) => p.anchor ?? false)).toEqual([true, false, false]);
  });

  it('picks the anchor as compare does: in the series name: names, and refuses a selector that picks nothing with its message', async () => {
    const store = tempDir('passk-history-pick-');
    await add(store, BASELINE, 1, 'coder', '--ref', 'v1');
    await add(store, CANDIDATE, 2, 'coder');
    await add(store, CANDIDATE, 1, 'other', '--ref', 'v1');
    await add(store, BASELINE, 2, 'other');
    const records = await readStore(store);
    const anchored = (selector: string) =>
      trendInput(records, {
        title: 't',
        generated: '2026-11-04T00:00:00Z',
        anchor: parseAnchor(`history:${store}#${selector}`, '--anchor'),
      }).series.map((s) => s.points.map((p) => p.anchor ?? false));
    // The best of coder is its second run; the other series has no anchor.
    expect(anchored('best,name:coder')).toEqual([
      [false, true],
      [false, false],
    ]);
    // Without name:, in each series where it picks a record (other's best, the candidate, is its first run).
    expect(anchored('best')).toEqual([
      [false, true],
      [true, false],
    ]);
    const refusals = async (dir: string, selectors: readonly string[]) => {
      for (const selector of selectors) {
        const anchor = `history:${dir}#${selector}`;
        const page = await cli('history', 'page', '--store', dir, '-o', join(dir, 'site'), '--anchor', anchor);
        const compare = await cli('compare', '--baseline', BASELINE, '--candidate', CANDIDATE, '--anchor', anchor);
        expect(page).toMatchObject({ code: 2, stdout: '' });
        expect(page.stderr).toMatch(new RegExp(`^passk-gate: error: anchor ${anchor}: `));
        expect(page.stderr).toBe(compare.stderr);
      }
    };
    await refusals(store, ['name:nosuch', 'ref:v9,name:coder', 'commit:abcd,name:coder', 'ref:v1,window:1,name:coder']);
    // One series: no name: needed, as compare picks the store's only series.
    const one = tempDir('passk-history-pick-one-');
    await add(one, BASELINE, 1, 'coder', '--ref', 'v1');
    await add(one, CANDIDATE, 2, 'coder');
    await refusals(one, ['ref:v9', 'commit:abcd', 'latest,name:nosuch']);
    expect(existsSync(join(one, 'site'))).toBe(false);
  });

  it('says per series which anchor it marks, why a series has none, and refuses one that picks none with every reason', async () => {
    const store = tempDir('passk-history-per-series-');
    await add(store, BASELINE, 1, 'coder', '--ref', 'v1');
    await add(store, CANDIDATE, 2, 'coder');
    await add(store, CANDIDATE, 3, 'other');
    await add(store, BASELINE, 4, 'other');
    const records = await readStore(store);
    const input = trendInput(records, {
      title: 't',
      generated: '2026-11-05T00:00:00Z',
      anchor: parseAnchor(`history:${store}#ref:v1`, '--anchor'),
    });
    expect(input.series.map((s) => s.points.map((p) => p.anchor ?? false))).toEqual([
      [true, false],
      [false, false],
    ]);
    // Compare's reason for a run of the other series, which it would refuse.
    const compareReason = 'no record of the series "other" is at ref v1; none of its records has a ref';
    expect(input.series[0]!.noAnchor).toBeUndefined();
    expect(input.series[1]!.noAnchor).toMatch(new RegExp(`^${compareReason}`));
    const out = join(store, 'site');
    const page = await cli('history', 'page', '--store', store, '-o', out, '--anchor', `history:${store}#ref:v1`);
    expect(page).toMatchObject({ code: 0, stderr: '' });
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain(`Anchor <code>history:${store}#ref:v1</code>: marked in each series`);
    expect(html).toContain(`no anchor: ${compareReason.replaceAll('"', '&#34;')}`);

    // Picking none in any series, the refusal gives each series' reason, not only the first's.
    const refused = await cli('history', 'page', '--store', store, '-o', out, '--anchor', `history:${store}#ref:v9`);
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toMatch(new RegExp(`^passk-gate: error: anchor history:${store}#ref:v9: .*2 series`));
    expect(refused.stderr).toContain('no record of the series "coder" is at ref v9');
    expect(refused.stderr).toContain('no record of the series "other" is at ref v9');
  });

  it('gives a reason several series share once, naming them all, when the anchor picks none', async () => {
    const store = tempDir('passk-history-shared-reason-');
    for (const name of ['coder', 'other', 'third']) await add(store, BASELINE, 1, name, '--ref', 'refs/heads/main');
    const refused = await cli('history', 'page', '--store', store, '-o', join(store, 'site'), '--anchor', 'ref:v9');
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toBe(
      `passk-gate: error: anchor history:${store}#ref:v9: it picks a record in none of the 3 series: in each of ` +
        'the series "coder", "other", "third": no record of the series is at ref v9; its records are at ' +
        'refs/heads/main: pick one with ref:REF\n',
    );
  });
});

describe('history page: models, runs that errored throughout, the title', () => {
  /** A passk-results file of a model: problems of n 2, each with these passes and infrastructure errors. */
  function file(dir: string, name: string, model: string, rows: readonly [c: number, errors: number][]): string {
    const problems = rows.map(([c, errors], i) => ({ id: `T/${i}`, n: 2, c, errors }));
    const doc = { format: 'passk-results/v1', model, config: { temperature: 0 }, problems };
    writeFileSync(join(dir, name), JSON.stringify(doc));
    return join(dir, name);
  }

  it("gives each point its record's model, and marks a run only when errors lost every one of its samples", async () => {
    const dir = tempDir('passk-history-errored-');
    const store = join(dir, 'store');
    const rows: [number, number][][] = [
      [
        [2, 0],
        [1, 1],
        [0, 1],
      ],
      // Every sample lost to an error: 0% that is no score.
      [
        [0, 2],
        [0, 2],
        [0, 2],
      ],
      // One sample short of every one: a real, if poor, score.
      [
        [0, 2],
        [0, 2],
        [0, 1],
      ],
    ];
    for (const [i, problems] of rows.entries()) {
      await add(store, file(dir, `r${i}.json`, i === 0 ? 'coder-a' : 'coder-b', problems), i, 'suite');
    }
    const { points } = trendInput(await readStore(store), { title: 't', generated: '2026-11-04T00:00:00Z' }).series[0]!;
    expect(points.map((point) => [point.model, point.allErrored])).toEqual([
      ['coder-a', undefined],
      ['coder-b', 6],
      ['coder-b', undefined],
    ]);
  });

  it('never steps from a run whose every sample errored, nor anchors on one', async () => {
    const dir = tempDir('passk-history-errored-steps-');
    const store = join(dir, 'store');
    const errored = file(dir, 'errored.json', 'coder', Array(10).fill([0, 2]));
    const scored = file(dir, 'scored.json', 'coder', [...Array(5).fill([2, 0]), ...Array(5).fill([1, 0])]);
    for (const [i, run] of [errored, scored, errored, scored].entries()) await add(store, run, i, 'suite');
    const anchor = parseAnchor(`history:${store}#oldest`, '--anchor');
    const { points } = trendInput(await readStore(store), { title: 't', generated: '2026-11-05T00:00:00Z', anchor })
      .series[0]!;
    expect(points.map((point) => [point.allErrored, point.anchor, point.notCompared])).toEqual([
      [20, undefined, undefined],
      [undefined, true, undefined],
      [20, undefined, 'every sample errored (20 of 20, infrastructure errors): its value is no score'],
      [undefined, undefined, undefined],
    ]);
    // The last run is the second's results again: no change from it, not a rise from the run that errored.
    expect(points.map((point) => point.step?.change)).toEqual([undefined, undefined, undefined, 0]);
  });

  it("says once, in its row and its tooltip, that a run's every sample errored, as why its step is not compared", async () => {
    const dir = tempDir('passk-history-errored-once-');
    const store = join(dir, 'store');
    const errored = file(dir, 'errored.json', 'coder', Array(10).fill([0, 2]));
    const scored = file(dir, 'scored.json', 'coder', [...Array(5).fill([2, 0]), ...Array(5).fill([1, 0])]);
    for (const [i, run] of [scored, errored].entries()) await add(store, run, i, 'suite');
    const html = trendPage(trendInput(await readStore(store), { title: 't', generated: '2026-11-05T00:00:00Z' }));
    const row = [...html.matchAll(/<tr>(.*?)<\/tr>/gs)].at(-1)![1]!.replace(/<[^>]+>/g, '|');
    const tooltip = [...html.matchAll(/<g class="run[^"]*"[^>]*><title>(.*?)<\/title>/gs)].at(-1)![1]!;
    for (const text of [row, tooltip]) {
      expect(text).toContain(
        'not compared: every sample errored (20 of 20, infrastructure errors): its value is no score',
      );
      expect(text.match(/errored/g)).toHaveLength(1);
    }
  });

  it('draws the step after a run whose every sample errored from the run it compares, named, off that run', async () => {
    const dir = tempDir('passk-history-errored-page-');
    const store = join(dir, 'store');
    const errored = file(dir, 'errored.json', 'coder', Array(10).fill([0, 2]));
    const scored = file(dir, 'scored.json', 'coder', [...Array(5).fill([2, 0]), ...Array(5).fill([1, 0])]);
    for (const [i, run] of [scored, errored, scored].entries()) await add(store, run, i, 'suite');
    const html = trendPage(trendInput(await readStore(store), { title: 't', generated: '2026-11-05T00:00:00Z' }));
    // The line joins the two runs with a score only: two vertices.
    expect(/<path class="trend" d="([^"]*)"/.exec(html)![1]!.match(/[ML]/g)).toEqual(['M', 'L']);
    const last = [...html.matchAll(/<g class="run[^"]*"[^>]*><title>(.*?)<\/title>/gs)].at(-1)![1]!;
    expect(last).toContain('change from 0000000 (the previous run with a score): 0.0 points');
  });

  it("says an agent's series in trials and tasks, by the format its records keep; a model's in samples", async () => {
    const dir = tempDir('passk-history-agent-page-');
    const store = join(dir, 'store');
    const runs = ['0101000001', '0101000002', '0101000003'].map((stamp, i) => tauBenchFile(dir, stamp, i === 1));
    for (const [i, run] of runs.entries()) await add(store, run, i + 1, 'agent');
    await add(store, file(dir, 'errored.json', 'coder', Array(10).fill([0, 2])), 4, 'code');
    const metrics = [
      { metric: 'pass@k', k: 1, submit: 1 },
      { metric: 'pass@k', k: 5, submit: 1 },
    ] as const;
    const input = trendInput(await readStore(store), { title: 't', generated: '2026-11-06T00:00:00Z', metrics });
    const [agent, agentAtFive] = input.series;
    expect(agent!.points[1]!.notCompared).toBe(
      'every trial errored (6 of 6, infrastructure errors): its value is no score',
    );
    expect(agentAtFive!.undrawn).toEqual({ runs: 3, why: 'k = 5 is more than the 2 trials of a task' });
    const html = trendPage(input);
    const sentences = [...html.matchAll(/<p class="meta">(Latest.*?)<\/p>/g)].map((match) => match[1]!);
    expect(sentences[0]).toContain('1 run where every trial errored (no score)');
    expect(html).toContain('<p class="meta">3 runs, none drawn: k = 5 is more than the 2 trials of a task.</p>');
    // The code suite's series, on the same page, keeps a model's words; so does the legend of a page of both.
    expect(sentences[1]).toContain('Latest <strong>0.0%</strong> (every sample errored: no score)');
    expect(html).toContain('every sample errored: no score</li>');
    const agentOnly = trendPage({ ...input, series: [agent!] });
    expect(agentOnly).toContain('every trial errored: no score</li>');
    expect(agentOnly).not.toMatch(/sample|problem/);
  });

  it('titles the page by the repository when its address is given, else by a store that is not the generic one', () => {
    expect(pageTitle('history', 'https://github.com/acme/evals')).toBe('passk-gate history: acme/evals');
    expect(pageTitle('h', 'https://github.com/acme/evals.git/')).toBe('passk-gate history: acme/evals');
    expect(pageTitle('h', 'https://gitlab.example/group/sub/proj')).toBe('passk-gate history: group/sub/proj');
    expect(pageTitle('h', 'https://git.example:8080/')).toBe('passk-gate history: git.example:8080');
    for (const store of ['history', 'history/', './history', 'ci/passk-gate-history', '.']) {
      expect(pageTitle(store)).toBe('passk-gate history');
    }
    expect(pageTitle('evals/store')).toBe('passk-gate history: evals/store');
  });

  it('writes the title into the page: the repository with --repo-url, a plain one for the store named history', async () => {
    const dir = tempDir('passk-history-title-');
    const store = join(dir, 'history');
    await add(store, BASELINE, 1, 'coder');
    const heading = async (...more: string[]): Promise<string> => {
      const out = join(dir, 'site');
      expect(await cli('history', 'page', '--store', store, '-o', out, ...more)).toMatchObject({ code: 0 });
      const html = readFileSync(join(out, 'index.html'), 'utf8');
      const title = /<title>(.*?)<\/title>/.exec(html)![1]!;
      expect(/<h1>(.*?)<\/h1>/.exec(html)![1]).toBe(title);
      return title;
    };
    expect(await heading()).toBe('passk-gate history');
    expect(await heading('--repo-url', 'https://github.com/acme/evals')).toBe('passk-gate history: acme/evals');
  });
});

const IDS = ['astropy__astropy-12907', 'astropy__astropy-13033', 'astropy__astropy-13236', 'astropy__astropy-14309'];

/** A SWE-bench run report of the four instances, named as the harness names it (`<model>.<run_id>.json`). */
function report(dir: string, run: string, resolved: string[], errors: string[]): string {
  const unresolved = IDS.filter((id) => !resolved.includes(id) && !errors.includes(id));
  const file = join(dir, `acme__coder.${run}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      total_instances: 2294,
      submitted_ids: IDS,
      resolved_ids: resolved,
      unresolved_ids: unresolved,
      error_ids: errors,
      empty_patch_ids: [],
      schema_version: 2,
    }),
  );
  return file;
}

/** Text as a reader sees it: tags dropped, entities decoded. */
function pageText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ');
}

describe("a SWE-bench run whose every instance is in error_ids (a patch that did not apply is the model's failure)", () => {
  it('is named as SWE-bench errors, not as infrastructure errors, on every surface', async () => {
    const dir = tempDir('passk-history-swebench-');
    const store = join(dir, 'store');
    const runs = [
      report(dir, 'run1', IDS.slice(0, 2), []),
      report(dir, 'run2', [], IDS),
      report(dir, 'run3', IDS.slice(0, 1), []),
    ];
    const commits = ['1', '2', '3'].map((digit) => digit.repeat(40));
    for (const [i, file] of runs.entries()) {
      const added = await cli(
        ...['history', 'add', '--store', store, file, '--commit', commits[i]!, '--time', `2026-11-0${i + 1}`],
        ...['--config', 'temperature=0'],
      );
      expect(added).toMatchObject({ code: 0, stderr: '' });
    }

    const list = await cli('history', 'list', '--store', store);
    const lines = list.stdout.split('\n');
    expect(lines[1]).toMatch(/ 4 tasks +pass@1 50\.0%$/);
    expect(lines[2]).toMatch(
      / 4 tasks +pass@1 0\.0% \(every trial errored, SWE-bench error_ids: not taken as a score\)$/,
    );

    const out = join(dir, 'site');
    expect((await cli('history', 'page', '--store', store, '-o', out)).code).toBe(0);
    const text = pageText(readFileSync(join(out, 'index.html'), 'utf8'));
    const long =
      'every trial errored (4 of 4, SWE-bench error_ids: the patch did not apply, the tests timed out or the ' +
      'harness failed): its value is not taken as a score';
    expect(text).toContain(long);
    expect(text).toContain('1 run where every trial errored, SWE-bench error_ids (not taken as a score)');
    expect(text).toContain('every trial errored, SWE-bench error_ids: not taken as a score');
    expect(text).not.toContain('infrastructure errors');
    expect(text).not.toContain('no score');

    const anchored = await cli(
      'history',
      'page',
      '--store',
      store,
      '-o',
      out,
      '--anchor',
      `history:${store}#commit:2222`,
    );
    expect(anchored.code).toBe(2);
    expect(anchored.stderr).toContain(
      'every trial errored in the run of the series "swebench" at commit 2222, SWE-bench error_ids: ' +
        'not taken as a score to compare with; pick another record',
    );
  });
});

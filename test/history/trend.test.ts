import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAnchor } from '../../src/config/anchor.js';
import { trendInput } from '../../src/history/trend.js';
import { readStore } from '../../src/load/history-store.js';
import { cli } from '../support/run-cli.js';
import { tempDir } from '../support/temp.js';

const EXAMPLES = join(import.meta.dirname, '../../examples');
const BASELINE = join(EXAMPLES, 'baseline.json');
const CANDIDATE = join(EXAMPLES, 'candidate.json');
const COMMITS = ['1'.repeat(40), '2'.repeat(40), '3'.repeat(40)];

/** pass@1 of a passk-results file, computed here from its counts: the mean of c/n. */
function passAt1(file: string): number {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { problems: { n: number; c: number }[] };
  return doc.problems.reduce((sum, p) => sum + p.c / p.n, 0) / doc.problems.length;
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

  it('writes OUT_DIR/index.html with every commit linked', async () => {
    const store = await threeRuns();
    const out = join(store, 'site');
    const result = await cli('history', 'page', '--store', store, '-o', out, '--repo-url', 'https://github.com/o/r');
    expect(result).toMatchObject({ code: 0, stdout: `wrote ${out}/index.html: 3 records\n` });
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    for (const commit of COMMITS) expect(html).toContain(`https://github.com/o/r/commit/${commit}`);
    expect(html).not.toMatch(/<script|https?:\/\/(?!github\.com\/o\/r\/commit\/)[^"'\s<]*\.(css|js|woff2?)/);
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
        `one the page draws (--store ${store}): give --anchor history:${store}\n`,
    );
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
});

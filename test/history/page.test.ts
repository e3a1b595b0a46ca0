// The trend page as text: what each run becomes (a group with its tooltip, marks and link), what the axes say,
// that text from users cannot become markup, and that the same input gives the same bytes; then, last, what a
// browser makes of it.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { axisOver, tickStep, trendPage, type TrendPageInput, type TrendPoint } from '../../src/history/page.js';
import { sharedRequired } from '../support/shared.js';
import { tempDir } from '../support/temp.js';
import { commitOf, REPO_URL, trendSeries } from '../support/trend-runs.js';

function pageOf(series: TrendPageInput['series'], confidence = 0.95): string {
  return trendPage({ title: 'passk-gate history: acme/coder', confidence, generated: '2026-10-20T12:00:00Z', series });
}

/** Text as a reader sees it: numeric and the four named entities decoded. */
function decoded(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/**
 * The decimals each run's value needs so that it reads apart from the run its step is from, and that run from it:
 * for each step, from as many decimals as its change shows (`changes[i]`, as the page writes it; one, and at most
 * two), the fewest at which the two values' percentages differ (the values differ here); each run the most of its
 * steps' (the fixtures' values are far from 0% and 100%).
 */
function distinctDigits(points: readonly TrendPoint[], changes: readonly string[]): number[] {
  const digits = points.map(() => 1);
  for (let i = 1; i < points.length; i++) {
    if (points[i]!.step === undefined) continue;
    const [a, b] = [points[i - 1]!.value * 100, points[i]!.value * 100];
    let d = Math.min(2, /\.(\d+)/.exec(changes[i]!)![1]!.length);
    while (a !== b && a.toFixed(d) === b.toFixed(d)) d++;
    digits[i] = Math.max(digits[i]!, d);
    digits[i - 1] = Math.max(digits[i - 1]!, d);
  }
  return digits;
}

/** The group of each run, in order: `<g class="run ...">...</g>`. */
function runGroups(html: string): string[] {
  return [...html.matchAll(/<g class="run[^"]*"[^>]*>.*?<\/g>/gs)].map((match) => match[0]);
}

function tooltipOf(group: string): string {
  return decoded(/<title>(.*?)<\/title>/s.exec(group)![1]!);
}

/** The x-axis labels of the first chart, with their x coordinates. */
function runLabels(html: string): { x: number; text: string }[] {
  return [...html.matchAll(/<text class="run-label" x="([\d.]+)"[^>]*>(.*?)<\/text>/g)].map((match) => ({
    x: Number(match[1]),
    text: decoded(match[2]!),
  }));
}

/** The SVG charts alone, without the legend's marks. */
function charts(html: string): string {
  return [...html.matchAll(/<svg class="chart".*?<\/svg>/gs)].map((match) => match[0]).join('\n');
}

function classesOf(group: string): string[] {
  return /^<g class="([^"]*)"/.exec(group)![1]!.split(' ');
}

/** The legend's entries: the class of each glyph's first element (`mark run`, `anchor-ring`, ...) and its text. */
function legendOf(html: string): { glyph: string; text: string }[] {
  const legend = /<ul class="legend" role="list">(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
  return [...legend.matchAll(/<li><svg[^>]*><[a-z]+ class="([^"]*)".*?<\/svg>(.*?)<\/li>/g)].map((match) => ({
    glyph: match[1]!,
    text: decoded(match[2]!),
  }));
}

/** The marks the charts draw, as the legend's glyphs name them (an interval of any verdict as `interval`). */
function drawnMarks(html: string): Set<string> {
  const classes = [...charts(html).matchAll(/class="(mark [a-z-]+|anchor-ring|interval)[ "]/g)];
  return new Set(classes.map((match) => match[1]!));
}

describe('trendPage', () => {
  it('escapes every text from users: titles, refs and commits cannot add an element or an attribute', () => {
    const hostile = '<script>alert(1)</script> & "quoted" \'single\'';
    const point: TrendPoint = {
      commit: 'abc"><img src=x onerror=alert(1)>',
      ref: 'refs/heads/"><svg onload=alert(1)>\u202e',
      time: '<b>not a time</b>',
      value: 0.5,
      url: 'https://example.com/a"onmouseover="alert(1)',
    };
    const html = trendPage({
      title: hostile,
      confidence: 0.95,
      generated: '2026-10-20T12:00:00Z',
      series: [{ title: '<img src=x onerror=alert(2)>', points: [point] }],
    });
    expect(html).not.toMatch(/<script|<img|<b>|<svg onload/i);
    // No tag anywhere carries an event handler (quoted attribute values, where `"` is escaped, set aside).
    expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(html).not.toContain('\u202e');
    expect(decoded(/<h1>(.*?)<\/h1>/.exec(html)![1]!)).toBe(hostile);
    expect(decoded(/<h2>(.*?)<\/h2>/.exec(html)![1]!)).toBe('<img src=x onerror=alert(2)>');
    const hrefs = [...html.matchAll(/<a href="([^"]*)">/g)].map((match) => decoded(match[1]!));
    expect(hrefs).toEqual([point.url, point.url]);
    expect(tooltipOf(runGroups(html)[0]!)).toContain('<b>not a time</b>');
  });

  it('links a run only to an http(s) URL', () => {
    const points = trendSeries('pass@1', 4).points.map((point, i) => ({
      ...point,
      url: ['javascript:alert(1)', 'data:text/html,<b>x</b>', ' https://example.com/x', 'https://example.com/\u202ex'][
        i
      ],
    }));
    expect(pageOf([{ title: 'pass@1', points }])).not.toContain('<a ');
  });

  it('draws one run: a mark without line, step or interval, on an axis around its value', () => {
    const html = pageOf([trendSeries('pass@1 · humaneval', 1, { anchorAt: 0 })]);
    const groups = runGroups(html);
    expect(groups).toHaveLength(1);
    expect(charts(html)).toContain('class="mark run"');
    expect(charts(html)).not.toContain('class="trend"');
    expect(charts(html)).not.toContain('class="interval');
    expect(html).not.toMatch(/NaN|Infinity|undefined/);
    expect(tooltipOf(groups[0]!)).toContain('no step from a previous run');
    expect(runLabels(html).map((label) => label.text)).toEqual([commitOf(0).slice(0, 7)]);
    // 62.0% on an axis of at least 2 points: 61% to 63%.
    const ticks = [...html.matchAll(/<text class="tick"[^>]*>([\d.]+%)<\/text>/g)].map((match) => match[1]);
    expect(ticks).toEqual(['61.0%', '61.5%', '62.0%', '62.5%', '63.0%']);
  });

  it('names all of 3 runs on the x axis, and thins 30 and 300 so that labels keep apart, the latest always named', () => {
    for (const [count, least, most] of [
      [3, 3, 3],
      [30, 10, 16],
      [300, 10, 16],
    ] as const) {
      const html = pageOf([trendSeries('pass@1', count)]);
      expect(runGroups(html)).toHaveLength(count);
      const labels = runLabels(html);
      expect(labels.length).toBeGreaterThanOrEqual(least);
      expect(labels.length).toBeLessThanOrEqual(most);
      expect(labels.at(-1)!.text).toBe(commitOf(count - 1).slice(0, 7));
      // 7 characters of 11px monospace are about 46 units wide in the 960-unit viewBox.
      for (let i = 1; i < labels.length; i++) expect(labels[i]!.x - labels[i - 1]!.x).toBeGreaterThan(50);
    }
  });

  it('labels a tagged run by its tag, any other by its short SHA', () => {
    const refs = ['refs/heads/main', 'refs/tags/v1.2.0', 'v9', '2.0.1-rc1', 'main', 'refs/heads/v1.0', 'refs/tags/x/y'];
    const points = trendSeries('pass@1', refs.length).points.map((point, i) => ({ ...point, ref: refs[i]! }));
    const sha = (i: number): string => commitOf(i).slice(0, 7);
    expect(runLabels(pageOf([{ title: 'pass@1', points }])).map((label) => label.text)).toEqual([
      sha(0),
      'v1.2.0',
      'v9',
      '2.0.1-rc1',
      sha(4),
      sha(5),
      'x/y',
    ]);
  });

  it("names tagged runs by their tags in the chart's accessible name, as its x axis and sentence do", () => {
    const series = trendSeries('pass@1', 4, { regressionAt: 2, anchorAt: 1 });
    const tags = [undefined, 'refs/tags/v1.0.0', 'refs/tags/v1.1.0', 'refs/tags/v1.2.0'];
    const models = ['m-a', 'm-a', 'm-b', 'm-b'];
    series.points = series.points.map((point, i) => ({ ...point, ref: tags[i], model: models[i] }));
    const html = pageOf([series]);
    const label = decoded(/aria-label="([^"]*)"/.exec(html)![1]!);
    expect(label).toContain('latest');
    expect(label).toContain(' at v1.2.0;');
    expect(label).toContain('1 regression (v1.1.0)');
    expect(label).toContain('model changed at v1.1.0');
    expect(label).toContain('anchor v1.0.0 at');
    expect(label).not.toMatch(new RegExp([1, 2, 3].map((i) => commitOf(i).slice(0, 7)).join('|')));
    expect(runLabels(html).map((each) => each.text)).toContain('v1.1.0');
  });

  it('names the range of a falling series as a range, not as a rise from its lowest to its highest', () => {
    const points: TrendPoint[] = [0.665, 0.11].map((value, i) => ({
      commit: commitOf(i),
      time: `2026-11-0${i + 1}T10:00:00Z`,
      value,
    }));
    const label = decoded(/aria-label="([^"]*)"/.exec(pageOf([{ title: 'pass@1', points }]))![1]!);
    expect(label).toContain('2 runs; between 11.0% and 66.5%; latest 11.0%');
  });

  it('marks no regression where there is none', () => {
    const html = pageOf([trendSeries('pass@1', 30)]);
    expect(charts(html)).toContain('class="interval no-regression"');
    expect(charts(html)).not.toMatch(/class="(?:[^"]* )?regression(?:-band)?[ "]/);
    expect(runGroups(html).filter((group) => classesOf(group).includes('regression'))).toEqual([]);
    expect(/aria-label="([^"]*)"/.exec(html)![1]).toContain('no regressions');
  });

  it("marks a no-regression step by a shape of its own, not a run's dot, and names it in the legend", () => {
    const html = pageOf([trendSeries('pass@1', 3)]);
    const step = /<path class="interval[^>]*>(<[a-z]+ class="mark [^"]*")/.exec(runGroups(html)[1]!)![1]!;
    expect(step).toBe('<path class="mark no-regression"');
    expect(legendOf(html)).toContainEqual({ glyph: 'mark no-regression', text: 'no regression' });
  });

  it('lists the legend, so that a screen reader says each entry apart, not "runregression from the previous run..."', () => {
    const html = pageOf([trendSeries('pass@1', 30, { regressionAt: 12, anchorAt: 4 })]);
    const list = /<ul class="legend" role="list">(.*?)<\/ul>/s.exec(html)?.[1];
    expect(list).toBeDefined();
    const items = [...list!.matchAll(/<li>(.*?)<\/li>/g)].map((match) => decoded(match[1]!.replace(/<[^>]*>/g, '')));
    expect(items).toEqual([
      'run',
      'regression from the previous run',
      'no regression',
      'anchor of the drift check',
      '95% paired interval of a step',
    ]);
    // Nothing of the legend outside its items.
    expect(list!.replace(/<li>.*?<\/li>/g, '')).toBe('');
  });

  it('names in the legend each mark the page draws and only those', () => {
    const inconclusive = trendSeries('pass@1', 4);
    inconclusive.points[2] = {
      ...inconclusive.points[2]!,
      step: { ...inconclusive.points[2]!.step!, verdict: 'inconclusive' },
    };
    const pages = {
      one: pageOf([trendSeries('pass@1', 1)]),
      plain: pageOf([trendSeries('pass@1', 30)]),
      flagged: pageOf([trendSeries('pass@1', 30, { regressionAt: 12, anchorAt: 4 })]),
      inconclusive: pageOf([inconclusive]),
      dense: pageOf([trendSeries('pass@1', 300)]),
      empty: pageOf([{ title: 'pass@1', points: [] }]),
    };
    for (const html of Object.values(pages)) {
      expect(new Set(legendOf(html).map((entry) => entry.glyph))).toEqual(drawnMarks(html));
    }
    expect(legendOf(pages.one).map((entry) => entry.text)).toEqual(['run']);
    expect(legendOf(pages.plain).map((entry) => entry.text)).not.toContain('anchor of the drift check');
    expect(legendOf(pages.flagged).map((entry) => entry.text)).toContain('anchor of the drift check');
    expect(legendOf(pages.inconclusive).map((entry) => entry.text)).toContain('inconclusive');
    expect(pages.empty).not.toContain('class="legend"');
  });

  it('marks a regression by colour class, a triangle instead of a dot, and a band across its column', () => {
    const html = pageOf([trendSeries('pass@1', 30, { regressionAt: 12 })]);
    const groups = runGroups(html);
    const flagged = groups.flatMap((group, i) => (classesOf(group).includes('regression') ? [i] : []));
    expect(flagged).toEqual([12]);
    expect(groups[12]).toMatch(/<path class="mark regression" d="M[\d. ]+H[\d.]+L[\d. ]+Z"\/>/);
    expect(groups[12]).not.toContain('<circle class="mark');
    expect(groups[11]).toContain('<circle class="mark run"');
    expect(html.match(/class="regression-band"/g)).toHaveLength(1);
    expect(decoded(/aria-label="([^"]*)"/.exec(html)![1]!)).toContain(`1 regression (${commitOf(12).slice(0, 7)})`);
  });

  it('marks and labels the anchor, and only when there is one', () => {
    const html = pageOf([trendSeries('pass@1', 30, { anchorAt: 4 })]);
    const groups = runGroups(html);
    expect(groups.flatMap((group, i) => (classesOf(group).includes('anchor') ? [i] : []))).toEqual([4]);
    expect(groups[4]).toContain('class="anchor-ring"');
    expect(tooltipOf(groups[4]!)).toContain('anchor of the drift check');
    expect([...html.matchAll(/<text class="anchor-label"[^>]*>(.*?)<\/text>/g)].map((match) => match[1])).toEqual([
      `anchor ${commitOf(4).slice(0, 7)}`,
    ]);
    const tagged = trendSeries('pass@1', 3, { anchorAt: 1 });
    tagged.points[1] = { ...tagged.points[1]!, ref: 'refs/tags/v1.0.0' };
    expect(pageOf([tagged])).toContain('>anchor v1.0.0</text>');
    const without = pageOf([trendSeries('pass@1', 30)]);
    expect(charts(without)).toContain('class="mark run"');
    expect(charts(without)).not.toMatch(/class="anchor-(ring|label|line|level)"/);
  });

  it("draws the anchor's level line over the x axis, where an anchor that scored 0% puts it", () => {
    // A τ-bench series too small to compare a step: the value panel's bottom is the x axis.
    const values = [0, 0.2, 0.2, 0.4];
    const points = values.map((value, i): TrendPoint => ({
      commit: commitOf(i),
      time: `2026-09-0${i + 1}T09:30:00Z`,
      value,
      ...(i === 0 ? { anchor: true } : { notCompared: 'only 5 problems' }),
    }));
    const html = pageOf([{ title: 'pass^1 · tau', points, trials: true }]);
    const chart = charts(html);
    const axis = /<line class="axis" x1="[\d.]+" x2="[\d.]+" y1="([\d.]+)"/.exec(chart)!;
    const level = /<line class="anchor-level" x1="[\d.]+" x2="[\d.]+" y1="([\d.]+)"/.exec(chart)!;
    expect(level[1]).toBe(axis[1]);
    // SVG paints in document order: drawn first, the level line would lie under the axis.
    expect(level.index).toBeGreaterThan(axis.index);
    // Wider than the axis it lies on, so that its dots show past it.
    const width = (rule: string) => Number(new RegExp(`\\.${rule} \\{[^}]*stroke-width: ([\\d.]+)`).exec(html)![1]);
    expect(width('anchor-level')).toBeGreaterThan(width('axis'));
  });

  it('links each run to its commit only when it has a url, in the chart and in the table', () => {
    const linked = pageOf([trendSeries('pass@1', 5)]);
    const hrefs = [...linked.matchAll(/<a href="([^"]*)">/g)].map((match) => match[1]);
    const urls = [0, 1, 2, 3, 4].map((i) => `${REPO_URL}/commit/${commitOf(i)}`);
    expect(hrefs).toEqual([...urls, ...urls]);
    expect(linked).toMatch(/<a href="[^"]*"><g class="run/);
    expect(linked).toContain('Hover a run for its details; click it for its commit.');
    const unlinked = pageOf([trendSeries('pass@1', 5, { urls: false })]);
    expect(unlinked).not.toContain('<a ');
    expect(unlinked).toContain('Hover a run for its details.');
  });

  it("says in each run's tooltip its commit, ref, time, value and step with the interval's level", () => {
    const points: TrendPoint[] = [
      { commit: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678', time: '2026-09-01T09:30:00Z', value: 0.6358 },
      {
        commit: '3f9c2d1e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e',
        ref: 'refs/heads/main',
        time: '2026-09-02T10:05:00.000Z',
        value: 0.6224,
        step: { change: -0.0134, low: -0.0212, high: -0.0041, verdict: 'regression' },
      },
    ];
    const html = pageOf([{ title: 'pass@1 · humaneval', points }], 0.9);
    expect(tooltipOf(runGroups(html)[1]!).split('\n')).toEqual([
      '3f9c2d1 (refs/heads/main)',
      '2026-09-02 10:05 UTC',
      'pass@1 · humaneval: 62.2%',
      'change -1.3 points (90% interval -2.1 to -0.4): regression',
    ]);
    expect(tooltipOf(runGroups(html)[0]!).split('\n').slice(0, 3)).toEqual([
      'a1b2c3d',
      '2026-09-01 09:30 UTC',
      'pass@1 · humaneval: 63.6%',
    ]);
    expect(html).toContain('90% paired interval');
  });

  it("shows a value near 100% apart from 100% wherever the page says it, as compare's table does", () => {
    const points: TrendPoint[] = [
      { commit: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678', time: '2026-09-01T09:30:00Z', value: 3279 / 3280 },
      {
        commit: '3f9c2d1e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e',
        time: '2026-09-02T10:05:00Z',
        value: 1,
        step: { change: 1 / 3280, low: 0, high: 0.0009, verdict: 'no-regression' },
      },
    ];
    const html = decoded(pageOf([{ title: 'pass@1 · humaneval', points }]));
    expect(tooltipOf(runGroups(html)[0]!).split('\n')[2]).toBe('pass@1 · humaneval: 99.97%');
    expect(html).toContain('<td class="num">99.97%</td><td class="num"></td>');
    expect(html).toContain('<td class="num">100.00%</td><td class="num">+0.03</td>');
    expect(html).toContain('between 99.97% and 100.0%');
  });

  it('shows two close runs apart in the values table and tooltips when the step between them changed: 65.00% and 65.03%, not 65.0% twice', () => {
    const time = (day: number) => `2026-09-0${day}T09:30:00Z`;
    const points: TrendPoint[] = [
      { commit: 'a'.repeat(40), time: time(1), value: 0.65 },
      {
        commit: 'b'.repeat(40),
        time: time(2),
        value: 0.6503,
        step: { change: 0.0003, low: -0.01, high: 0.011, verdict: 'no-regression' },
      },
      {
        commit: 'c'.repeat(40),
        time: time(3),
        value: 0.7,
        step: { change: 0.0497, low: 0.03, high: 0.07, verdict: 'improvement' },
      },
    ];
    const html = decoded(pageOf([{ title: 'pass@1', points }]));
    const cells = [...html.matchAll(/<tr><td>.*?<\/tr>/g)].map(
      (row) => /<td class="num">([^<]*)<\/td>/.exec(row[0])![1],
    );
    expect(cells).toEqual(['65.00%', '65.03%', '70.0%']);
    expect(runGroups(html).map((group) => tooltipOf(group).split('\n')[2])).toEqual([
      'pass@1: 65.00%',
      'pass@1: 65.03%',
      'pass@1: 70.0%',
    ]);
  });

  it('shows a run apart from the run its step is from across a run where every sample errored: 65.00% and 65.03%', () => {
    const time = (day: number) => `2026-09-0${day}T09:30:00Z`;
    const reason = 'every sample errored (6 of 6, infrastructure errors): its value is no score';
    const points: TrendPoint[] = [
      { commit: 'a'.repeat(40), time: time(1), value: 0.65 },
      { commit: 'b'.repeat(40), time: time(2), value: 0, allErrored: 6, notCompared: reason },
      {
        commit: 'c'.repeat(40),
        time: time(3),
        value: 0.6503,
        step: { change: 0.0003, low: -0.01, high: 0.011, verdict: 'no-regression' },
      },
    ];
    const html = decoded(pageOf([{ title: 'pass@1', points }]));
    const cells = [...html.matchAll(/<tr><td>.*?<\/tr>/g)].map(
      (row) => /<td class="num">([^<]*)<\/td>/.exec(row[0])![1],
    );
    expect([cells[0], cells[2]]).toEqual(['65.00%', '65.03%']);
    expect(tooltipOf(runGroups(html)[0]!).split('\n')[2]).toBe('pass@1: 65.00%');
  });

  it('shows a run near 100% or 0% with no step beside it apart from 100% and 0%: 99.97%, 0.03%', () => {
    for (const [value, shown] of [
      [0.9997, '99.97%'],
      [0.0003, '0.03%'],
    ] as const) {
      const points: TrendPoint[] = [{ commit: 'a'.repeat(40), time: '2026-09-01T09:30:00Z', value }];
      const html = decoded(pageOf([{ title: 'pass@1', points }]));
      expect(html).toContain(`<td class="num">${shown}</td>`);
      expect(tooltipOf(runGroups(html)[0]!).split('\n')[2]).toBe(`pass@1: ${shown}`);
    }
  });

  it('gives the same bytes for the same input, whatever the order of its keys', () => {
    const input: TrendPageInput = {
      title: 't',
      confidence: 0.95,
      generated: '2026-10-20T12:00:00Z',
      series: [trendSeries('pass@1', 30, { regressionAt: 7, anchorAt: 0 })],
    };
    const reordered = JSON.parse(
      JSON.stringify(input, (_, value: unknown) =>
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).reverse())
          : value,
      ),
    ) as TrendPageInput;
    expect(Object.keys(reordered)[0]).toBe('series');
    expect(trendPage(input)).toBe(trendPage(input));
    expect(trendPage(reordered)).toBe(trendPage(input));
  });

  it('says under each heading the latest value, the anchor and the regressions, and spans the dates on the x axis', () => {
    const html = pageOf([trendSeries('pass@1', 30, { regressionAt: 12, anchorAt: 0 }), trendSeries('pass@10', 2)]);
    const sentences = [...html.matchAll(/<\/h2><p class="meta">(.*?)<\/p>/g)].map((match) =>
      decoded(match[1]!.replace(/<[^>]+>/g, '')),
    );
    // Run 29: 0.62 + 0.01 sin(29 * 1.7) - 0.05 = 0.5617; run 0: 0.62.
    expect(sentences).toEqual([
      `Latest 56.2% at ${commitOf(29).slice(0, 7)}; anchor 62.0% at ${commitOf(0).slice(0, 7)}; regression flagged at ${commitOf(12).slice(0, 7)}.`,
      `Latest 63.0% at ${commitOf(1).slice(0, 7)}; no regression flagged.`,
    ]);
    // Each chart's x axis titled twice: centred under the chart, and at its left for a phone (one shown by width).
    const axisTitles = [...html.matchAll(/<text class="axis-title (wide|narrow)"[^>]*>(.*?)<\/text>/g)].map(
      (match) => `${match[1]}: ${match[2]}`,
    );
    expect(axisTitles).toEqual([
      'wide: commit, 2026-09-01 to 2026-09-30',
      'narrow: commit, 2026-09-01 to 2026-09-30',
      'wide: commit, 2026-09-01 to 2026-09-02',
      'narrow: commit, 2026-09-01 to 2026-09-02',
    ]);
  });

  it('marks a step not compared by a cross of its own with the reason, and never says "no regression flagged" over it', () => {
    const reason = 'config max_tokens: not recorded by the baseline (candidate 5); give it for the baseline';
    const notCompared = (point: TrendPoint): TrendPoint => {
      const copy = { ...point, notCompared: reason };
      delete copy.step;
      return copy;
    };
    const withStep = trendSeries('pass@1', 4);
    withStep.points[3] = notCompared(withStep.points[3]!);
    // Two runs, the one step not compared: no step panel, the cross in the value panel.
    const alone = trendSeries('pass@1', 2);
    alone.points[1] = notCompared(alone.points[1]!);
    for (const series of [withStep, alone]) {
      const html = pageOf([series]);
      const groups = runGroups(html);
      const crossed = groups.at(-1)!;
      expect(classesOf(crossed)).toContain('not-compared');
      // In the value panel, and on the step panel's zero line when there is one.
      const crosses = crossed.match(/class="mark not-compared"/g) ?? [];
      expect(crosses).toHaveLength(series === withStep ? 2 : 1);
      expect(crossed).not.toContain('<circle class="mark');
      expect(tooltipOf(crossed).split('\n')[3]).toBe(`not compared: ${reason}`);
      expect(groups.slice(0, -1).every((group) => !classesOf(group).includes('not-compared'))).toBe(true);
      expect(legendOf(html)).toContainEqual({ glyph: 'mark not-compared', text: 'step not compared (hover for why)' });
      expect(new Set(legendOf(html).map((entry) => entry.glyph))).toEqual(drawnMarks(html));
      expect(decoded(html)).toContain(`<td>not compared: ${reason}</td>`);
      const sentence = decoded(/<\/h2><p class="meta">(.*?)<\/p>/.exec(html)![1]!.replace(/<[^>]+>/g, ''));
      expect(sentence).not.toContain('no regression flagged.');
      expect(sentence).toContain('1 step not compared');
      expect(decoded(/aria-label="([^"]*)"/.exec(html)![1]!)).toContain('1 step not compared');
    }
    const sentence = (html: string) =>
      decoded(/<\/h2><p class="meta">(.*?)<\/p>/.exec(html)![1]!.replace(/<[^>]+>/g, ''));
    expect(sentence(pageOf([withStep]))).toBe(
      `Latest ${(withStep.points[3].value * 100).toFixed(1)}% at ${commitOf(3).slice(0, 7)}; no regression flagged in the 2 steps compared; 1 step not compared (hover a cross for why).`,
    );
    expect(sentence(pageOf([alone]))).toBe(
      `Latest ${(alone.points[1].value * 100).toFixed(1)}% at ${commitOf(1).slice(0, 7)}; 1 step not compared (hover a cross for why).`,
    );
    // Among hundreds of runs, where a run has no dot, the cross is still drawn.
    const dense = trendSeries('pass@1', 300);
    dense.points[150] = notCompared(dense.points[150]!);
    expect(runGroups(pageOf([dense]))[150]).toContain('class="mark not-compared"');
  });

  it('says a first run has no step yet, and names no regressions over steps of which none was compared', () => {
    const sentence = (html: string) =>
      decoded(/<\/h2><p class="meta">(.*?)<\/p>/.exec(html)![1]!.replace(/<[^>]+>/g, ''));
    const label = (html: string) => decoded(/aria-label="([^"]*)"/.exec(html)![1]!);
    const first = pageOf([trendSeries('pass@1', 1)]);
    for (const text of [sentence(first), label(first)]) {
      expect(text).toContain('no step yet (first run)');
      expect(text).not.toMatch(/no regressions?\b/);
    }
    const refused = trendSeries('pass@1', 3);
    for (const i of [1, 2]) {
      const copy: TrendPoint = { ...refused.points[i]!, notCompared: 'config temperature differs' };
      delete copy.step;
      refused.points[i] = copy;
    }
    const html = pageOf([refused]);
    for (const text of [sentence(html), label(html)]) {
      expect(text).toContain('2 steps not compared');
      expect(text).not.toMatch(/no regressions?\b/);
    }
  });

  it('says a series has no step yet while at most one of its runs has a score, not that no regression was flagged', () => {
    const sentence = (html: string) =>
      decoded(/<\/h2><p class="meta">(.*?)<\/p>/.exec(html)![1]!.replace(/<[^>]+>/g, ''));
    const label = (html: string) => decoded(/aria-label="([^"]*)"/.exec(html)![1]!);
    // As trendInput builds them: a first run whose every sample errored, then a run with a score and no step.
    const series = trendSeries('pass@1', 2);
    series.points[0] = { ...series.points[0]!, value: 0, allErrored: 6 };
    delete series.points[1]!.step;
    const allErrored = trendSeries('pass@1', 2);
    allErrored.points = allErrored.points.map((point) => ({
      commit: point.commit,
      time: point.time,
      value: 0,
      allErrored: 6,
    }));
    for (const [input, words] of [
      [series, 'no step yet (only one run has a score)'],
      [allErrored, 'no step yet (no run has a score)'],
    ] as const) {
      const html = pageOf([input]);
      for (const text of [sentence(html), label(html)]) {
        expect(text).toContain(words);
        expect(text).not.toMatch(/no regressions?\b/);
      }
    }
  });

  it('counts the model changes of a series past three, which the values table marks one by one', () => {
    const series = trendSeries('pass@1', 6);
    series.points.forEach((point, i) => (point.model = `ckpt-${i}`));
    const html = pageOf([series]);
    const sentence = decoded(/<\/h2><p class="meta">(.*?)<\/p>/.exec(html)![1]!.replace(/<[^>]+>/g, ''));
    expect(sentence).toContain('model changed at 5 runs (each marked in Values)');
    expect(decoded(/aria-label="([^"]*)"/.exec(html)![1]!)).toContain('model changed at 5 runs');
    expect(html.match(/<strong>\(changed\)<\/strong>/g)).toHaveLength(5);
  });

  it('says how often noise alone flags a step between runs of one model, at the level of the steps', () => {
    // A step's interval lies wholly below zero (1 - level) / 2 of the time when nothing changed.
    expect(pageOf([trendSeries('pass@1', 3)], 0.9)).toContain('noise alone flags about 1 step in 20 as a regression');
    expect(pageOf([trendSeries('pass@1', 3)], 0.95)).toContain('about 1 step in 40 as');
    expect(pageOf([trendSeries('pass@1', 3)], 0.999)).toContain('about 1 step in 2,000 as');
  });

  it("names each run's model in its tooltip and the table, and says where a series' model changes", () => {
    const series = trendSeries('pass@1', 3);
    const models = ['claude-3.7-sonnet', 'claude-3.7-sonnet', 'gemini<b>'];
    series.points.forEach((point, i) => (point.model = models[i]));
    const html = pageOf([series]);
    const groups = runGroups(html);
    expect(tooltipOf(groups[2]!).split('\n').slice(2, 4)).toEqual([
      'model gemini<b>',
      `pass@1: ${(series.points[2]!.value * 100).toFixed(1)}%`,
    ]);
    expect(html).not.toContain('gemini<b>');
    const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((match) =>
      [...match[1]!.matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((cell) => decoded(cell[1]!.replace(/<[^>]+>/g, ''))),
    );
    expect(rows[0]![3]).toBe('model');
    expect(rows.slice(1).map((row) => row[3])).toEqual([
      'claude-3.7-sonnet',
      'claude-3.7-sonnet',
      'gemini<b> (changed)',
    ]);
    const sentence = decoded(/<\/h2><p class="meta">(.*?)<\/p>/.exec(html)![1]!.replace(/<[^>]+>/g, ''));
    const at = commitOf(2).slice(0, 7);
    expect(sentence).toContain(`at ${at}, model gemini<b>;`);
    expect(sentence).toContain(`model changed at ${at} (from claude-3.7-sonnet)`);
    expect(decoded(/aria-label="([^"]*)"/.exec(html)![1]!)).toContain(`model changed at ${at}`);
    // One model throughout: named, no change; no model at all: no column.
    const same = trendSeries('pass@1', 3);
    same.points.forEach((point) => (point.model = 'm'));
    expect(pageOf([same])).not.toMatch(/model changed|\(changed\)/);
    const none = pageOf([trendSeries('pass@1', 3)]);
    expect(none).not.toContain('<th>model</th>');
    expect(none).not.toContain('model ');
  });

  it('marks a run whose every sample errored by a mark of its own, never as a plain 0% score', () => {
    const series = trendSeries('pass@1', 4);
    series.points[2] = { ...series.points[2]!, value: 0, allErrored: 6 };
    series.points[3] = { ...series.points[3]!, value: 0, allErrored: 6 };
    const html = pageOf([series]);
    const groups = runGroups(html);
    for (const group of groups.slice(2)) {
      expect(classesOf(group)).toContain('errored');
      expect(group).toContain('class="mark errored"');
      expect(group).not.toContain('<circle class="mark run"');
      expect(tooltipOf(group)).toContain('every sample errored (6 of 6, infrastructure errors): its value is no score');
    }
    expect(groups.slice(0, 2).every((group) => !classesOf(group).includes('errored'))).toBe(true);
    expect(legendOf(html)).toContainEqual({ glyph: 'mark errored', text: 'every sample errored: no score' });
    expect(new Set(legendOf(html).map((entry) => entry.glyph))).toEqual(drawnMarks(html));
    const sentence = decoded(/<\/h2><p class="meta">(.*?)<\/p>/.exec(html)![1]!.replace(/<[^>]+>/g, ''));
    expect(sentence).toMatch(/^Latest 0\.0% \(every sample errored: no score\) at /);
    expect(sentence).toContain('2 runs where every sample errored (no score)');
    expect(decoded(html)).toContain('every sample errored (6 of 6, infrastructure errors): its value is no score</td>');
    expect(legendOf(pageOf([trendSeries('pass@1', 4)])).map((entry) => entry.glyph)).not.toContain('mark errored');
    // Among hundreds of runs, where a run has no dot, the errored run is still marked.
    const dense = trendSeries('pass@1', 300);
    dense.points[150] = { ...dense.points[150]!, allErrored: 3 };
    expect(runGroups(pageOf([dense]))[150]).toContain('class="mark errored"');
  });

  it('leaves a run whose every sample errored off the line, which joins the runs either side as their step does', () => {
    // Runs 0, 1, 3 and 4 have scores; run 2 errored throughout, so run 3's step is from run 1, as trendInput steps.
    const series = trendSeries('pass@1', 5, { regressionAt: 3 });
    const scores = [0, 1, 3, 4].map((i) => series.points[i]!.value);
    const change = Number((series.points[3]!.value - series.points[1]!.value).toFixed(4));
    const reason = 'every sample errored (200 of 200, infrastructure errors): its value is no score';
    const errored: TrendPoint = { ...series.points[2]!, value: 0, allErrored: 200, notCompared: reason };
    delete errored.step;
    series.points[2] = errored;
    series.points[3]!.step = { change, low: change - 0.02, high: change + 0.02, verdict: 'regression' };
    series.points[4] = { ...series.points[4]!, notCompared: 'config temperature differs' };
    delete series.points[4].step;
    const html = pageOf([series]);
    const groups = runGroups(html);

    // The line's vertices, each matched to the run whose column it is in.
    const path = /<path class="trend" d="([^"]*)"\/>/.exec(html)![1]!;
    const vertices = [...path.matchAll(/[ML]([\d.]+) ([\d.]+)/g)].map((match) => ({
      x: Number(match[1]),
      y: Number(match[2]),
    }));
    const columns = groups.map((group) => {
      const hit = /<rect class="hit" x="([\d.]+)"[^>]*width="([\d.]+)"/.exec(group)!;
      return Number(hit[1]) + Number(hit[2]) / 2;
    });
    const runOf = (x: number): number => columns.findIndex((column) => Math.abs(column - x) < 0.2);
    expect(vertices.map((vertex) => runOf(vertex.x))).toEqual([0, 1, 3, 4]);

    // The errored run has a mark of its own, with its text, off the line.
    expect(groups[2]).toContain('class="mark errored"');
    expect(groups[2]).not.toContain('class="mark run"');
    expect(tooltipOf(groups[2]!)).toContain('every sample errored (200 of 200, infrastructure errors)');

    // Run 3's triangle in the value panel is centred on the vertex that ends the segment from run 1 (a triangle's
    // base is 0.7 of its half-width above its centre, its tip 1.05 below).
    const triangles = [
      ...groups[3]!.matchAll(/<path class="mark regression" d="M[\d.]+ ([\d.]+)H[\d.]+L([\d.]+) ([\d.]+)Z"/g),
    ];
    const centres = triangles.map((match) => {
      const [base, x, tip] = match.slice(1).map(Number) as [number, number, number];
      return { x, y: (1.05 * base + 0.7 * tip) / 1.75 };
    });
    expect(centres).toHaveLength(2);
    expect(
      centres.filter((centre) => centre.x === vertices[2]!.x && Math.abs(centre.y - vertices[2]!.y) < 0.2),
    ).toHaveLength(1);

    // The step after the errored run names the run it is from, in its tooltip and its row; the others do not.
    const from = `${commitOf(1).slice(0, 7)} (the previous run with a score)`;
    const stepLine = tooltipOf(groups[3]!).split('\n')[3]!;
    expect(stepLine.startsWith(`change from ${from}: -`)).toBe(true);
    expect(stepLine.endsWith('): regression')).toBe(true);
    expect(decoded(html)).toContain(`<td>regression, from ${from}</td>`);
    expect(tooltipOf(groups[1]!).split('\n')[3]).toMatch(/^change [+-]\d/);
    expect(tooltipOf(groups[4]!).split('\n')[3]).toBe('not compared: config temperature differs');
    // The chart's name gives the range of the scores, not the errored run's 0%.
    expect(decoded(/aria-label="([^"]*)"/.exec(html)![1]!)).toContain(
      `between ${(Math.min(...scores) * 100).toFixed(1)}% and ${(Math.max(...scores) * 100).toFixed(1)}%`,
    );

    // Two errored runs in a row: the reasons after them name the run before both.
    series.points[3] = { ...errored, commit: commitOf(3) };
    const twice = pageOf([series]);
    expect(tooltipOf(runGroups(twice)[3]!)).toContain(`not compared with ${from}: ${reason}`);
    expect(tooltipOf(runGroups(twice)[4]!)).toContain(`not compared with ${from}: config temperature differs`);
    expect(decoded(twice)).toContain(`<td>not compared with ${from}: config temperature differs</td>`);
  });

  it('says so when a series has no run or there is no series', () => {
    expect(pageOf([{ title: 'pass@1', points: [] }])).toContain('No runs yet.');
    expect(pageOf([])).toContain('No series yet.');
  });

  it('refuses a run whose value or step is not a number, naming it', () => {
    const points = trendSeries('pass@1', 3).points;
    points[2] = { ...points[2]!, step: { ...points[2]!.step!, low: Number.NaN } };
    expect(() => pageOf([{ title: 'pass@1', points }])).toThrow(`run ${commitOf(2)} of "pass@1"`);
  });
});

describe('axes', () => {
  it('ticks at 1, 2 or 5 times a power of ten', () => {
    expect(tickStep(0.043)).toBeCloseTo(0.01, 12);
    expect(tickStep(0.16, 3)).toBeCloseTo(0.05, 12);
    expect(tickStep(0.02)).toBeCloseTo(0.005, 12);
    expect(tickStep(0.6)).toBeCloseTo(0.1, 12);
    expect(tickStep(0.07)).toBeCloseTo(0.01, 12);
    expect(tickStep(0.09)).toBeCloseTo(0.02, 12);
  });

  it('rounds the value axis out to whole ticks in percent and keeps it within bounds', () => {
    const axis = axisOver([0.612, 0.655], 0, 1);
    expect(axis).toEqual({ low: 0.61, high: 0.66, ticks: [0.61, 0.62, 0.63, 0.64, 0.65, 0.66], digits: 0 });
    expect(axisOver([0.995, 1], 0, 1).high).toBe(1);
    expect(axisOver([0, 0.004], 0, 1).low).toBe(0);
  });

  it('shows the value axis in percent on the page', () => {
    const points: TrendPoint[] = [0.612, 0.655, 0.63].map((value, i) => ({
      commit: commitOf(i),
      time: '2026-09-01T00:00:00Z',
      value,
    }));
    const html = pageOf([{ title: 'pass@1', points }]);
    const ticks = [...html.matchAll(/<text class="tick"[^>]*>([\d.]+%)<\/text>/g)].map((match) => match[1]);
    expect(ticks).toEqual(['61%', '62%', '63%', '64%', '65%', '66%']);
  });

  it("draws the y axis in an SVG of its own over the chart, outside the chart's box, which opens at its right end", () => {
    const html = pageOf([trendSeries('pass@1', 30, { regressionAt: 28 })]);
    const row =
      /<div class="chart-row"><div class="chart-box">(<svg class="chart" (viewBox="[^"]*").*?<\/svg>)<\/div>(<svg class="y-axis" (viewBox="[^"]*") aria-hidden="true">.*?<\/svg>)<\/div>/s.exec(
        html,
      );
    expect(row).not.toBeNull();
    const [, chart, chartView, axis, axisView] = row!;
    // One size, so one scale: the tick labels sit at their gridlines.
    expect(axisView).toBe(chartView);
    expect(chart).not.toMatch(/class="(tick|panel)"/);
    expect(axis!.match(/<text class="tick"/g)).toHaveLength(charts(html).match(/<line class="(grid|zero)"/g)!.length);
    expect(axis).toContain('<text class="panel wide"');
    expect(axis).toContain('<text class="panel narrow"');
    const style = /<style>(.*?)<\/style>/s.exec(html)![1]!;
    expect(style).toMatch(/\.chart-box \{[^}]*direction: rtl;/);
    expect(style).toMatch(/svg\.chart[^{]*\{[^}]*direction: ltr;/);
    expect(style).toMatch(/svg\.y-axis \{[^}]*position: absolute;/);
  });

  it('draws the line, alone the values of a dense chart, its marks and its text at WCAG AA contrast, light and dark', () => {
    const style = /<style>(.*?)<\/style>/s.exec(pageOf([trendSeries('pass@1', 300)]))![1]!;
    const schemes = [/:root \{([^}]*)\}/, /prefers-color-scheme: dark\) \{ :root \{([^}]*)\}/].map((block) =>
      Object.fromEntries(
        [...block.exec(style)![1]!.matchAll(/--([\w-]+): (#[0-9a-f]{6}\b)/g)].map(([, name, hex]) => [name!, hex!]),
      ),
    );
    const line = /\.trend \{([^}]*)\}/.exec(style)![1]!;
    expect(line).toContain('stroke: var(--run);');
    const opacity = Number(/stroke-opacity: ([\d.]+);/.exec(line)?.[1] ?? 1);
    expect(schemes).toHaveLength(2);
    for (const colours of schemes) {
      const bg = colours.bg!;
      // WCAG 2.x: 3:1 for what a reader must see of a chart, 4.5:1 for text.
      expect(contrast(over(colours.run!, opacity, bg), bg)).toBeGreaterThanOrEqual(3);
      for (const mark of ['run', 'regression', 'improvement', 'inconclusive', 'no-regression', 'not-compared', 'axis'])
        expect(contrast(colours[mark]!, bg), mark).toBeGreaterThanOrEqual(3);
      for (const text of ['fg', 'muted', 'run', 'anchor'])
        expect(contrast(colours[text]!, bg), text).toBeGreaterThanOrEqual(4.5);
    }
  });
});

/** A colour's relative luminance, as WCAG 2.x defines it. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two colours, 1 to 21. */
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** `hex` at `opacity` over `background`. */
function over(hex: string, opacity: number, background: string): string {
  const channel = (colour: string, at: number): number => parseInt(colour.slice(at, at + 2), 16);
  const mixed = [1, 3, 5].map((at) => Math.round(opacity * channel(hex, at) + (1 - opacity) * channel(background, at)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

// The trend page as a browser shows it, offline: pages written to a temporary folder are opened from file://
// URLs by headless Chromium (Debian's package) with every host name unresolvable, inside a test harness whose
// script reads their DOM (the pages themselves have none) and prints it as JSON. One browser start for all.
// Skipped when chromium is missing, unless PASSK_GATE_REQUIRE_SHARED=1 (as under .ci/run), which makes it fail.
/** The browser, as scripts/screenshots.mjs finds it. */
const CHROMIUM = process.env.CHROMIUM ?? 'chromium';
const HAVE_CHROMIUM = spawnSync(CHROMIUM, ['--version'], { stdio: 'ignore' }).status === 0;

const FIXTURE = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'history', 'trend-page.json'), 'utf8'),
) as TrendPageInput;
const HOSTILE_TITLE = '<script>document.title="x"</script><img src=x> & "quoted"';

/** The series with its latest run tagged: a label as long as a tag's, under the rightmost column. */
function latestTagged(series: TrendPageInput['series'][0]): TrendPageInput['series'][0] {
  const points = series.points.map((point, i, all) =>
    i === all.length - 1 ? { ...point, ref: 'refs/tags/v2026.10.20' } : point,
  );
  return { ...series, points };
}

const SIZES: TrendPageInput = {
  title: HOSTILE_TITLE,
  confidence: 0.95,
  generated: '2026-10-20T12:00:00Z',
  series: [
    trendSeries('one run', 1, { anchorAt: 0 }),
    trendSeries('three runs', 3, { regressionAt: 2 }),
    trendSeries('thirty runs', 30, { regressionAt: 12, anchorAt: 29 }),
    latestTagged(trendSeries('three hundred runs', 300, { regressionAt: 150, anchorAt: 10, urls: false })),
  ],
};

/** A page that does fetch: it shows the harness sees requests when there are some. */
const FETCHING_PAGE =
  '<!doctype html><link rel="stylesheet" href="https://cdn.example.com/x.css">' +
  '<img src="https://example.com/x.png"><svg><image href="https://example.com/y.png" width="9" height="9"/></svg>';

/** Runs in the harness once every frame has loaded: what each page's DOM holds, as JSON in <pre id="report">. */
const PROBE = `
function probe(frame) {
  const d = frame.contentDocument;
  const inside = (svg, el) => {
    const box = el.getBBox(), view = svg.viewBox.baseVal;
    return box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height;
  };
  const rect = (el) => el.getBoundingClientRect();
  const overlap = (a, b) => rect(a).left < rect(b).right && rect(b).left < rect(a).right && rect(a).top < rect(b).bottom && rect(b).top < rect(a).bottom;
  // Whether a box is within the part of the scroller shown, right of the y axis's background laid over it, to half a pixel.
  const shown = (el, scroller, back) =>
    rect(el).left >= Math.max(rect(scroller).left, rect(back).right) - 0.5 && rect(el).right <= rect(scroller).right + 0.5;
  return {
    requests: frame.contentWindow.performance.getEntriesByType('resource').map((entry) => entry.name),
    title: d.querySelector('h1') && d.querySelector('h1').textContent,
    elements: [...d.querySelectorAll('*')].map((el) => el.tagName.toLowerCase()),
    charts: [...d.querySelectorAll('svg.chart')].map((svg) => {
      const row = svg.closest('.chart-row');
      const axis = row.querySelector('svg.y-axis');
      const split = [...row.querySelectorAll('text.panel')].find((t) => getComputedStyle(t).display !== 'none') || null;
      return { row, svg, axis, back: axis.querySelector('.axis-back'), scroller: svg.parentElement, split };
    }).map(({ row, svg, axis, back, scroller, split }) => ({
      role: svg.getAttribute('role'),
      label: svg.getAttribute('aria-label'),
      width: rect(svg).width,
      axis: {
        scrolls: scroller.contains(axis),
        hidden: axis.getAttribute('aria-hidden'),
        ticks: axis.querySelectorAll('text.tick').length,
        // Each tick label, whole within the frame.
        seen: [...axis.querySelectorAll('text.tick')].every((t) => rect(t).left >= 0 && rect(t).right <= d.documentElement.clientWidth),
        scale: rect(axis).width / axis.viewBox.baseVal.width,
        height: rect(axis).height,
        // Its background is the page's, so that what scrolls under it is hidden.
        opaque: getComputedStyle(back).fill === getComputedStyle(d.body).backgroundColor,
      },
      plot: {
        ticks: svg.querySelectorAll('text.tick').length,
        scale: rect(svg).width / svg.viewBox.baseVal.width,
        height: rect(svg).height,
        scrolls: scroller.scrollWidth > scroller.clientWidth,
        direction: getComputedStyle(scroller).direction,
        shown: [...svg.querySelectorAll('g.run > .hit')].map((hit) => shown(hit, scroller, back)),
        // What the axis's background hides of the chart when it does not scroll.
        hidden: [...svg.querySelectorAll('.mark, .anchor-ring, text, line, path, rect.regression-band')]
          .filter((el) => overlap(el, back)).map((el) => el.outerHTML),
      },
      runs: [...svg.querySelectorAll('g.run')].map((g) => ({
        classes: g.getAttribute('class').split(' '),
        tooltip: g.querySelector(':scope > title').textContent,
        href: g.parentElement.tagName === 'a' ? g.parentElement.getAttribute('href') : null,
        marks: [...g.querySelectorAll('.mark')].map((m) => ({
          shape: m.tagName,
          panel: split !== null && m.getBBox().y > split.getBBox().y ? 'step' : 'value',
          fill: getComputedStyle(m).fill,
        })),
      })),
      labels: [...svg.querySelectorAll('text.run-label')].map((t) => {
        const box = t.getBBox();
        return { text: t.textContent, left: box.x, right: box.x + box.width };
      }),
      anchor: svg.querySelector('text.anchor-label') && svg.querySelector('text.anchor-label').textContent,
      outside: [
        ...[...svg.querySelectorAll('.mark, .anchor-ring, text')].filter((el) => !inside(svg, el)),
        ...[...axis.querySelectorAll('text')].filter((el) => !inside(axis, el)),
      ].map((el) => el.outerHTML),
      // The titles shown (the step panel's, the x axis's), and whether each is whole within the part of the chart in view.
      titles: [...row.querySelectorAll('text.panel, text.axis-title')]
        .filter((t) => getComputedStyle(t).display !== 'none')
        .map((t) => ({ text: t.textContent, whole: rect(t).left >= rect(row).left - 0.5 && rect(t).right <= rect(row).right + 0.5 })),
      tableRows: svg.closest('section').querySelector('details tbody').rows.length,
    })),
    overflow: d.documentElement.scrollWidth - d.documentElement.clientWidth,
    verdictWidths: [...d.querySelectorAll('details[open] td:last-child')].map((td) => td.getBoundingClientRect().width),
  };
}
addEventListener('load', () => {
  const report = [...document.querySelectorAll('iframe')].map(probe);
  document.getElementById('report').textContent = JSON.stringify(report);
});
`;

interface Mark {
  shape: string;
  panel: 'value' | 'step';
  fill: string;
}
interface Chart {
  role: string;
  label: string;
  width: number;
  /** The y axis's SVG: whether it is in the plot's scroller, its tick labels, whether all are in view, its scale. */
  axis: {
    scrolls: boolean;
    hidden: string | null;
    ticks: number;
    seen: boolean;
    scale: number;
    height: number;
    opaque: boolean;
  };
  /**
   * The chart's SVG: its tick labels, scale, height, whether its box scrolls and which way, which runs it shows, what
   * of it the axis hides.
   */
  plot: {
    ticks: number;
    scale: number;
    height: number;
    scrolls: boolean;
    direction: string;
    shown: boolean[];
    hidden: string[];
  };
  runs: { classes: string[]; tooltip: string; href: string | null; marks: Mark[] }[];
  labels: { text: string; left: number; right: number }[];
  anchor: string | null;
  outside: string[];
  titles: { text: string; whole: boolean }[];
  tableRows: number;
}
interface Probe {
  requests: string[];
  title: string | null;
  elements: string[];
  charts: Chart[];
  /** How far the page is wider than its frame: what a reader would scroll sideways. */
  overflow: number;
  /** The width of each verdict cell of a table shown open. */
  verdictWidths: number[];
}

const skipped = !HAVE_CHROMIUM && !sharedRequired();
const title = skipped
  ? 'the trend page in headless Chromium (skipped: chromium is not installed; apt-get install chromium)'
  : 'the trend page in headless Chromium, offline from file://';

describe.skipIf(skipped)(title, () => {
  const html = { fixture: trendPage(FIXTURE), sizes: trendPage(SIZES) };
  let fixture: Probe;
  let sizes: Probe;
  let fetching: Probe;
  let narrow: Probe;

  beforeAll(() => {
    const dir = tempDir('passk-gate-trend-page-');
    writeFileSync(join(dir, 'fixture.html'), html.fixture);
    writeFileSync(join(dir, 'sizes.html'), html.sizes);
    writeFileSync(join(dir, 'fetching.html'), FETCHING_PAGE);
    // The fixture on a phone, its values tables open.
    writeFileSync(join(dir, 'narrow.html'), html.fixture.replaceAll('<details>', '<details open>'));
    const frames = ['fixture.html', 'sizes.html', 'fetching.html', 'narrow.html']
      .map(
        (file) => `<iframe src="${file}" style="width:${file === 'narrow.html' ? 400 : 1000}px;height:900px"></iframe>`,
      )
      .join('');
    writeFileSync(
      join(dir, 'harness.html'),
      `<!doctype html><html><body>${frames}<pre id="report"></pre><script>${PROBE}</script></body></html>`,
    );
    const result = spawnSync(
      CHROMIUM,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // No host name resolves: a page that needed the network would miss what it fetches.
        '--host-resolver-rules=MAP * ~NOTFOUND',
        // Lets the harness read the DOM of the pages it frames (file:// pages are otherwise cross-origin).
        '--allow-file-access-from-files',
        `--user-data-dir=${join(dir, 'profile')}`,
        '--window-size=1040,900',
        '--dump-dom',
        pathToFileURL(join(dir, 'harness.html')).href,
      ],
      { encoding: 'utf8', timeout: 30_000 },
    );
    if (result.error !== undefined) {
      throw new Error(`${CHROMIUM} did not run (${result.error.message}): apt-get install chromium, or set CHROMIUM`);
    }
    const report = /<pre id="report">(.*?)<\/pre>/s.exec(result.stdout)?.[1];
    if (report === undefined || report === '') {
      throw new Error(`chromium printed no report (status ${result.status}): ${result.stderr.slice(-2000)}`);
    }
    const decoded = report.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    [fixture, sizes, fetching, narrow] = JSON.parse(decoded) as [Probe, Probe, Probe, Probe];
  }, 40_000);

  it('fetches nothing: no request from the pages, while a page with remote resources is seen requesting them', () => {
    expect(fetching.requests.length).toBeGreaterThanOrEqual(2);
    expect(fixture.requests).toEqual([]);
    expect(sizes.requests).toEqual([]);
    for (const page of [fixture, sizes]) {
      expect(
        page.elements.filter((tag) => ['script', 'link', 'img', 'image', 'iframe', 'object'].includes(tag)),
      ).toEqual([]);
    }
  });

  it('holds no http(s) address but the commit links, and no script, stylesheet link, import or url()', () => {
    const commitLinks = new Set(FIXTURE.series.flatMap((series) => series.points.map((point) => point.url)));
    for (const page of [html.fixture, html.sizes]) {
      const addresses = [...page.matchAll(/\b(?:src|href)\s*=\s*"([^"]*)"/gi)].map((match) => match[1]!);
      expect(
        addresses.filter((address) => !/^https:\/\/github\.com\/acme\/coder\/commit\/[0-9a-f]{40}$/.test(address)),
      ).toEqual([]);
      expect(page).not.toMatch(/<script|<link|@import|url\(/i);
    }
    const fixtureLinks = [...html.fixture.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(new Set(fixtureLinks)).toEqual(commitLinks);
  });

  it('draws one run group per run of each series, with an accessible name and a table of the values', () => {
    expect(fixture.charts.map((chart) => chart.runs.length)).toEqual(FIXTURE.series.map((s) => s.points.length));
    expect(sizes.charts.map((chart) => chart.runs.length)).toEqual([1, 3, 30, 300]);
    for (const chart of [...fixture.charts, ...sizes.charts]) {
      expect(chart.role).toBe('img');
      expect(chart.tableRows).toBe(chart.runs.length);
      expect(chart.outside).toEqual([]);
      expect(chart.width).toBeGreaterThan(900);
    }
    expect(fixture.charts[0]!.label).toMatch(/^pass@1 · humaneval: 25 runs; .*1 regression \(/);
  });

  it("shows each run's commit, ref, time, value and step in its tooltip, and links it to its commit", () => {
    FIXTURE.series.forEach((series, s) => {
      // Each step's change as its tooltip writes it: "change +0.01 points (...)".
      const changes = fixture.charts[s]!.runs.map((run) => run.tooltip.split('\n')[3]!.split(' ')[1]!);
      const digits = distinctDigits(series.points, changes);
      fixture.charts[s]!.runs.forEach((run, i) => {
        const point = series.points[i]!;
        const lines = run.tooltip.split('\n');
        expect(lines[0]).toBe(`${point.commit.slice(0, 7)} (${point.ref})`);
        expect(lines[1]).toBe(`${point.time.slice(0, 10)} ${point.time.slice(11, 16)} UTC`);
        expect(lines[2]).toBe(`${series.title}: ${(point.value * 100).toFixed(digits[i])}%`);
        if (point.step !== undefined) {
          // A change too small for one decimal reads to its first significant digits, never 0.0.
          expect(lines[3]).toMatch(/^change [+-]?\d+\.\d+ points \(95% interval [+-]?\d+\.\d+ to [+-]?\d+\.\d+\): /);
          expect(lines[3]!.endsWith(point.step.verdict.replace('-', ' '))).toBe(true);
        }
        expect(run.href).toBe(point.url);
      });
    });
    expect(sizes.charts[3]!.runs.every((run) => run.href === null)).toBe(true);
  });

  it('flags each regression, and only those, by a triangle in both panels in a colour of its own', () => {
    FIXTURE.series.forEach((series, s) => {
      const runs = fixture.charts[s]!.runs;
      const flagged = runs.flatMap((run, i) => (run.classes.includes('regression') ? [i] : []));
      const expected = series.points.flatMap((point, i) => (point.step?.verdict === 'regression' ? [i] : []));
      expect(flagged).toEqual(expected);
      expect(flagged).toHaveLength(1);
      const marks = runs[flagged[0]!]!.marks;
      expect(marks.map((mark) => `${mark.panel} ${mark.shape}`).sort()).toEqual(['step path', 'value path']);
      const dot = runs[1]!.marks.find((mark) => mark.panel === 'value')!;
      expect(dot.shape).toBe('circle');
      expect(marks[0]!.fill).not.toBe(dot.fill);
    });
    // Among 300 runs the flagged one keeps its triangle while the others lose their dots.
    const dense = sizes.charts[3]!.runs;
    expect(dense[150]!.marks.map((mark) => mark.shape)).toEqual(['path', 'path']);
    expect(dense[149]!.marks.filter((mark) => mark.panel === 'value')).toEqual([]);
  });

  it("draws each verdict of a step by a shape and colour of its own, none like the value panel's dot", () => {
    const looks = new Map<string, Set<string>>();
    FIXTURE.series.forEach((series, s) => {
      fixture.charts[s]!.runs.forEach((run, i) => {
        const verdict = series.points[i]!.step?.verdict;
        const step = run.marks.find((mark) => mark.panel === 'step');
        if (verdict === undefined || step === undefined) return;
        looks.set(verdict, new Set([...(looks.get(verdict) ?? []), `${step.shape} ${step.fill}`]));
      });
    });
    expect([...looks.keys()].sort()).toEqual(['improvement', 'inconclusive', 'no-regression', 'regression']);
    const dot = fixture.charts[0]!.runs[1]!.marks.find((mark) => mark.panel === 'value')!;
    const all = [...looks.values()].map((set) => [...set]);
    expect(all.every((one) => one.length === 1)).toBe(true);
    expect(new Set([...all.flat(), `${dot.shape} ${dot.fill}`]).size).toBe(5);
  });

  it('marks and labels the anchor', () => {
    FIXTURE.series.forEach((series, s) => {
      const chart = fixture.charts[s]!;
      const anchors = chart.runs.flatMap((run, i) => (run.classes.includes('anchor') ? [i] : []));
      expect(anchors).toEqual([series.points.findIndex((point) => point.anchor)]);
      expect(chart.anchor).toBe(`anchor ${series.points[anchors[0]!]!.commit.slice(0, 7)}`);
    });
    expect(sizes.charts.map((chart) => chart.anchor === null)).toEqual([false, true, false, false]);
  });

  it('names runs on the x axis without overlap at 1, 3, 25, 30 and 300 runs, the latest always', () => {
    const charts = [
      ...fixture.charts.map((chart, i) => [chart, FIXTURE.series[i]!] as const),
      ...sizes.charts.map((chart, i) => [chart, SIZES.series[i]!] as const),
    ];
    for (const [chart, series] of charts) {
      expect(chart.labels.length).toBeGreaterThan(0);
      expect(chart.labels.length).toBeLessThanOrEqual(Math.min(chart.runs.length, 20));
      for (let i = 1; i < chart.labels.length; i++) {
        expect(chart.labels[i]!.left).toBeGreaterThan(chart.labels[i - 1]!.right + 4);
      }
      const latest = series.points.at(-1)!;
      const tag = latest.ref?.startsWith('refs/tags/') ? latest.ref.slice('refs/tags/'.length) : null;
      expect(chart.labels.at(-1)!.text).toBe(tag ?? latest.commit.slice(0, 7));
    }
    expect(sizes.charts[1]!.labels).toHaveLength(3);
    expect(fixture.charts[0]!.labels.map((label) => label.text)).toContain('v1.3.0');
  });

  it('keeps a phone from scrolling the page sideways: the charts and the open values tables scroll in their boxes', () => {
    expect(fixture.overflow).toBe(0);
    expect(narrow.overflow).toBe(0);
    expect(narrow.verdictWidths.length).toBe(FIXTURE.series.reduce((sum, series) => sum + series.points.length, 0));
    // A verdict, or the reason a step was not compared, is not squeezed to a word a line.
    expect(Math.min(...narrow.verdictWidths)).toBeGreaterThan(150);
  });

  it("draws the y axis outside the chart's scroller, at its scale, hiding nothing of a chart that does not scroll", () => {
    for (const chart of [...fixture.charts, ...sizes.charts, ...narrow.charts]) {
      expect(chart.axis.scrolls).toBe(false);
      expect(chart.axis.hidden).toBe('true');
      expect(chart.axis.ticks).toBeGreaterThan(0);
      expect(chart.plot.ticks).toBe(0);
      expect(chart.axis.seen).toBe(true);
      expect(chart.axis.opaque).toBe(true);
      expect(chart.axis.scale).toBeCloseTo(chart.plot.scale, 3);
      expect(Math.abs(chart.axis.height - chart.plot.height)).toBeLessThan(0.5);
    }
    for (const chart of [...fixture.charts, ...sizes.charts]) {
      expect(chart.plot.scrolls).toBe(false);
      expect(chart.plot.shown.every(Boolean)).toBe(true);
      expect(chart.plot.hidden).toEqual([]);
    }
  });

  it('shows the step panel and the x axis titled whole on a laptop and on a phone, where the titles are shorter or in view', () => {
    const dates = 'commit, 2026-09-01 to 2026-10-19';
    for (const chart of fixture.charts) {
      expect(chart.titles).toEqual([
        { text: dates, whole: true },
        { text: 'change from the previous run, points, with its 95% paired interval', whole: true },
      ]);
    }
    for (const chart of narrow.charts) {
      expect(chart.titles).toEqual([
        { text: 'change from the previous run, points', whole: true },
        { text: dates, whole: true },
      ]);
    }
  });

  it('opens the plot on a phone at its latest run, the oldest scrolled out of view, the y axis in view', () => {
    for (const chart of narrow.charts) {
      expect(chart.plot.scrolls).toBe(true);
      expect(chart.plot.direction).toBe('rtl');
      expect(chart.plot.shown.at(-1)).toBe(true);
      expect(chart.plot.shown[0]).toBe(false);
      // Text no smaller than three quarters of its size.
      expect(chart.plot.scale).toBeGreaterThanOrEqual(0.75 - 1e-9);
    }
  });

  it('shows text from users as text: the title is read back as given and adds no element', () => {
    expect(sizes.title).toBe(HOSTILE_TITLE);
  });
});

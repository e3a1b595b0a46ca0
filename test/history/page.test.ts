// The trend page as text: what each run becomes (a group with its tooltip, marks and link), what the axes say,
// that text from users cannot become markup, and that the same input gives the same bytes. What a browser makes
// of it is in page-chromium.test.ts.
import { describe, expect, it } from 'vitest';
import { axisOver, tickStep, trendPage, type TrendPageInput, type TrendPoint } from '../../src/history/page.js';
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

  it('marks no regression where there is none', () => {
    const html = pageOf([trendSeries('pass@1', 30)]);
    expect(charts(html)).toContain('class="interval no-regression"');
    expect(charts(html)).not.toMatch(/class="(?:[^"]* )?regression(?:-band)?[ "]/);
    expect(runGroups(html).filter((group) => classesOf(group).includes('regression'))).toEqual([]);
    expect(/aria-label="([^"]*)"/.exec(html)![1]).toContain('no regressions');
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
    const axisTitles = [...html.matchAll(/<text class="axis-title"[^>]*>(.*?)<\/text>/g)].map((match) => match[1]);
    expect(axisTitles).toEqual(['commit, 2026-09-01 to 2026-09-30', 'commit, 2026-09-01 to 2026-09-02']);
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
});

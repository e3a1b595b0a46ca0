// The trend page as a browser shows it, offline: pages written to a temporary folder are opened from file://
// URLs by headless Chromium (Debian's package) with every host name unresolvable, inside a test harness whose
// script reads their DOM (the pages themselves have none) and prints it as JSON. One browser start for all.
// Skipped when chromium is missing, unless PASSK_GATE_REQUIRE_SHARED=1 (as under .ci/run), which makes it fail.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { trendPage, type TrendPageInput } from '../../src/history/page.js';
import { sharedRequired } from '../support/shared.js';
import { tempDir } from '../support/temp.js';
import { trendSeries } from '../support/trend-runs.js';

/** The browser, as scripts/screenshots.mjs finds it. */
const CHROMIUM = process.env.CHROMIUM ?? 'chromium';
const HAVE_CHROMIUM = spawnSync(CHROMIUM, ['--version'], { stdio: 'ignore' }).status === 0;

const FIXTURE = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'history', 'trend-page.json'), 'utf8'),
) as TrendPageInput;
const HOSTILE_TITLE = '<script>document.title="x"</script><img src=x> & "quoted"';

const SIZES: TrendPageInput = {
  title: HOSTILE_TITLE,
  confidence: 0.95,
  generated: '2026-10-20T12:00:00Z',
  series: [
    trendSeries('one run', 1, { anchorAt: 0 }),
    trendSeries('three runs', 3, { regressionAt: 2 }),
    trendSeries('thirty runs', 30, { regressionAt: 12, anchorAt: 29 }),
    trendSeries('three hundred runs', 300, { regressionAt: 150, anchorAt: 10, urls: false }),
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
  return {
    requests: frame.contentWindow.performance.getEntriesByType('resource').map((entry) => entry.name),
    title: d.querySelector('h1') && d.querySelector('h1').textContent,
    elements: [...d.querySelectorAll('*')].map((el) => el.tagName.toLowerCase()),
    charts: [...d.querySelectorAll('svg.chart')].map((svg) => ({ svg, split: svg.querySelector('text.panel') })).map(({ svg, split }) => ({
      role: svg.getAttribute('role'),
      label: svg.getAttribute('aria-label'),
      width: svg.getBoundingClientRect().width,
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
      outside: [...svg.querySelectorAll('.mark, .anchor-ring, text')].filter((el) => !inside(svg, el)).map((el) => el.outerHTML),
      tableRows: svg.closest('section').querySelector('details tbody').rows.length,
    })),
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
  runs: { classes: string[]; tooltip: string; href: string | null; marks: Mark[] }[];
  labels: { text: string; left: number; right: number }[];
  anchor: string | null;
  outside: string[];
  tableRows: number;
}
interface Probe {
  requests: string[];
  title: string | null;
  elements: string[];
  charts: Chart[];
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

  beforeAll(() => {
    const dir = tempDir('passk-gate-trend-page-');
    writeFileSync(join(dir, 'fixture.html'), html.fixture);
    writeFileSync(join(dir, 'sizes.html'), html.sizes);
    writeFileSync(join(dir, 'fetching.html'), FETCHING_PAGE);
    const frames = ['fixture.html', 'sizes.html', 'fetching.html']
      .map((file) => `<iframe src="${file}" style="width:1000px;height:900px"></iframe>`)
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
    [fixture, sizes, fetching] = JSON.parse(decoded) as [Probe, Probe, Probe];
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
      fixture.charts[s]!.runs.forEach((run, i) => {
        const point = series.points[i]!;
        const lines = run.tooltip.split('\n');
        expect(lines[0]).toBe(`${point.commit.slice(0, 7)} (${point.ref})`);
        expect(lines[1]).toBe(`${point.time.slice(0, 10)} ${point.time.slice(11, 16)} UTC`);
        expect(lines[2]).toBe(`${series.title}: ${(point.value * 100).toFixed(1)}%`);
        if (point.step !== undefined) {
          expect(lines[3]).toMatch(/^change [+-]?\d+\.\d points \(95% interval [+-]?\d+\.\d to [+-]?\d+\.\d\): /);
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

  it('shows text from users as text: the title is read back as given and adds no element', () => {
    expect(sizes.title).toBe(HOSTILE_TITLE);
  });
});

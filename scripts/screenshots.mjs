// Pictures of the PR comment, one per verdict and two of a gate over several checks, as a reviewer sees it: the comment is rendered by cmark-gfm
// (the renderer GitHub's is built on), styled with GitHub's markdown CSS (light) in a comment frame about as
// wide as a pull request's timeline, and screenshot by headless Chromium into docs/screenshots/. Then the trend
// page of test/fixtures/history/trend-page.json at the width of a laptop's browser window (trend-page.png).
// Needs the Debian packages cmark-gfm, chromium and fonts-noto-color-emoji; not part of CI. Run: npm run screenshots
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'docs', 'screenshots');
const WIDTH = 900;
const TREND_WIDTH = 1060;
const CHROMIUM = process.env.CHROMIUM ?? 'chromium';

const work = mkdtempSync(join(tmpdir(), 'passk-gate-screenshots-'));
try {
  // The cases and the comment renderer are TypeScript: bundle them for this script.
  const entry = [
    "export { CASE_NAMES, caseReport } from './test/support/report-cases.ts';",
    "export { familyCase } from './test/support/family-cases.ts';",
    "export { commentText } from './src/publish/body.ts';",
    "export { commentMarker } from './src/publish/comment.ts';",
    "export { trendPage } from './src/history/page.ts';",
  ].join('\n');
  await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: join(work, 'cases.mjs'),
    logLevel: 'warning',
    // Bundled CommonJS dependencies (@stdlib) call require() for Node built-ins; ESM has no require of its own.
    banner: { js: "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);" },
  });
  const { CASE_NAMES, caseReport, familyCase, commentText, commentMarker, trendPage } = await import(
    pathToFileURL(join(work, 'cases.mjs'))
  );

  const css = readFileSync(join(root, 'node_modules', 'github-markdown-css', 'github-markdown-light.css'), 'utf8');
  const run = {
    url: 'https://github.com/acme/coder/actions/runs/1234567890',
    commit: '3f9c2d1e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e',
    baseCommit: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
    repoUrl: 'https://github.com/acme/coder',
    docsUrl: 'https://github.com/your-org/passk-gate/blob/v1/docs/statistics.md#how-the-gate-decides',
  };
  const shots = [
    ...CASE_NAMES.map((name) => ({ file: name, report: caseReport(name) })),
    { file: 'informational', report: caseReport('regression', 'never') },
    { file: 'regression-details', report: caseReport('regression'), open: true },
    // A gate over several checks: pass@1 and its pass@10 guard on one suite (tested jointly), three more suites.
    {
      file: 'gate',
      name: 'evals',
      report: familyCase(['no-regression', 'regression', 'inconclusive'], { joint: true }),
    },
    {
      file: 'gate-details',
      name: 'evals',
      report: familyCase(['no-regression', 'regression', 'inconclusive'], { joint: true }),
      open: 'outer',
    },
    { file: 'gate-refused', name: 'evals', report: familyCase(['no-regression', 'refused-missing-config']) },
  ];
  mkdirSync(out, { recursive: true });
  const flags = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--hide-scrollbars',
    `--user-data-dir=${join(work, 'profile')}`,
  ];
  /** Screenshots `page` `width` pixels wide and as high as its script writes into its title. */
  const shoot = (file, page, width) => {
    const html = join(work, `${file}.html`);
    writeFileSync(html, page);
    const dom = execFileSync(CHROMIUM, [...flags, `--window-size=${width},2000`, '--dump-dom', html], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const height = Math.ceil(Number(/<title>([\d.]+)<\/title>/.exec(dom)?.[1] ?? 1400));
    const png = join(out, `${file}.png`);
    execFileSync(CHROMIUM, [...flags, `--window-size=${width},${height}`, `--screenshot=${png}`, html], {
      stdio: 'ignore',
    });
    console.log(`wrote ${png} (${width}x${height})`);
  };
  for (const shot of shots) {
    const markdown = commentText(shot.report, shot.name, commentMarker(shot.name), run);
    const body = execFileSync('cmark-gfm', ['--unsafe', '-e', 'table', '-e', 'strikethrough', '-e', 'autolink'], {
      input: markdown,
      encoding: 'utf8',
    });
    const page = `<!doctype html><html><head><meta charset="utf-8"><style>${css}
      body { margin: 0; background: #fff; }
      .frame { width: ${WIDTH - 48}px; margin: 16px 24px; border: 1px solid #d1d9e0; border-radius: 6px; }
      .header { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px; border-radius: 6px 6px 0 0;
        font: 14px -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #59636e; }
      .header b { color: #1f2328; }
      .markdown-body { padding: 16px; font-size: 14px; }
    </style></head><body><div class="frame" id="comment"><div class="header"><b>github-actions</b> bot commented</div>
    <div class="markdown-body">${body}</div></div>
    <script>
      ${shot.open === 'outer' ? "document.querySelectorAll('details').forEach((d) => { d.open = !d.parentElement.closest('details'); });" : shot.open ? "document.querySelectorAll('details').forEach((d) => { d.open = true; });" : ''}
      document.title = String(document.getElementById('comment').getBoundingClientRect().bottom + 16);
    </script></body></html>`;
    shoot(shot.file, page, WIDTH);
    writeFileSync(join(work, `${shot.file}.md`), markdown);
  }
  // The trend page has no script of its own: the copy screenshot gets one that writes its height into the title.
  const history = JSON.parse(readFileSync(join(root, 'test', 'fixtures', 'history', 'trend-page.json'), 'utf8'));
  const measured = '<script>document.title = String(document.body.getBoundingClientRect().bottom);</script></body>';
  shoot('trend-page', trendPage(history).replace('</body>', measured), TREND_WIDTH);
  if (process.argv.includes('--keep')) console.log(`markdown and HTML kept in ${work}`);
} finally {
  if (!process.argv.includes('--keep')) rmSync(work, { recursive: true, force: true });
}

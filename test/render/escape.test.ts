import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { codeSpan, inertText, logText, markdownText, terminalText } from '../../src/render/escape.js';
import { levelText } from '../../src/render/format.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderTerminal } from '../../src/render/terminal.js';
import { run } from '../support/runs.js';
import { comparison } from '../support/comparisons.js';
import type { RunResults } from '../../src/common/types.js';

// GitHub renders comments as GFM with raw HTML allowed (then sanitised) and autolinks: markdown-it with
// html and linkify on is a stricter stand-in, so anything that becomes a tag or a link here would there too.
const gfm = new MarkdownIt({ html: true, linkify: true });

const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<!-- passk-gate -->',
  'a | b | c',
  'line\nbreak\r\nagain',
  '```\ninjected fence\n```',
  '`code`',
  '@octocat please look',
  'fixes #123 and org/repo#4',
  '[click](https://evil.example/x)',
  '![pixel](https://evil.example/p.png)',
  'https://evil.example/phish',
  'www.evil.example',
  '**bold** _em_ ~~strike~~',
  '&lt;b&gt;entity&lt;/b&gt;',
  '\u001b[31mred\u001b[0m',
  'x'.repeat(500),
];

function hostileRun(side: string, drop: number): RunResults {
  const problems = HOSTILE.map((id, i) => ({ id, n: 10, c: Math.max(0, 8 - (i % 3 === 0 ? drop : 0)) })).concat(
    Array.from({ length: 30 }, (_, i) => ({ id: `filler/${i}`, n: 10, c: 5 })),
  );
  return {
    ...run(`${side} ${HOSTILE[0]}.json`, problems, {
      model: `${HOSTILE[9]} ${HOSTILE[7]}`,
      config: {
        temperature: 0.8,
        top_p: 0.95,
        n: 10,
        max_tokens: 512,
        note: HOSTILE[1]!,
        [HOSTILE[3]!]: HOSTILE[5]!,
        long: HOSTILE[16]!,
      },
    }),
    warnings: [`odd row ${HOSTILE[8]}`],
  };
}

describe('markdown with hostile input', () => {
  const report = comparison(hostileRun('base', 0), hostileRun('cand', 6));
  const markdown = renderMarkdown(report, { name: HOSTILE[10] });
  const html = gfm.render(markdown);

  it('has the hostile ids in the flips (so the test exercises them)', () => {
    expect(report.checks[0]!.flips.map((f) => f.id)).toEqual(
      expect.arrayContaining([HOSTILE[0], HOSTILE[3], HOSTILE[9]]),
    );
  });

  it('creates no HTML element, link or image from input text', () => {
    expect(html).not.toMatch(/<img|<script|<a |<!--/i);
    expect(html).not.toMatch(/<(strong|em|s|del)>[^<]*(bold|em|strike)/);
  });

  it('keeps every table row to its columns', () => {
    for (const table of html.match(/<table>[\s\S]*?<\/table>/g) ?? []) {
      const rows = table.match(/<tr>[\s\S]*?<\/tr>/g)!;
      const widths = rows.map((row) => (row.match(/<t[hd][ >]/g) ?? []).length);
      expect(new Set(widths).size).toBe(1);
    }
  });

  it('keeps the only code block the chart, and the markdown lines free of input line breaks', () => {
    expect(html.match(/<pre>/g)).toHaveLength(1);
    expect(html).toContain('<pre><code class="language-mermaid">');
    expect(markdown).not.toMatch(/^injected fence$/m);
  });

  it('cannot ping users or reference issues outside code, where GitHub reads neither', () => {
    const text = html.replace(/<code>[\s\S]*?<\/code>/g, '').replace(/<[^>]+>/g, '');
    expect(text).not.toMatch(/@octocat/);
    expect(text).not.toMatch(/#123/);
    expect(text).not.toMatch(/repo#4/);
  });

  it('cuts very long values', () => {
    expect(markdown).not.toContain('x'.repeat(100));
    expect(markdown).toContain('x'.repeat(50));
  });

  it('still shows the text, escaped', () => {
    const text = html.replace(/<[^>]+>/g, '').replace(/\u2060/g, '');
    expect(text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(text).toContain('a | b | c');
  });
});

describe('terminal text', () => {
  it('drops control characters, ANSI escapes included', () => {
    expect(terminalText('\u001b[31mred\u001b[0m\nnext')).toBe(' [31mred [0m next');
    const report = comparison(hostileRun('base', 0), hostileRun('cand', 6));
    expect(renderTerminal(report)).not.toMatch(/\u001b/);
  });
});

describe('log text', () => {
  /** What GitHub's runner reads as a workflow command: `::` after leading white space, or `##[` anywhere. */
  const isCommand = (line: string) => line.trimStart().startsWith('::') || line.includes('##[');

  it('breaks a workflow command a value holds, at a line start or mid-line, and leaves other text as it is', () => {
    const text = 'a ##[error]x\n  ::warning::y\n::add-mask::z\n\t ::stop-commands::t\nstd::vector ::1 #[ok]';
    const lines = logText(text).split('\n');
    expect(text.split('\n').filter(isCommand)).toHaveLength(4);
    expect(lines.filter(isCommand)).toEqual([]);
    expect(lines).toEqual([
      'a ## [error]x',
      '  : :warning::y',
      ': :add-mask::z',
      '\t : :stop-commands::t',
      'std::vector ::1 #[ok]',
    ]);
    // Each of a line's commands, not only its first.
    expect(logText('##[group]a ##[error]b')).toBe('## [group]a ## [error]b');
  });
});

describe('escape helpers', () => {
  it('truncates by code points and marks the cut', () => {
    expect(terminalText('abcdef', 4)).toBe('abc…');
    expect(terminalText('😀😀😀', 2)).toBe('😀…');
    expect(terminalText('abc', 3)).toBe('abc');
  });

  it('escapes only what could become markup, so the text stays readable', () => {
    expect(markdownText('a|b')).toBe('a\\|b');
    expect(markdownText('<b>')).toBe('\\<b\\>');
    expect(markdownText('[x](y)')).toBe('\\[x\\](y)');
    expect(markdownText('config top_p: 0.95 (user-given)')).toBe('config top_p: 0.95 (user-given)');
    expect(markdownText('_em_ *b* ~s~ $x$ `c` &amp;')).toBe('\\_em\\_ \\*b\\* \\~s\\~ \\$x\\$ \\`c\\` \\&amp;');
    expect(markdownText('# title')).toBe('#\u2060 title');
    expect(markdownText('- item')).toBe('\\- item');
    expect(markdownText('12. item')).toBe('12\\. item');
    expect(markdownText('see GH-12 and deadbeef12')).toBe('see GH\u2060-12 and `deadbeef12`');
  });

  it('shows a hash as a code span, whole and without invisible characters, so that it copies and searches', () => {
    const digest = '84f4b93a1270b492e4c1';
    expect(markdownText(`dataset "${digest}…" and commit e5fa44f`)).toBe(
      `dataset "\`${digest}…\`" and commit \`e5fa44f\``,
    );
    expect(markdownText(`${digest} _x_ @me`)).toBe(`\`${digest}\` \\_x\\_ @\u2060me`);
    // A word of hexadecimal letters only is a word, and a number (a date in a path) a number, not a hash; the
    // number is left whole, so the path copies as written (tau2-bench names its runs 20260601-033543-612139).
    expect(markdownText('deadbeefcafe run-20260610.json 123456')).toBe('deadbe\u2060efcafe run-20260610.json 123456');
    expect(markdownText('evals/tau2/20260601-033543-612139/results.json')).toBe(
      'evals/tau2/20260601-033543-612139/results.json',
    );
    expect(markdownText('- 1234567abc')).toBe('\\- `1234567abc`');
  });

  it('shows plain words as they are and anything else as a code span', () => {
    expect(inertText('0.8')).toBe('0.8');
    expect(inertText('top_p')).toBe('top_p');
    expect(inertText('acme/coder-7b@v1.4-rl')).toBe('`acme/coder-7b@v1.4-rl`');
    expect(inertText('a1b2c3d4')).toBe('`a1b2c3d4`');
    // GitHub links GH-123 as an issue reference wherever it stands as a word.
    for (const reference of ['GH-123', 'gh-1', 'v2/GH-7', 'x.GH-12'])
      expect(inertText(reference)).toBe(`\`${reference}\``);
    expect(inertText('high-1')).toBe('high-1');
    expect(codeSpan('a `b` c')).toBe('``a `b` c``');
    expect(codeSpan('`x')).toBe('`` `x ``');
    expect(codeSpan('a|b', { table: true })).toBe('`a\\|b`');
    expect(codeSpan('line\nbreak\u202eevil')).toBe('`line break evil`');
  });
});

describe('markdown size limit', () => {
  it('drops the collapsed details first and says where the rest is', () => {
    const report = comparison(hostileRun('base', 0), hostileRun('cand', 6));
    const full = renderMarkdown(report);
    const trimmed = renderMarkdown(report, { maxLength: full.length - 100, trimmedNote: 'Full report: job summary.' });
    expect(trimmed.length).toBeLessThanOrEqual(full.length - 100);
    expect(trimmed).toContain('Full report: job summary.');
    expect(trimmed.split('\n')[2]).toBe(full.split('\n')[2]);
    expect(renderMarkdown(report, { maxLength: 300 }).length).toBeLessThanOrEqual(300);
  });
});

describe('mentions and e-mail', () => {
  it('breaks @mentions and e-mail addresses but leaves pass@k alone', () => {
    expect(markdownText('pass@1 and pass@k')).toBe('pass@1 and pass@k');
    expect(markdownText('@octocat')).toBe('@\u2060octocat');
    expect(markdownText('(@team)')).toBe('(@\u2060team)');
    expect(markdownText('me@example.com')).toBe('me@\u2060example.com');
  });
});

describe('levelText', () => {
  it('says a confidence level as given, never rounded up to 100%', () => {
    expect(levelText(0.95)).toBe('95%');
    expect(levelText(0.999)).toBe('99.9%');
    expect(levelText(0.9995)).toBe('99.95%');
    expect(levelText(0.8)).toBe('80%');
  });
});

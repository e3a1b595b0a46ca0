import { describe, expect, it } from 'vitest';
import { COMMENT_LIMITS, COMMENT_MAX_CHARS, commentText, failureText, summaryText } from '../../src/publish/body.js';
import { commentMarker } from '../../src/publish/comment.js';
import { CONFIG, baselineCounts, droppedCounts, compareWithBaseline } from '../support/counts.js';
import { run } from '../support/runs.js';
import { comparison, options as parseGateOptions } from '../support/comparisons.js';
import { gfm, HAVE_CMARK, REQUIRED, textOf } from '../support/cmark.js';

const compare = compareWithBaseline;

describe('commentText', () => {
  const marker = commentMarker('humaneval');
  const links = {
    url: 'https://github.example/o/r/actions/runs/9',
    commit: 'a'.repeat(40),
    baseCommit: 'b'.repeat(40),
    repoUrl: 'https://github.example/o/r',
    docsUrl: 'https://github.example/org/passk-gate/blob/v1/docs/statistics.md#how-the-gate-decides',
  };

  it('keeps the whole report when it fits, with a footer linking to the run', () => {
    const text = commentText(compare(droppedCounts(1)), 'humaneval', marker, links);
    expect(text.split('\n')[0]).toMatch(/^### ❌ Blocks merge: pass@1 fell \d+\.\d points$/);
    expect(text.split('\n')[2]).toMatch(
      /^`humaneval` · candidate `acme\/cand.json` vs baseline `acme\/base.json` · \d+ problems$/,
    );
    expect(text.match(/<details>/g)).toHaveLength(4);
    expect(text).toContain(
      '<summary>Runs and decoding config: 3 settings compared, all equal; 1 not recorded by either run</summary>',
    );
    expect(text).toMatch(/```mermaid\n(%%.*%%\n)?xychart-beta\n/);
    expect(text).toContain(
      '[How the gate decides](https://github.example/org/passk-gate/blob/v1/docs/statistics.md#how-the-gate-decides)',
    );
    expect(text.trimEnd().split('\n').at(-1)).toBe(
      `<sub>passk-gate · base [\`bbbbbbb\`](https://github.example/o/r/commit/${'b'.repeat(40)}) → ` +
        `head [\`aaaaaaa\`](https://github.example/o/r/commit/${'a'.repeat(40)}) · ` +
        '[workflow run](https://github.example/o/r/actions/runs/9) · ' +
        '[how the gate decides](https://github.example/org/passk-gate/blob/v1/docs/statistics.md#how-the-gate-decides)</sub>',
    );
    expect(text).not.toContain('left out');
  });

  it("drops details to stay under GitHub's limit and says where the full report is", () => {
    const config = {
      ...CONFIG,
      ...Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`extra_setting_${i}`, `value ${i}`])),
    };
    const report = comparison(
      run('b', baselineCounts(), { config: config, model: 'acme/b' }),
      run('c', droppedCounts(1), { config: config, model: 'acme/c' }),
      parseGateOptions({ resamples: '2000' }),
    );
    expect(summaryText(report, undefined).length).toBeGreaterThan(COMMENT_MAX_CHARS);
    const text = commentText(report, 'humaneval', marker, links);
    expect(marker.length + 1 + text.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(text).toContain("left out to fit GitHub's size limit for comments");
    expect(text).toContain('Blocks merge');
    expect(text).toContain('[workflow run]');
    expect(text).not.toContain('extra_setting_2999');
    // No job summary was written: the JSON report is where the rest is.
    const unsummarized = commentText(report, 'humaneval', marker, links, COMMENT_MAX_CHARS, false);
    expect(unsummarized).toContain(
      "Some details were left out to fit GitHub's size limit for comments; the JSON report (the file the step's " +
        '`report` output names) has them all.',
    );
    expect(unsummarized).not.toContain('job summary');
  });

  it('fits each of the smaller limits tried after GitHub refuses a body, keeping the headline and the link', () => {
    const config = {
      ...CONFIG,
      ...Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`extra_setting_${i}`, `value ${i}`])),
    };
    const report = comparison(
      run('b', baselineCounts(), { config: config, model: 'acme/b' }),
      run('c', droppedCounts(1), { config: config, model: 'acme/c' }),
      parseGateOptions({ resamples: '2000' }),
    );
    expect(COMMENT_LIMITS[0]).toBe(COMMENT_MAX_CHARS);
    for (const limit of COMMENT_LIMITS) {
      const text = commentText(report, 'humaneval', marker, links, limit);
      expect(marker.length + 1 + text.length).toBeLessThanOrEqual(limit);
      expect(text).toMatch(/^### ❌ Blocks merge: pass@1 fell/);
      expect(text).toContain('[workflow run]');
    }
  });
});

describe('the footer', () => {
  const run = {
    url: 'https://github.example/o/r/actions/runs/9',
    repoUrl: 'https://github.example/o/r',
  };

  it('links only commits that are hex SHAs; a branch or tag name is left out', () => {
    const report = compare(droppedCounts(1));
    const footerOf = (commit: string, baseCommit?: string) =>
      summaryText(report, undefined, { ...run, commit, ...(baseCommit === undefined ? {} : { baseCommit }) })
        .trimEnd()
        .split('\n')
        .at(-1);
    expect(footerOf('0123abc')).toBe(
      '<sub>passk-gate · head [`0123abc`](https://github.example/o/r/commit/0123abc)</sub>',
    );
    expect(footerOf('refs/heads/main')).not.toContain('commit/');
    expect(footerOf('release-v1', 'main')).not.toContain('commit/');
    // A base that is not a SHA: the head alone is named.
    expect(footerOf('0123abc', 'main')).toBe(
      '<sub>passk-gate · head [`0123abc`](https://github.example/o/r/commit/0123abc)</sub>',
    );
  });

  it("links the workflow run in the comment, never in the job summary, which is on that run's page", () => {
    const report = compare(droppedCounts(1));
    const marker = commentMarker('humaneval');
    expect(commentText(report, 'humaneval', marker, run)).toContain(`[workflow run](${run.url})`);
    expect(summaryText(report, 'humaneval', run)).not.toContain('workflow run');
    expect(failureText('nope.json: no such file', undefined, run, true)).toContain(`[workflow run](${run.url})`);
    expect(failureText('nope.json: no such file', undefined, run, false)).not.toContain('workflow run');
  });
});

describe('commentText at the edge of the limit', () => {
  it('counts the newline after the marker: a body one character over the limit is cut instead', () => {
    const report = compare(droppedCounts(1));
    const marker = commentMarker('humaneval');
    const run = { url: 'https://github.example/o/r/actions/runs/9' };
    const whole = commentText(report, 'humaneval', marker, run);
    // Room for exactly the whole report, marker line included: it is kept whole.
    expect(commentText(report, 'humaneval', marker, run, marker.length + 1 + whole.length)).toBe(whole);
    // One character less: the body the gate sends, marker and newline included, still fits.
    const limit = marker.length + whole.length;
    const cut = commentText(report, 'humaneval', marker, run, limit);
    expect(`${marker}\n${cut}`.length).toBeLessThanOrEqual(limit);
    expect(cut).toContain("left out to fit GitHub's size limit for comments");
  });
});

describe('failureText', () => {
  it('says the gate could not run in sentences that start with a capital, named or not', () => {
    for (const name of [undefined, 'humaneval']) {
      const paragraph = failureText('nope.json: no such file', name, {}, false).split('\n\n')[1]!;
      expect(paragraph.replace(/^`humaneval` · /, '')).toMatch(/^The check fails until the error below is fixed\./);
    }
  });

  it('points to the workflow log only when the error is cut here, the log holding no more than its line', () => {
    const whole = failureText('nope.json: no such file', undefined, {}, false);
    expect(whole).not.toContain('workflow log');
    expect(whole).toContain('\n> nope.json: no such file\n');
    // A 2,001-character message: cut to 2,000 with an ellipsis, and the log has it whole.
    const long = `${'x'.repeat(1990)} tail-of-it`;
    const cut = failureText(long, undefined, {}, false);
    expect(cut.split('\n\n')[1]).toBe(
      'The check fails until the error below is fixed. It is cut here: the workflow log has it whole.',
    );
    expect(cut).toContain(`\n> ${'x'.repeat(1990)} tail-of-…\n`);
    expect(failureText(long.slice(1), undefined, {}, false)).not.toContain('workflow log');
    // CRLF line ends show as one space each: 2,400 characters as written, 2,000 shown, so nothing is cut.
    const crlf = 'line\r\n'.repeat(400);
    const shown = failureText(crlf, undefined, {}, false);
    expect(shown).not.toContain('workflow log');
    expect(shown).toContain(`\n> ${'line '.repeat(400)}\n`);
  });
});

describe.skipIf(!HAVE_CMARK && !REQUIRED)('failureText, rendered by cmark-gfm', () => {
  it('shows the error in a block quote that wraps, its markup, mentions and links inert', () => {
    const message =
      'runs/<img src=x>.json: 164 problems have fewer samples than k = 50 (smallest n = 20): `a`, *b*, [c](d), ' +
      '@someone, #12, https://example.com/x and 159 more; so use a smaller k or generate more samples\n```\n# not a heading';
    const html = gfm(failureText(message, undefined, {}, false));
    // No code block: GitHub does not wrap one, and the cause and the fix would sit off-screen.
    expect(html).not.toContain('<pre');
    const quote = /<blockquote>\n<p>([\s\S]*?)<\/p>\n<\/blockquote>/.exec(html);
    expect(quote).not.toBeNull();
    expect(quote![1]).not.toMatch(/<(?!\/?p>)[a-z/]/);
    // The reader sees the message as written, on one line, with invisible word joiners that stop mentions,
    // issue references and autolinks.
    expect(textOf(quote![1]!).replace(/\u2060/g, '')).toBe(message.replace(/\n/g, ' '));
    expect(html).not.toMatch(/@someone|#12|https:\/\//);
  });
});

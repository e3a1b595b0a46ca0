// The PR comment as GitHub renders it: every verdict under every fail-on goes through cmark-gfm (the renderer
// GitHub's is built on, Debian package cmark-gfm), and line one must state the decision the exit status
// carries, no link, image or mention may come from file text, a refusal must hold a fix that works when
// pasted, and the plain text (what the e-mail of a comment shows) must stay readable.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../../src/cli.js';
import { exitStatus } from '../../src/gate.js';
import { parseOptions } from '../../src/config/options.js';
import { commentText } from '../../src/publish/body.js';
import { commentMarker } from '../../src/publish/comment.js';
import { mergeUserConfig, parseConfigPairs } from '../../src/load/user-config.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderTerminal } from '../../src/render/terminal.js';
import { comparison } from '../support/runs.js';
import { commandLines } from '../support/terminal.js';
import type { GateReport } from '../../src/compare/model.js';
import {
  fenced,
  gfm,
  HAVE_CMARK,
  HOSTILE_IDS,
  HOSTILE_MODEL,
  OUR_LINKS,
  REQUIRED,
  RUN,
  textOf,
} from '../support/cmark.js';
import {
  CANDIDATE_MODEL,
  CASE_NAMES,
  caseReport,
  reportCase,
  SAMPLING,
  type CaseName,
} from '../support/report-cases.js';

function hostileReport(name: CaseName, failOn: string): GateReport {
  const { baseline, candidate, options } = reportCase(name, HOSTILE_IDS);
  return comparison(
    { ...baseline, model: HOSTILE_MODEL },
    candidate,
    parseOptions({ resamples: '2000', ...options, 'fail-on': failOn }),
  );
}

/** Splits a command line the way a POSIX shell does (the shell itself does it), expanding nothing else. */
function shellSplit(command: string): string[] {
  const result = spawnSync('sh', ['-c', `set -- ${command}; printf '%s\\0' "$@"`], { encoding: 'utf8' });
  return result.stdout.split('\0').slice(0, -1);
}

const FAIL_ON = ['regression', 'inconclusive', 'never'] as const;

describe.skipIf(!HAVE_CMARK && !REQUIRED)('the PR comment, rendered by cmark-gfm', () => {
  beforeAll(() => {
    if (!HAVE_CMARK)
      throw new Error('cmark-gfm is required here (CI or PASSK_GATE_REQUIRE_TOOLS): apt-get install -y cmark-gfm');
  });

  it('covers every verdict', () => {
    expect(CASE_NAMES.map((name) => caseReport(name).verdict)).toEqual([
      'regression',
      'improvement',
      'no-regression',
      'inconclusive',
      'refused',
      'refused',
    ]);
  });

  describe.each(CASE_NAMES)('%s', (name) => {
    it.each(FAIL_ON)('under fail-on %s: line one states the decision the exit status carries', (failOn) => {
      const report = hostileReport(name, failOn);
      const markdown = commentText(report, '@octocat gate', commentMarker('x'), RUN);
      const html = gfm(markdown);
      const first = /^<h3>([\s\S]*?)<\/h3>/.exec(html);
      expect(first, html.slice(0, 200)).not.toBeNull();
      const line = textOf(first![1]!);
      const status = exitStatus(report);
      if (status !== 0) expect(line).toMatch(/^(⛔|❌) Blocks merge(: |, not enough evidence: )/);
      else if (failOn === 'never') expect(line).toMatch(/^ℹ️ Informational: this gate does not block/);
      else
        expect(line).toMatch(
          report.verdict === 'inconclusive' ? /^⚠️ Can merge, not enough evidence: / : /^✅ Can merge: /,
        );
      expect(status === 0).toBe(!line.includes('Blocks merge'));
      if (report.verdict === 'regression' && failOn === 'never') expect(line).toContain('It would have blocked');
      if (report.verdict === 'inconclusive') {
        // Whether it blocks, and why, right under line one.
        expect(textOf(html.split('</h3>')[1]!.split('<table>')[0]!)).toMatch(
          failOn === 'inconclusive'
            ? /With fail-on inconclusive the suite must show/
            : failOn === 'regression'
              ? /With fail-on regression only a drop the suite can show blocks the merge\./
              : /Only \d+ problems changed, all \d+ worse: too few to tell from run-to-run noise/,
        );
      }
      // The terminal's line one is the same decision, in the same words.
      expect(renderTerminal(report).split('\n')[0]).toBe(line.replace(/^\S+ /, ''));
    });

    it.each(FAIL_ON)('under fail-on %s: no link, image or mention comes from file text', (failOn) => {
      const report = hostileReport(name, failOn);
      const html = gfm(commentText(report, '@octocat gate', commentMarker('x'), RUN));
      expect(html).not.toMatch(/<img|<script|<iframe/i);
      for (const [, href] of html.matchAll(/<a href="([^"]*)"/g)) expect(OUR_LINKS).toContain(href);
      const prose = textOf(html.replace(/<code>[\s\S]*?<\/code>/g, ' ').replace(/<pre>[\s\S]*?<\/pre>/g, ' '));
      expect(prose).not.toMatch(/@octocat|#\d|https?:\/\/evil|www\.evil|evil\.example\/|a1b2c3d/);
      // Every hostile text is still shown, as written, inside code.
      if (report.checks[0]!.delta !== null)
        expect(html).toContain('<code>@octocat [x](https://evil.example) ![x](y) #123');
    });
  });

  it('gives a single-k comparison no chart and no other budgets', () => {
    const single = caseReport('inconclusive');
    expect(single.checks[0]!.curve).toHaveLength(1);
    expect(renderMarkdown(single)).not.toMatch(/mermaid|xychart|other budgets/);
    const several = caseReport('regression');
    expect(several.checks[0]!.curve.length).toBeGreaterThan(1);
    const html = gfm(renderMarkdown(several));
    const chart = html.indexOf('language-mermaid');
    expect(chart).toBeGreaterThan(html.indexOf('<details>'));
    expect(html).toContain('<strong>1</strong> (gate)');
  });

  it('keeps the plain text of an ordinary comment free of backslash escapes', () => {
    for (const name of CASE_NAMES) {
      const markdown = commentText(caseReport(name), 'HumanEval', commentMarker('x'), RUN);
      expect(markdown, name).not.toContain('\\');
      expect(markdown, name).toContain(`\`${CANDIDATE_MODEL}\``);
      // Every hostile text reads as written in the plain text too (inside backticks).
      const hostile = commentText(hostileReport(name, 'regression'), undefined, commentMarker('x'), RUN);
      expect(hostile).toContain(`\`${HOSTILE_MODEL}\``);
    }
  });

  it('offers both ways out of a temperature mismatch', () => {
    const html = gfm(commentText(caseReport('refused-config'), undefined, commentMarker('x'), RUN));
    const text = textOf(html);
    expect(text).toMatch(/^⛔ Blocks merge: not compared, temperature differs \(baseline 0\.8, candidate 0\.2\)/);
    expect(text).toContain("Re-run the candidate's eval at temperature 0.8, as the baseline was run.");
    expect(text).toContain('Or, if serving has moved to temperature 0.2, regenerate the baseline at temperature 0.2');
    expect(text.match(/refused/gi) ?? []).toHaveLength(0);
  });

  it('gives the fix for a config the candidate does not record as a with: block that works when pasted', () => {
    const report = caseReport('refused-missing-config');
    const blocks = fenced(renderMarkdown(report), 'yaml');
    expect(blocks).toHaveLength(1);
    const step = parse(blocks[0]!.join('\n')) as { with: Record<string, string> };
    expect(step).toEqual({ with: { 'candidate-config': 'temperature=0.8,top_p=0.95,max_tokens=512' } });
    // Paste it: the candidate's file (n only) with that input is compared, not refused.
    const { baseline, candidate, options } = reportCase('refused-missing-config');
    const recorded = { ...candidate, config: { n: 20 }, configSources: { n: 'file' as const } };
    const fixed = mergeUserConfig(
      recorded,
      parseConfigPairs(step.with['candidate-config']!, 'input candidate-config'),
      'input candidate-config',
    );
    const after = comparison(baseline, fixed, parseOptions({ resamples: '200', ...options }));
    expect(after.verdict).not.toBe('refused');
  });

  it('leaves a value no run records empty, so that pasting it unedited is refused, not passed', () => {
    const { baseline, candidate } = reportCase('regression');
    const bare = (run: typeof baseline) => ({ ...run, config: { n: 20 }, configSources: {} });
    const report = comparison(bare(baseline), bare(candidate), parseOptions({ resamples: '200' }));
    const step = parse(fenced(renderMarkdown(report), 'yaml')[0]!.join('\n')) as { with: Record<string, string> };
    expect(step.with).toEqual({
      'baseline-config': 'temperature=',
      'candidate-config': 'temperature=',
    });
    expect(() => parseConfigPairs(step.with['baseline-config']!, 'input baseline-config')).toThrow(
      'temperature has no value',
    );
  });

  it('gives the CLI a command line that works when pasted, in the terminal and in --markdown', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'passk-gate-fix-'));
    try {
      const { baseline, candidate } = reportCase('refused-missing-config');
      const write = (file: string, run: typeof baseline, config: Record<string, unknown>) => {
        const path = join(dir, file);
        writeFileSync(
          path,
          JSON.stringify({ format: 'passk-results/v1', model: run.model, config, problems: run.problems }),
        );
        return path;
      };
      const base = write('base.json', baseline, SAMPLING);
      // A path the shell would expand if the command were not quoted.
      const cand = write(`cand $(echo PWNED) 'q'.json`, candidate, { n: 20 });
      const markdown = join(dir, 'report.md');
      const io = { out: '', err: '' };
      const sink = { stdout: (t: string) => (io.out += t), stderr: (t: string) => (io.err += t) };
      const args = ['compare', '--baseline', base, '--candidate', cand, '--candidate-config=temperature=0.8'];
      expect(await runCli([...args, '--markdown', markdown], sink, 'test')).toBe(3);
      // The terminal breaks the command between arguments with ` \`: what is pasted is all of its lines.
      const words = shellSplit(commandLines(io.out).join('\n'));
      expect(words).toEqual([
        'passk-gate',
        ...args.slice(0, 5),
        '--markdown',
        markdown,
        '--candidate-config',
        'temperature=0.8,top_p=0.95,max_tokens=512',
      ]);
      const [block] = fenced(readFileSync(markdown, 'utf8'), 'sh');
      expect(block!.length).toBeGreaterThan(1);
      expect(shellSplit(block!.join('\n'))).toEqual(words);
      const fixed = { stdout: () => undefined, stderr: () => undefined };
      expect(await runCli(words.slice(1), fixed, 'test')).not.toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

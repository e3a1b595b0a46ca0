// The PR comment as GitHub renders it: every verdict under every fail-on goes through cmark-gfm (the renderer
// GitHub's is built on, Debian package cmark-gfm), and line one must state the decision the exit status
// carries, no link, image or mention may come from file text, a refusal must hold a fix that works when
// pasted, and the plain text (what the e-mail of a comment shows) must stay readable. The same for the report of
// a gate over several checks, in every combination of verdicts, fail-on and multiplicity; then what the report
// shows above the fold, and how it says the interval was computed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { runCli } from '../../src/cli.js';
import type { Multiplicity, ProblemCounts } from '../../src/common/types.js';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { exitStatus } from '../../src/gate.js';
import { parseOptions } from '../../src/config/options.js';
import { commentText } from '../../src/publish/body.js';
import { commentMarker } from '../../src/publish/comment.js';
import { mergeUserConfig, parseConfigPairs } from '../../src/load/user-config.js';
import { checkName } from '../../src/render/decision.js';
import { htmlCode } from '../../src/render/escape.js';
import { levelBelow, powerSentence } from '../../src/render/format.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderTerminal } from '../../src/render/terminal.js';
import { familyCase, familyChecks } from '../support/family-cases.js';
import { expectValidGateReport } from '../support/report-schema.js';
import { comparison, gate } from '../support/comparisons.js';
import { run } from '../support/runs.js';
import { tempDir } from '../support/temp.js';
import { runOf } from '../simulation/population.js';
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
              ? /With fail-on regression only a drop the suite can show blocks the merge; fail-on inconclusive would block this too\./
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

  it("calls a drift check's baseline side the anchor in its per-problem and other-budget tables, as elsewhere", () => {
    const report = caseReport('regression');
    report.checks[0]!.anchor = { commit: 'e'.repeat(40), ref: null, time: '2026-11-01T00:00:00Z' };
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('| problem | anchor | candidate | change (points) |');
    expect(markdown).toContain('| anchor (%) |');
    expect(markdown).toContain('Anchor in grey, candidate in blue.');
    expect(markdown).not.toMatch(/\| problem \| baseline|\| baseline \(%\)/);
    const terminal = renderTerminal(report);
    expect(terminal).toMatch(/\n {2}anchor +\d/);
    expect(terminal).not.toMatch(/\n {2}baseline +\d/);
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

const VERDICTS: readonly CaseName[] = ['regression', 'improvement', 'no-regression', 'inconclusive', 'refused-config'];

/** Gates whose checks all have one verdict (two checks each), and one with every verdict. */
const COMPOSITIONS: readonly (readonly CaseName[])[] = [
  ...VERDICTS.map((verdict) => [verdict, verdict]),
  ['no-regression', 'regression', 'improvement', 'inconclusive', 'refused-missing-config'],
];
const METHODS: readonly Multiplicity[] = ['holm', 'bonferroni', 'none'];

const HOSTILE_NAMES = (verdict: CaseName, i: number): string =>
  [`@octocat ${verdict}`, `https://evil.example/${i}`, `#12${i} ![x](y)`, `www.evil.example ${i}`, `a1b2c3d4e5 ${i}`][
    i % 5
  ]!;

function hostile(cases: readonly CaseName[], failOn: string, method: Multiplicity): GateReport {
  const checks = familyChecks(cases, { failOn, ids: HOSTILE_IDS, names: HOSTILE_NAMES });
  for (const check of checks) check.baseline = { ...check.baseline, model: HOSTILE_MODEL };
  return gate(checks, { method, configFile: 'passk-gate.yml' });
}

const reports = new Map<string, GateReport>();
function report(cases: readonly CaseName[], failOn: string, method: Multiplicity): GateReport {
  const key = `${cases.join()}|${failOn}|${method}`;
  if (!reports.has(key)) reports.set(key, familyCase(cases, { failOn, method, joint: cases.length > 2 }));
  return reports.get(key)!;
}

describe.skipIf(!HAVE_CMARK && !REQUIRED)('the report of a gate over several checks, rendered by cmark-gfm', () => {
  beforeAll(() => {
    if (!HAVE_CMARK)
      throw new Error('cmark-gfm is required here (CI or PASSK_GATE_REQUIRE_TOOLS): apt-get install -y cmark-gfm');
  });

  it('has checks of every verdict, and of the same problems tested jointly', () => {
    const mixed = report(COMPOSITIONS.at(-1)!, 'regression', 'holm');
    expect(mixed.checks.map((c) => c.verdict)).toEqual([
      'no-regression',
      'inconclusive',
      'no-regression',
      'regression',
      'improvement',
      'inconclusive',
      'refused',
    ]);
    for (const verdict of VERDICTS) {
      const same = report([verdict, verdict], 'regression', 'holm');
      expect(same.checks.every((c) => c.verdict === (verdict === 'refused-config' ? 'refused' : verdict))).toBe(true);
    }
    expect(mixed.multiplicity.joint).toEqual([['APPS', 'APPS pass@10 guard']]);
  });

  describe.each(COMPOSITIONS.map((cases) => [cases.join(', '), cases] as const))('%s', (_, cases) => {
    it.each(FAIL_ON.flatMap((failOn) => METHODS.map((method) => [failOn, method] as const)))(
      'under fail-on %s, multiplicity %s: line one states the decision the exit status carries',
      (failOn, method) => {
        const gate = report(cases, failOn, method);
        expectValidGateReport(gate);
        const html = gfm(commentText(gate, 'eval gate', commentMarker('eval gate'), RUN));
        const line = textOf(/^<h3>([\s\S]*?)<\/h3>/.exec(html)![1]!);
        const status = exitStatus(gate);
        expect(status).toBe(gate.decision === 'refused' ? 3 : gate.decision === 'fail' ? 1 : 0);
        if (status !== 0) expect(line).toMatch(/^(⛔|❌) Blocks merge: /);
        else if (failOn === 'never') expect(line).toMatch(/^ℹ️ Informational: this gate does not block/);
        else expect(line).toMatch(/^(✅|⚠️) Can merge: /);
        // Line one names the failing checks, the worst two by name: refused first, then the largest drops
        // beyond the limit.
        const beyond = (c: (typeof gate.checks)[number]) =>
          c.delta === null ? -Infinity : c.delta.value + c.delta.margin;
        const failing = gate.checks.filter((c) => c.failed).sort((a, b) => beyond(a) - beyond(b));
        if (status !== 0) for (const check of failing.slice(0, 2)) expect(line).toContain(check.name);
        if (failing.length > 2) expect(line).toContain(`and ${failing.length - 2} more`);
        if (failOn === 'never' && gate.checks.some((c) => c.verdict === 'regression') && status === 0)
          expect(line).toContain('It would have blocked');
        // The terminal's line one is the same decision, in the same words.
        expect(renderTerminal(gate).split('\n')[0]).toBe(line.replace(/^\S+ /, ''));
        // One table row per check, then the error rate in one plain sentence.
        const table = /<table>([\s\S]*?)<\/table>/.exec(html)![1]!;
        expect(table.match(/<tr>/g)).toHaveLength(gate.checks.length + 1);
        const after = textOf(html.slice(html.indexOf('</table>'), html.indexOf('<details>')));
        expect(after).toContain(
          method === 'none'
            ? `${gate.checks.length} checks, each held to 5% on its own (multiplicity none): the error rate is per check`
            : `${gate.checks.length} checks; the chance that any of them fails by noise alone is held to 5%`,
        );
        // A collapsed section per check, named as in its row.
        const summaries = [...html.matchAll(/<summary>([\s\S]*?)<\/summary>/g)].map((m) => textOf(m[1]!));
        for (const check of gate.checks)
          expect(summaries.some((s) => /^[ :]/.test(s.slice(check.name.length)) && s.startsWith(check.name))).toBe(
            true,
          );
        // A refused check says it is not compared in its row, and its fix follows the table.
        for (const check of gate.checks.filter((c) => c.verdict === 'refused')) {
          expect(table).toContain('⛔ not compared');
          expect(after).toContain(`${checkName(gate, check, (name) => name)} is not compared.`);
          expect(after).toContain(`To fix it, in the check at line ${check.line} of passk-gate.yml`);
        }
      },
    );
  });

  it.each(FAIL_ON)('under fail-on %s: no link, image or mention comes from file text or check names', (failOn) => {
    for (const method of METHODS) {
      const gate = hostile(COMPOSITIONS.at(-1)!, failOn, method);
      expectValidGateReport(gate);
      const html = gfm(commentText(gate, '@octocat gate', commentMarker('x'), RUN));
      expect(html).not.toMatch(/<img|<script|<iframe/i);
      for (const [, href] of html.matchAll(/<a href="([^"]*)"/g)) expect(OUR_LINKS).toContain(href);
      const prose = textOf(html.replace(/<code>[\s\S]*?<\/code>/g, ' ').replace(/<pre>[\s\S]*?<\/pre>/g, ' '));
      expect(prose).not.toMatch(/@octocat|#\d|https?:\/\/evil|www\.evil|evil\.example\/|a1b2c3d/);
      // The hostile texts are shown as written, inside code.
      expect(html).toContain('<code>@octocat no-regression</code>');
      expect(html).toContain('<code>@octocat [x](https://evil.example) ![x](y) #123 a1b2c3d4e5</code>');
    }
  });

  it('says under multiplicity none that the error rate is per check, and under holm how each check was tested', () => {
    const cases: CaseName[] = ['no-regression', 'regression', 'improvement'];
    const none = textOf(
      gfm(commentText(report(cases, 'regression', 'none'), undefined, commentMarker(undefined), RUN)),
    );
    expect(none).toContain('the error rate is per check');
    expect(none).toContain('95% interval');
    expect(none).not.toContain('family-wise');
    // The terminal report says the method on its last line, as with holm.
    const noneLines = renderTerminal(report(cases, 'regression', 'none'))
      .trimEnd()
      .split('\n');
    expect(noneLines.at(-1)).toBe('Method: multiplicity none: each check tested on its own at 0.05.');
    const holmLines = renderTerminal(report(cases, 'regression', 'holm'))
      .trimEnd()
      .split('\n');
    expect(holmLines.at(-1)).toMatch(/^Method: Holm's step-down method/);
    const holm = textOf(
      gfm(commentText(report(cases, 'regression', 'holm'), undefined, commentMarker(undefined), RUN)),
    );
    expect(holm).toContain('95% interval (all checks together)');
    // MBPP (the regression) and HumanEval+ (the improvement) claim a change at steps 1 and 2 of 5; the step-down
    // stops at step 3, where the others are tested; APPS and its guard are tested jointly.
    expect(holm).toMatch(
      /MBPP pass@1: ❌ regression, -4\.5 points[\s\S]*Interval at 98\.\d+% \(Holm step [12] of 5\); sign-flip test p < 0\.001, adjusted p = 0\.00\d+\./,
    );
    expect(holm).toMatch(
      /Interval at 9\d\.\d+% \(Holm step 3 of 5, where the method stopped, jointly with APPS pass@10 guard\)/,
    );
  });

  it('gives a refused check its fix as the check keys of the config file, which work when pasted', async () => {
    const dir = tempDir('passk-family-fix-');
    const write = (file: string, run: ReturnType<typeof reportCase>['baseline'], config: object) => {
      writeFileSync(
        join(dir, file),
        JSON.stringify({ format: 'passk-results/v1', model: run.model, config, problems: run.problems }),
      );
      return file;
    };
    const refused = reportCase('refused-missing-config');
    const fine = reportCase('no-regression');
    const config = {
      checks: [
        {
          name: 'HumanEval',
          baseline: write('a.json', fine.baseline, SAMPLING),
          candidate: write('b.json', fine.candidate, SAMPLING),
          margin: 0.02,
        },
        {
          name: 'DS-1000',
          baseline: write('c.json', refused.baseline, SAMPLING),
          candidate: write('d.json', refused.candidate, { n: 20 }),
        },
      ],
    };
    const path = join(dir, 'passk-gate.yml');
    writeFileSync(path, stringify(config));
    const quiet = { stdout: () => undefined, stderr: () => undefined };
    const markdown = join(dir, 'report.md');
    const json = join(dir, 'report.json');
    expect(await runCli(['gate', '--config', path, '--markdown', markdown, '--json', json], quiet, 'test')).toBe(3);
    const before = JSON.parse(readFileSync(json, 'utf8')) as GateReport;
    expectValidGateReport(before);
    // The other check is still computed and shown.
    expect(before.checks.map((c) => c.verdict)).toEqual(['no-regression', 'refused']);
    const blocks = fenced(readFileSync(markdown, 'utf8'), 'yaml');
    expect(blocks).toHaveLength(1);
    const fix = parse(blocks[0]!.join('\n')) as { checks: Record<string, string>[] };
    expect(fix).toEqual({
      checks: [{ name: 'DS-1000', 'candidate-config': 'temperature=0.8,top_p=0.95,max_tokens=512' }],
    });
    // Paste the keys into the check of that name: the gate now compares it.
    Object.assign(
      config.checks.find((c) => c.name === fix.checks[0]!.name)!,
      fix.checks[0],
    );
    writeFileSync(path, stringify(config));
    expect(await runCli(['gate', '--config', path, '--json', json], quiet, 'test')).not.toBe(3);
    expect((JSON.parse(readFileSync(json, 'utf8')) as GateReport).checks[1]!.verdict).not.toBe('refused');

    // A JSON config file gets its fix as JSON, which pasted keeps the file JSON, in the comment and the terminal.
    delete (config.checks[1] as Record<string, unknown>)['candidate-config'];
    const jsonPath = join(dir, 'passk-gate.json');
    writeFileSync(jsonPath, JSON.stringify(config, null, 2));
    const terminal: string[] = [];
    const io = { stdout: (text: string) => terminal.push(text), stderr: () => undefined };
    expect(await runCli(['gate', '--config', jsonPath, '--markdown', markdown], io, 'test')).toBe(3);
    expect(fenced(readFileSync(markdown, 'utf8'), 'yaml')).toEqual([]);
    const jsonBlocks = fenced(readFileSync(markdown, 'utf8'), 'json');
    expect(jsonBlocks).toHaveLength(1);
    const jsonFix = JSON.parse(`{${jsonBlocks[0]!.join('\n')}}`) as { checks: Record<string, string>[] };
    expect(jsonFix).toEqual(fix);
    expect(terminal.join('')).toContain(`      "checks": [\n        {\n          "name": "DS-1000",\n`);
  });
});

describe('the gate report above the fold, and in its details', () => {
  const report = familyCase(['no-regression', 'regression', 'inconclusive'], { joint: true });
  const markdown = renderMarkdown(report);
  const [above, below] = [
    markdown.slice(0, markdown.indexOf('<details>')),
    markdown.slice(markdown.indexOf('<details>')),
  ];
  const terminal = renderTerminal(report);

  it('says the error rate in plain words and names the method only with how it was computed', () => {
    const plain = '5 checks; the chance that any of them fails by noise alone is held to 5%.';
    expect(above).toContain(`\n${plain}\n`);
    expect(above).toContain('| 95% interval (all checks together) |');
    expect(above).not.toMatch(/Holm|family-wise|jointly/);
    expect(below).toMatch(
      /<summary>How this was computed<\/summary>\n\n[\s\S]*\*\*Family-wise error \(Holm's step-down method\)\.\*\*/,
    );
    expect(terminal).toContain(`\n  ${plain}\n`);
    expect(terminal).toMatch(
      /^ {2}check +baseline +candidate +change \(points\) +95% interval \(all checks together\) +limit +status$/m,
    );
    // The levels are the ones the report stores: the joint set makes them less strict than 0.05 / (5 - i + 1).
    const step = (i: number) => report.checks.find((c) => c.multiplicity.step === i)!.multiplicity.level;
    const stopped = report.checks.find((c) => c.multiplicity.step === null)!.multiplicity.level;
    expect(step(1)).toBeGreaterThan(0.05 / 5);
    const levels = `step 1 at ${levelBelow(step(1))}, step 2 at ${levelBelow(stopped)}, where it stopped`;
    expect(terminal.trimEnd().split('\n').at(-1)).toBe(
      "Method: Holm's step-down method over the checks' sign-flip p-values; checks of the same problems are " +
        `tested jointly, which is less strict when they move together: ${levels}.`,
    );
    expect(below).toContain(`each is tested at its step's level (${levels}; not 0.05 / (5 − i + 1)`);
    expect(below).not.toContain('the i-th of the 5 is tested at 0.05 / (5 − i + 1)');
  });

  it('says what each check can catch in its details, whatever its verdict', () => {
    for (const check of report.checks) {
      const power = powerSentence(check)!;
      const name = checkName(report, check, (text) => htmlCode(text, 60));
      const section = below.slice(below.indexOf(`<summary>${name}:`));
      expect(section.slice(0, section.indexOf('</details>'))).toContain(`\n${power}`);
      expect(terminal).toContain(`\n  ${power}`);
    }
    expect(report.checks.map((check) => check.verdict)).toContain('regression');
  });
});

describe("line one of a gate's comment", () => {
  it('shows each check it names as a code span, as the table does, whether or not the name has a space', () => {
    const names = ['EvalPlus', 'Qwen swap'];
    const report = familyCase(['regression', 'refused-config'], { names: (_, i) => names[i]! });
    const markdown = renderMarkdown(report);
    const lineOne = markdown.split('\n')[0]!;
    expect(lineOne).toMatch(/^### ⛔ Blocks merge: 2 of 2 checks fail: /);
    for (const name of names) {
      expect(lineOne).toContain(`\`${name}\``);
      expect(markdown).toMatch(new RegExp(`^\\| \`${name}\``, 'm'));
    }
  });
});

// 60 problems; every third loses 2 of its 10 passes. With `group`, 20 groups of 3.
function problems(shift: number, grouped: boolean): ProblemCounts[] {
  return Array.from({ length: 60 }, (_, i) => ({
    id: `p${i}`,
    n: 10,
    c: Math.max(0, ((i * 7) % 11) - (i % 3 === 0 ? shift : 0)),
    ...(grouped ? { group: `g${i % 20}` } : {}),
  }));
}

function reportOf(grouped: boolean) {
  return comparison(runOf('a', problems(0, grouped)), runOf('b', problems(2, grouped)), DEFAULT_OPTIONS);
}

describe('the per-problem changes', () => {
  /** 164 greedy problems, odd ones passing; the candidate fails the first `worse` of those. */
  const reportOf = (worse: number) => {
    const base = Array.from({ length: 164 }, (_, i) => ({ id: `p${i}`, n: 1, c: i % 2 }));
    let failed = 0;
    const cand = base.map((p) => (p.c === 1 && failed < worse ? (failed++, { ...p, c: 0 }) : p));
    return comparison(runOf('a', base), runOf('b', cand), parseOptions({ resamples: '200' }));
  };
  const changes = (worse: number): string => renderMarkdown(reportOf(worse));

  it("gives a problem's two scores its change's decimals: 63.44% and 63.46% beside +0.02, not 63.4% and 63.5%", () => {
    // 20 problems at n = 5,000; one passes one sample more in the candidate: 3,172 -> 3,173 of 5,000.
    const base = Array.from({ length: 20 }, (_, i) => ({ id: `p${i}`, n: 5000, c: i === 0 ? 3172 : 2500 }));
    const cand = base.map((p, i) => (i === 0 ? { ...p, c: 3173 } : p));
    const text = renderMarkdown(comparison(run('a', base), run('b', cand), parseOptions({ resamples: '200' })));
    expect(text).toContain('| `p0` | 63.44% | 63.46% | +0.02 |');
  });

  it('says "all N" when every change is listed, and "largest 20 of N" when not', () => {
    expect(changes(4)).toContain('**Got worse** (all 4)');
    expect(changes(30)).toContain('**Got worse** (largest 20 of 30)');
  });

  it('says one change as "1" and two as "both", not "all 1"', () => {
    expect(changes(1)).toContain('**Got worse** (1)');
    expect(changes(1)).toContain('sign patterns of the one problem that changed');
    expect(changes(2)).toContain('sign patterns of the 2 problems that changed');
    expect(changes(2)).toContain('**Got worse** (both)');
    expect(changes(1)).not.toMatch(/all 1\b/);
  });

  it('counts a side of one problem in the singular in its runs line and runs table', () => {
    const one = run('one.json', [{ id: 'task/0', n: 2, c: 1 }]);
    const ten = run(
      'ten.json',
      Array.from({ length: 10 }, (_, i) => ({ id: `task/${i}`, n: 2, c: i % 3 })),
    );
    // Refused (the problems differ), the report still lists both runs.
    const markdown = renderMarkdown(comparison(one, ten));
    expect(markdown).toContain('(passk, 1 problem)');
    expect(markdown).toContain('(passk, 10 problems)');
    expect(markdown).not.toMatch(/\b1 problems\b/);
  });

  it('says that no problem changed, so p = 1, rather than counting the sign patterns of 0 problems', () => {
    const report = reportOf(0);
    expect(report.checks[0]!.delta!.moved).toEqual({ worse: 0, better: 0 });
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('**Sign-flip test.** Whether anything changed at all: no problem changed, so p = 1.');
    expect(markdown).not.toContain('sign patterns of the 0');
  });
});

describe('a report trimmed to fit', () => {
  const report = familyCase([
    'regression',
    'improvement',
    'inconclusive',
    'no-regression',
    'regression',
    'improvement',
  ]);
  const whole = renderMarkdown(report);
  const checksShown = (text: string) => text.match(/<summary><code>.*?<\/code>/g) ?? [];
  /** How many changes each list shows: "largest 12 of 40" -> 12, "all 3" -> 3. */
  const listed = (text: string) =>
    [...text.matchAll(/\*\*Got (?:worse|better)\*\* \((?:largest (\d+) of [\d,]+|all (\d+)|(1)|both)\)/g)].map((m) =>
      Number(m[1] ?? m[2] ?? m[3] ?? 2),
    );

  it("shortens every check's per-problem lists alike before it leaves out any check's details", () => {
    expect(Math.max(...listed(whole))).toBe(20);
    const maxLength = whole.length - 3000;
    const text = renderMarkdown(report, { maxLength });
    expect(text.length).toBeLessThanOrEqual(maxLength);
    expect(checksShown(text)).toEqual(checksShown(whole));
    const longest = Math.max(...listed(text));
    expect(longest).toBeLessThan(20);
    // Each list keeps its largest changes, as many as every other list keeps, or all it has.
    expect(listed(text)).toEqual(listed(whole).map((count) => Math.min(count, longest)));
    expect(text).toContain(
      `_Some details were left out to fit. Left out: all but the largest ${longest} per-problem changes of each list._`,
    );
  });

  it('names each check whose details it leaves out, once shortened lists do not fit', () => {
    const text = renderMarkdown(report, { maxLength: whole.length / 3 });
    expect(text.length).toBeLessThanOrEqual(whole.length / 3);
    const label = (check: GateReport['checks'][number]) => checkName(report, check, (name) => `\`${name}\``);
    const gone = report.checks.filter(
      (check) => !text.includes(`<summary>${checkName(report, check, (name) => htmlCode(name, 60))}:`),
    );
    expect(gone.length).toBeGreaterThan(1);
    // The method, which the docs explain too, is left out before the details of a check that blocks the merge.
    expect(text).not.toContain('<summary>How this was computed</summary>');
    expect(text).toContain(
      ` the details of ${gone
        .map(label)
        .join(', ')
        .replace(/, ([^,]*)$/, ' and $1')}; how this was computed._\n`,
    );
  });

  it('leaves out the details of the checks that block the merge last: they list the problems that got worse', () => {
    const shown = (text: string, check: GateReport['checks'][number]) =>
      text.includes(`<summary>${checkName(report, check, (name) => htmlCode(name, 60))}:`);
    const regressions = report.checks.filter((check) => check.verdict === 'regression');
    expect(regressions).toHaveLength(2);
    // The regressions' details are the largest (both lists), so size alone would leave them out first.
    const text = renderMarkdown(report, { maxLength: whole.length / 3 });
    expect(text.length).toBeLessThanOrEqual(whole.length / 3);
    expect(report.checks.filter((check) => !shown(text, check)).length).toBeGreaterThan(1);
    for (const check of regressions) expect(shown(text, check)).toBe(true);
  });
});

describe('the budgets chart (Mermaid)', () => {
  it("names the chart for a screen reader (Mermaid's accTitle and accDescr: the SVG's title and desc)", () => {
    const [chart] = fenced(renderMarkdown(caseReport('regression')), 'mermaid');
    const lines = chart!.map((line) => line.trim());
    expect(lines).toContain('accTitle: pass@k of the baseline and the candidate, k = 1 to 20');
    expect(lines).toContain(
      'accDescr: The baseline is the grey line, the candidate the blue one, with the values of the table above. The gate decides at k = 1.',
    );
    // A drift check's chart names its anchor, as its caption does.
    const drift = caseReport('regression');
    drift.checks[0]!.anchor = { commit: 'e'.repeat(40), ref: null, time: '2026-11-01T00:00:00Z' };
    expect(fenced(renderMarkdown(drift), 'mermaid')[0]!.join('\n')).toContain('accDescr: The anchor is the grey line');
  });

  it("draws both curves at 3:1 or more on the chart's background in light and dark mode", () => {
    const [chart] = fenced(renderMarkdown(caseReport('regression')), 'mermaid');
    const palette = /"plotColorPalette": "(#[0-9a-f]{6}), (#[0-9a-f]{6})"/.exec(chart!.join('\n'));
    expect(palette).not.toBeNull();
    // WCAG 2 relative luminance and contrast ratio.
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => {
        const c = parseInt(hex.slice(at, at + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [dark, light] = [luminance(a), luminance(b)].sort((x, y) => x - y);
      return (light! + 0.05) / (dark! + 0.05);
    };
    // Mermaid draws the chart on white in its default theme and on #333 in its dark theme (GitHub's dark mode).
    for (const line of palette!.slice(1)) {
      for (const background of ['#ffffff', '#333333']) expect(contrast(line, background)).toBeGreaterThanOrEqual(3);
    }
  });

  it("draws the baseline's line grey and the candidate's blue, as the chart's caption and accDescr say", () => {
    const report = caseReport('regression');
    const chart = fenced(renderMarkdown(report), 'mermaid')[0]!.join('\n');
    // Mermaid draws the nth line in the nth colour of the palette.
    const lines = [...chart.matchAll(/^ {2}line \[(.*)\]$/gm)].map((line) => line[1]);
    const percents = (side: 'baseline' | 'candidate') =>
      report.checks[0]!.curve.map((point) => (point[side] * 100).toFixed(1)).join(', ');
    expect(percents('baseline')).not.toBe(percents('candidate'));
    expect(lines).toEqual([percents('baseline'), percents('candidate')]);
    const palette = /"plotColorPalette": "(#[0-9a-f]{6}), (#[0-9a-f]{6})"/.exec(chart);
    const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
    const [grey, blue] = [channels(palette![1]!), channels(palette![2]!)];
    expect(Math.max(...grey) - Math.min(...grey)).toBeLessThan(32);
    expect(blue[2]! - Math.max(blue[0]!, blue[1]!)).toBeGreaterThan(64);
  });
});

describe('the budgets table', () => {
  it("shows at the gate's k the change the headline shows, even where the two means round the other way", () => {
    const report = caseReport('regression');
    const check = report.checks[0]!;
    expect(check.curve.length).toBeGreaterThan(1);
    // -2.25 points held as the mean of the differences (-2.2 shown) and as the difference of the means (-2.3).
    check.delta!.value = -0.0224999999;
    check.curve = check.curve.map((p) => (p.k === check.k ? { ...p, baseline: 0.5, candidate: 0.4774999999996 } : p));
    const row = renderMarkdown(report)
      .split('\n')
      .find((line) => line.startsWith('| change (points) |'))!;
    expect(row.split('|')[2]!.trim()).toBe('-2.2');
  });
});

describe('how the interval was computed, in words', () => {
  it('names the t interval and the groups when problems carry groups', () => {
    const report = reportOf(true);
    expect(renderTerminal(report)).toContain(
      'Method: t interval on 19 degrees of freedom over 20 groups (cluster-robust standard error);',
    );
    expect(renderMarkdown(report)).toContain(
      'a t interval on 19 degrees of freedom around the mean change, with the cluster-robust standard error ' +
        'over the 20 groups of problems: with few groups the shape of a bootstrap distribution is itself noise.',
    );
    // Chosen over problems, it gives no reason about groups there are none of.
    const ungrouped = comparison(
      runOf('a', problems(0, false)),
      runOf('b', problems(2, false)),
      parseOptions({ interval: 't' }),
    );
    const text = renderMarkdown(ungrouped);
    expect(text).toMatch(/with the standard error over the 60 problems\.\n/);
    expect(text).not.toContain('few groups');
  });

  it('names the groups a bootstrap chosen over groups resamples, as the t interval does', () => {
    const report = comparison(
      runOf('a', problems(0, true)),
      runOf('b', problems(2, true)),
      parseOptions({ interval: 'expanded-percentile' }),
    );
    expect(report.checks[0]!.bootstrap.unit).toBe('cluster');
    expect(renderTerminal(report)).toContain('bootstrap over 20 groups, 10,000 resamples');
  });

  it('names the bootstrap, its resamples and its seed over problems', () => {
    const report = reportOf(false);
    expect(renderTerminal(report)).toContain(
      'Method: paired expanded percentile bootstrap over 60 problems, 10,000 resamples, seed 0;',
    );
    expect(renderMarkdown(report)).toContain('paired expanded percentile bootstrap: the 60 problems are resampled');
  });
});

describe('how a gate of several checks computed its intervals, in words', () => {
  it('names each interval method its checks used', () => {
    const check = (name: string, grouped: boolean) => ({
      name,
      baseline: runOf('a', problems(0, grouped)),
      candidate: runOf('b', problems(2, grouped)),
      options: DEFAULT_OPTIONS,
    });
    const report = gate([check('grouped', true), check('flat', false)], { method: 'holm' });
    const text = renderMarkdown(report);
    expect(text).toContain('a t interval of the change on G − 1 degrees of freedom (G the groups)');
    expect(text).toContain('a paired expanded percentile bootstrap interval of the change (10,000 resamples, seed 0)');
  });

  it("calls an agent's units tasks in the t interval's G, as the rest of the method does", () => {
    const check = (name: string) => ({
      name,
      baseline: { ...runOf('a', problems(0, false)), format: 'taubench' },
      candidate: { ...runOf('b', problems(2, false)), format: 'taubench' },
      options: parseOptions({ interval: 't' }),
    });
    const text = renderMarkdown(gate([check('one'), check('two')], { method: 'holm' }));
    expect(text).toContain('per task, averaged; a t interval of the change on G − 1 degrees of freedom (G the tasks);');
  });
});

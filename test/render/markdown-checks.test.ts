// The report of a gate over several checks as GitHub renders it (cmark-gfm, as test/render/markdown.test.ts does for one
// comparison): for every verdict, in every combination that decides line one, under every fail-on and every
// multiplicity, line one states the decision the exit status carries; each check has its table row and its
// collapsed section; no link, image or mention comes from file text; a refused check's fix works when pasted
// into the config file. Every report is valid passk-gate-report/v2.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { runCli } from '../../src/cli.js';
import type { Multiplicity } from '../../src/common/types.js';
import { exitStatus } from '../../src/gate.js';
import { commentText } from '../../src/publish/body.js';
import { commentMarker } from '../../src/publish/comment.js';
import type { GateReport } from '../../src/compare/model.js';
import { renderTerminal } from '../../src/render/terminal.js';
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
import { familyCase, familyChecks } from '../support/family-cases.js';
import { reportCase, SAMPLING, type CaseName } from '../support/report-cases.js';
import { expectValidGateReport } from '../support/report-schema.js';
import { tempDir } from '../support/temp.js';
import { gate } from '../support/runs.js';

const VERDICTS: readonly CaseName[] = ['regression', 'improvement', 'no-regression', 'inconclusive', 'refused-config'];

/** Gates whose checks all have one verdict (two checks each), and one with every verdict. */
const COMPOSITIONS: readonly (readonly CaseName[])[] = [
  ...VERDICTS.map((verdict) => [verdict, verdict]),
  ['no-regression', 'regression', 'improvement', 'inconclusive', 'refused-missing-config'],
];
const FAIL_ON = ['regression', 'inconclusive', 'never'] as const;
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
        // Line one names the failing checks, the first two by name.
        const failing = gate.checks.filter((c) => c.failed);
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
          expect(after).toContain(`${check.name} is not compared.`);
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
  });
});

// The terminal report at a terminal's width: no line wider than it but a single word that cannot be broken,
// nothing the wide report says lost (problem ids and paths may be cut in the middle, visibly), commands that
// still paste and run, and colour codes only when asked for, counting for nothing in the width.
import { describe, expect, it } from 'vitest';
import { commandWords } from '../../src/cli.js';
import type { GateReport } from '../../src/compare/model.js';
import { ACTION_SURFACE, type Surface } from '../../src/render/surface.js';
import { renderRefusals, renderTerminal } from '../../src/render/terminal.js';
import { textWidth } from '../../src/render/layout.js';
import { comparison, gate, options as parseGateOptions } from '../support/comparisons.js';
import { familyCase, familyChecks } from '../support/family-cases.js';
import { CASE_NAMES, caseReport } from '../support/report-cases.js';
import { problems, run as runOf } from '../support/runs.js';
import { commandLines } from '../support/terminal.js';
import { lostWords, overflowing, shown, WIDTHS } from '../support/terminal-width.js';

/** The fix of a lone comparison as the CLI writes it: the user's command with the options changed. */
const CLI_SURFACE: Surface = {
  language: 'sh',
  fix: (edits) =>
    commandWords(
      ['compare', '--baseline', 'evals/humaneval-baseline.json', '--candidate', 'results/humaneval.json'],
      edits,
    ),
};

/** Problem ids longer than SWE-bench's, which a narrow table cuts in the middle. */
const longIds = (i: number) => `astropy__astropy-with-a-long-problem-name-${12000 + i}`;

/** Long ids that differ only in their middle, which no cut may make read the same. */
const alikeIds = (i: number) => `astropy__astropy-${12000 + i}-with-a-long-suffix`;

const reports: [string, GateReport][] = [
  ...CASE_NAMES.map((name): [string, GateReport] => [name, caseReport(name)]),
  ['regression, long ids', caseReport('regression', 'regression', longIds)],
  ['regression, long ids alike at both ends', caseReport('regression', 'regression', alikeIds)],
  ['informational regression', caseReport('regression', 'never')],
  ['gate of every verdict', familyCase([...CASE_NAMES], { joint: true })],
  ['gate that passes', familyCase(['no-regression', 'improvement', 'inconclusive'])],
  ['gate under fail-on never', familyCase(['regression', 'no-regression'], { failOn: 'never' })],
];

/** The words a narrow table may cut: the problem ids and the files' paths. */
function cuttableWords(report: GateReport): Set<string> {
  return new Set(
    report.checks.flatMap((check) => [
      ...[...check.flips, ...check.gains].map((change) => change.id),
      check.baseline.source,
      check.candidate.source,
    ]),
  );
}

describe('renderTerminal at a width', () => {
  describe.each(reports)('%s', (_, report) => {
    const wide = renderTerminal(report, { surface: CLI_SURFACE });

    it.each(WIDTHS)('at %i columns: no line wider but one word, and every word of the wide report', (width) => {
      const text = renderTerminal(report, { surface: CLI_SURFACE, width });
      expect(overflowing(text, width)).toEqual([]);
      expect(lostWords(wide, text, cuttableWords(report))).toEqual([]);
      const coloured = renderTerminal(report, { surface: CLI_SURFACE, width, color: true });
      expect(text).not.toContain('\u001b');
      expect(coloured).toContain('\u001b[');
      expect(shown(coloured)).toBe(text);
    });

    it('is laid out as before without a width: nothing wrapped at any width it fits', () => {
      const widest = Math.max(...wide.split('\n').map((line) => [...line].length));
      expect(renderTerminal(report, { surface: CLI_SURFACE, width: widest })).toBe(wide);
    });
  });

  it('says a long problem id whole where it fits, and cut in the middle where it does not', () => {
    const report = caseReport('regression', 'regression', longIds);
    const id = report.checks[0]!.flips[0]!.id;
    expect(renderTerminal(report, { width: 80 })).toContain(`    ${id}  `);
    const narrow = renderTerminal(report, { width: 60 });
    expect(narrow).not.toContain(id);
    expect(narrow).toContain(`\n    astropy__astropy…blem-name-${id.slice(-5)}  `);
    // Ids alike at both ends would read the same once cut in the middle: they keep the part where they differ.
    const alike = caseReport('regression', 'regression', alikeIds);
    const first = alike.checks[0]!.flips[0]!;
    const cut = renderTerminal(alike, { width: 60 });
    expect(cut).not.toContain(first.id);
    expect(cut).toMatch(
      new RegExp(
        `\\n {4}astropy__astropy-${first.id.slice(17, 22)}-with-a-l?…  +${(first.baseline * 100).toFixed(1)}% -> `,
      ),
    );
  });

  it("says a check's name whole in its lines, and in the table where it fits", () => {
    // A name the gate makes for a check against an anchor (docs/history.md).
    const anchored = 'HumanEval against anchor e5fa44f (2026-11-01)';
    const gate = familyCase(['no-regression', 'inconclusive'], {
      names: (verdict) => (verdict === 'inconclusive' ? anchored : 'HumanEval against the base'),
    });
    const text = renderTerminal(gate, { width: 200 });
    expect(text).toMatch(new RegExp(`\\n  ${anchored.replace(/[()]/g, '\\$&')} pass@1 +\\S`));
    expect(text).toContain(`\n  - ${anchored} pass@1: `);
    expect(text).toContain(`\n${anchored} pass@1: inconclusive`);
    expect(text).not.toContain('(2026-…');
    for (const width of [60, 80]) expect(renderTerminal(gate, { width }).replace(/\s+/g, ' ')).not.toContain('…');
  });

  it("gives a problem's two scores its change's decimals: 63.44% -> 63.46% beside +0.02, not 63.4% -> 63.5%", () => {
    // 20 problems at n = 5,000; one passes one sample more in the candidate: 3,172 -> 3,173 of 5,000.
    const base = Array.from({ length: 20 }, (_, i) => ({ id: `p${i}`, n: 5000, c: i === 0 ? 3172 : 2500 }));
    const cand = base.map((p, i) => (i === 0 ? { ...p, c: 3173 } : p));
    const text = renderTerminal(comparison(runOf('a', base), runOf('b', cand), parseGateOptions({ resamples: '200' })));
    expect(text).toMatch(/\n {4}p0 +63\.44% -> 63\.46% +\+0\.02\n/);
  });

  it('cuts a long problem id to the room its line leaves where the changes are stacked', () => {
    const wide = (i: number) => `ｆｕｌｌｗｉｄｔｈ／ｐｒｏｂｌｅｍ／${12000 + i}`;
    for (const ids of [longIds, wide]) {
      const text = renderTerminal(caseReport('regression', 'regression', ids), { width: 40 });
      const changes = text.slice(text.indexOf('Per-problem changes'), text.indexOf('Runs and decoding config'));
      expect(changes).toMatch(/\n {4}\S+…\S+\n {6}\d/);
      for (const line of changes.split('\n')) expect(textWidth(line), line).toBeLessThanOrEqual(40);
    }
  });

  it('cuts the ids a refused check lists to the room their line leaves, never below 20 columns', () => {
    const deep = (i: number, end: string) => `org/repo/${'deep/'.repeat(8)}test_${i}.py::${end}`;
    const only = (ids: string[]) => ids.map((id) => ({ id, n: 4, c: 2 }));
    const shared = problems(Array(20).fill(2), 4);
    const base = runOf('b.json', [...shared, ...only([15, 16, 17].map((i) => deep(i, 'case')))]);
    const cand = runOf('c.json', [...shared, ...only([15, 16, 17].map((i) => deep(i, 'caseX')))]);
    const report = comparison(base, cand, parseGateOptions({ resamples: '100' }));
    const listed = (width: number) =>
      renderTerminal(report, { width })
        .split('\n')
        .filter((line) => line.includes('…'));
    for (const width of [40, 60]) {
      const lines = listed(width);
      expect(lines).toHaveLength(6);
      expect(new Set(lines).size).toBe(6);
      for (const line of lines) expect(textWidth(line), line).toBeLessThanOrEqual(width);
    }
    for (const line of listed(16)) expect(textWidth(line.trim().replace(/,$/, ''))).toBe(20);
  });

  it("says a check's name whole in the notes of the checks tested with it", () => {
    const long = 'APPS pass@10 guard, a rerun of the baseline drawn again, named at length';
    const checks = familyChecks(['no-regression'], { joint: true }).map((check) =>
      check.name === 'APPS pass@10 guard' ? { ...check, name: long } : check,
    );
    const text = renderTerminal(gate(checks, { configFile: 'passk-gate.yml' }), { width: 200 });
    expect(text).toContain(`jointly with ${long});`);
  });

  it('colours each status cell and check line as line one would be coloured for that check alone', () => {
    const red = (text: string) => `\u001b[1;31m${text}\u001b[0m`;
    const lone = caseReport('regression');
    expect(renderTerminal(lone, { color: true, width: 120 })).toMatch(
      / {2}-1\.0 {3}\u001b\[1;31mregression\u001b\[0m\n/,
    );
    expect(renderTerminal(lone, { color: true, width: 40 })).toContain(`    status: ${red('regression')}\n`);
    const gate = familyCase(['regression', 'improvement', 'refused-config']);
    const text = renderTerminal(gate, { color: true, width: 80 });
    expect(text).toContain(`\u001b[1mMBPP pass@1:\u001b[0m ${red('regression, -4.5 points')}\n`);
    expect(text).toContain(`\u001b[1mHumanEval+ pass@1:\u001b[0m \u001b[1;32mimprovement, +3.9 points\u001b[0m\n`);
    expect(text).toContain(
      `\u001b[1mBigCodeBench pass@1:\u001b[0m ${red('not compared, temperature differs (baseline 0.8, candidate')}\n`,
    );
    const wide = renderTerminal(gate, { color: true, width: 200 });
    expect(wide).toMatch(/\u001b\[1;32mimprovement\u001b\[0m\n/);
    expect(wide).toMatch(/\u001b\[1;31mnot compared: temperature differs \(baseline 0\.8, candidate 0\.2\); fix below/);
  });

  it('breaks the fix command between arguments, and it pastes as the same command', () => {
    const report = caseReport('refused-missing-config');
    const wide = commandLines(renderTerminal(report, { surface: CLI_SURFACE }));
    expect(wide).toHaveLength(1);
    for (const width of WIDTHS) {
      const lines = commandLines(renderTerminal(report, { surface: CLI_SURFACE, width }));
      expect(lines.join('\n').replace(/ \\\n */g, ' ')).toBe(wide[0]);
      if (width < wide[0]!.length) expect(lines.length).toBeGreaterThan(1);
    }
    expect(commandLines(renderTerminal(report, { surface: CLI_SURFACE, width: 80 }))).toEqual([
      '      passk-gate compare --baseline evals/humaneval-baseline.json \\',
      '        --candidate results/humaneval.json \\',
      '        --candidate-config temperature=0.8,top_p=0.95,max_tokens=512',
    ]);
  });
});

describe('renderRefusals', () => {
  it("says a refused comparison's settings and its fix as the report does, and nothing of a compared one", () => {
    const refused = caseReport('refused-missing-config');
    const fix = renderRefusals(refused, ACTION_SURFACE);
    expect(fix).toMatch(/^ {2}setting +baseline +candidate\n/);
    expect(fix).toMatch(/\nTo fix it\n {2}- .*\n {6}with:\n {8}candidate-config: temperature=0\.8,/);
    expect(renderTerminal(refused, { surface: ACTION_SURFACE })).toContain(fix.trimEnd());
    expect(renderRefusals(caseReport('regression'), ACTION_SURFACE)).toBe('');
  });
});

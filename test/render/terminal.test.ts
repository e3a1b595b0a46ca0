// The terminal report at a terminal's width: no line wider than it but a single word that cannot be broken,
// nothing the wide report says lost (problem ids and paths may be cut in the middle, visibly), commands that
// still paste and run, and colour codes only when asked for, counting for nothing in the width.
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import { parse } from 'yaml';
import { commandWords } from '../../src/cli.js';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import type { GateReport } from '../../src/compare/model.js';
import { planEval, type PlanOptions } from '../../src/plan/plan.js';
import { cutMiddle, fitsWhole, fitTable, pageOf, pasteLines, textWidth, wrap } from '../../src/render/layout.js';
import { renderPlanTerminal } from '../../src/render/plan.js';
import type { Surface } from '../../src/render/surface.js';
import { renderTerminal } from '../../src/render/terminal.js';
import { familyCase } from '../support/family-cases.js';
import { CASE_NAMES, caseReport } from '../support/report-cases.js';
import { readExample } from '../plan/examples.js';
import { commandLines, readText } from '../support/terminal.js';

const WIDTHS = [40, 60, 80, 120] as const;

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

const baseline = await readExample('baseline.json');
const greedyBaseline = {
  ...baseline,
  problems: baseline.problems.map((p) => ({ ...p, n: 1, c: 2 * p.c >= p.n ? 1 : 0 })),
};
const plan = (run: typeof baseline, extra: Partial<PlanOptions> = {}) =>
  planEval(run, undefined, { ...DEFAULT_OPTIONS, submit: 1, ...extra });
const plans = [
  ['plan by n, with a target', plan(baseline, { target: 0.03 })],
  ['plan by n, no n enough', plan(baseline, { target: 0.004 })],
  ['plan over problems (greedy)', plan(greedyBaseline, { target: 0.05 })],
] as const;

/** What a line shows: without colour codes. */
const shown = (line: string): string => stripVTControlCharacters(line);

/** A line that is one word, which no width can break: after its indentation, a list marker and a closing ` \`. */
function oneWord(line: string): boolean {
  return !/ /.test(
    shown(line)
      .trim()
      .replace(/^[-!] /, '')
      .replace(/ \\$/, ''),
  );
}

/** The lines of `text` wider than `width` that could have been broken. */
function overflowing(text: string, width: number): string[] {
  return text.split('\n').filter((line) => [...shown(line)].length > width && !oneWord(line));
}

/** The words a report says, counted: read as text, a stacked header's colon and the `-` of "none" aside. */
function words(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of readText(shown(text)).split(' ')) {
    const bare = word.replace(/:$/, '');
    if (bare === '' || bare === '-') continue;
    counts.set(bare, (counts.get(bare) ?? 0) + 1);
  }
  return counts;
}

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

/**
 * The words of `wide` that `narrow` does not say as often: none, but for the `cuttable` ones, which may instead
 * be cut in the middle with a visible `…`.
 */
function lostWords(wide: string, narrow: string, cuttable = new Set<string>()): string[] {
  const said = words(narrow);
  const cut = [...said.keys()].filter((word) => word.includes('…'));
  const lost: string[] = [];
  for (const [word, count] of words(wide)) {
    const missing = count - (said.get(word) ?? 0);
    if (missing <= 0) continue;
    const shortened = cut.filter((c) => {
      const [head, tail] = c.split('…') as [string, string];
      return cuttable.has(word) && word.startsWith(head) && word.endsWith(tail) && head.length + tail.length >= 10;
    });
    if (shortened.length < missing) lost.push(word);
  }
  return lost;
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
    // Ids alike at both ends would read the same once cut: the changes are stacked instead, each id whole.
    const alike = caseReport('regression', 'regression', alikeIds);
    const first = alike.checks[0]!.flips[0]!;
    expect(renderTerminal(alike, { width: 60 })).toContain(
      `\n    ${first.id}\n      ${(first.baseline * 100).toFixed(1)}% -> `,
    );
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
      `\u001b[1mBigCodeBench:\u001b[0m ${red('not compared, temperature differs (baseline 0.8, candidate 0.2)')}\n`,
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

describe('renderPlanTerminal at a width', () => {
  describe.each(plans)('%s', (_, report) => {
    const wide = renderPlanTerminal(report);

    it.each(WIDTHS)('at %i columns: no line wider but one word, and every word of the wide plan', (width) => {
      const text = renderPlanTerminal(report, { width });
      expect(overflowing(text, width)).toEqual([]);
      expect(lostWords(wide, text)).toEqual([]);
      expect(shown(renderPlanTerminal(report, { width, color: true }))).toBe(text);
    });
  });

  it("keeps the table at 80 columns, its headers over several lines, the baseline's row in bold", () => {
    const text = renderPlanTerminal(plans[0][1], { width: 80, color: true });
    expect(text).toMatch(/\n {2}n {4}completions {2}both {4}drop {6}SE {8}sampling\n {7}per run {6}runs/);
    expect(text).toMatch(
      /\n\u001b\[1m {2}20 {3}3,280 {8}6,560 {3}2\.7 {7}0\.93 {6}100% {6}<- the baseline's n\u001b\[0m\n/,
    );
  });
});

describe('fitTable', () => {
  const page = (width: number) => pageOf({ width });
  const headers = ['check', 'baseline', 'change (points)', 'status'];
  const rows = [
    ['pass@1', '57.6%', '-4.5', 'regression'],
    ['HumanEval pass@10 guard', '94.1%', '-12.25', 'no regression: rise not confirmed'],
  ];

  it('lays a table out as is where it fits', () => {
    expect(fitTable(page(90), headers, rows)).toEqual([
      '  check                    baseline  change (points)  status',
      '  pass@1                   57.6%     -4.5             regression',
      '  HumanEval pass@10 guard  94.1%     -12.25           no regression: rise not confirmed',
    ]);
  });

  it('says whether a table fits whole: its widest line, not one column less', () => {
    const widest = Math.max(...fitTable(page(Infinity), headers, rows).map(textWidth));
    expect(fitsWhole(page(widest), headers, rows)).toBe(true);
    expect(fitTable(page(widest), headers, rows)).toEqual(fitTable(page(Infinity), headers, rows));
    expect(fitsWhole(page(widest - 1), headers, rows)).toBe(false);
    expect(fitTable(page(widest - 1), headers, rows)).not.toEqual(fitTable(page(Infinity), headers, rows));
  });

  it('then fills headers into their columns and the last column into the room left', () => {
    expect(fitTable(page(66), headers, rows)).toEqual([
      '  check                    baseline  change    status',
      '                                     (points)',
      '  pass@1                   57.6%     -4.5      regression',
      '  HumanEval pass@10 guard  94.1%     -12.25    no regression: rise',
      '                                               not confirmed',
    ]);
  });

  it('then stacks a block per row, its values whole: numbers are never shortened', () => {
    expect(fitTable(page(40), headers, rows)).toEqual([
      '  check: pass@1',
      '    baseline: 57.6%',
      '    change (points): -4.5',
      '    status: regression',
      '  check: HumanEval pass@10 guard',
      '    baseline: 94.1%',
      '    change (points): -12.25',
      '    status: no regression: rise not',
      '      confirmed',
    ]);
  });

  it('cuts marked cells in the middle, only as far as it takes, never below 20 columns or to read alike', () => {
    const id = 'django__django-11099-and-then-some';
    const table = (width: number, ids = [id]) =>
      fitTable(
        page(width),
        ['', '', ''],
        ids.map((text) => [{ text, cut: true }, '40.0%', '-2.5']),
      );
    expect(table(60)).toEqual([`  ${id}  40.0%  -2.5`]);
    expect(table(40)).toEqual(['  django__djan…nd-then-some  40.0%  -2.5']);
    expect(table(36)).toEqual(['  django__dj…-then-some  40.0%  -2.5']);
    expect(table(30)).toEqual(['  django__django-11099-and-then-some', '    40.0%  -2.5']);
    const alike = [id, 'django__django-11100-and-then-some'];
    expect(table(36, alike)).toEqual([`  ${alike[0]}`, '    40.0%  -2.5', `  ${alike[1]}`, '    40.0%  -2.5']);
  });

  it('measures colour codes and wide characters as a terminal shows them', () => {
    const coloured = fitTable(
      pageOf({ width: 30, color: true }),
      ['id', 'status'],
      [
        ['問題一', { text: 'regression', code: '31' }],
        ['p2', 'no regression'],
      ],
    );
    expect(coloured).toEqual([
      '  id      status',
      '  問題一  \u001b[31mregression\u001b[0m',
      '  p2      no regression',
    ]);
  });
});

describe('textWidth and cutMiddle', () => {
  // What reports hold: names, ids, paths and values, with control characters already made spaces.
  const texts = [
    'HumanEval/163',
    'acme/coder-7b@v1.4-rl',
    '/tmp/結果/deepseek-coder_6.7b_results.jsonl',
    'ｆｕｌｌｗｉｄｔｈ ＩＤ',
    '問題 12 — テスト',
    'café, naïve, Ångström',
    'e\u0301 combining, zero\u200bwidth, joiner\u200d',
    'Ελληνικά и кириллица',
    '한국어 문제 7',
    'rocket 🚀 and 😀',
    '² · … √ ±',
    '\u001b[1;31mregression\u001b[0m',
  ];

  it('counts the columns string-width counts, on the text a report holds', () => {
    for (const text of texts) expect(textWidth(text), text).toBe(stringWidth(text));
  });

  it('cuts to the columns asked for, never splitting a wide character', () => {
    expect(cutMiddle('django__django-11099-and-then-some', 25)).toBe('django__djan…nd-then-some');
    expect(cutMiddle('django__django-11099-and-then-some', 40)).toBe('django__django-11099-and-then-some');
    for (const text of texts.slice(0, -1)) {
      for (let width = 3; width < textWidth(text); width++) {
        const cut = cutMiddle(text, width);
        expect(textWidth(cut), `${text} at ${width}`).toBeLessThanOrEqual(width);
        expect(textWidth(cut), `${text} at ${width}`).toBeGreaterThanOrEqual(width - 1);
        const [head, tail] = cut.split('…') as [string, string];
        expect(text.startsWith(head) && text.endsWith(tail)).toBe(true);
      }
    }
  });
});

describe('wrap', () => {
  const at = (width: number) => pageOf({ width });

  it('fills words in, each further line as indented as the first line’s text', () => {
    expect(wrap(at(30), 'Blocks merge: pass@1 fell 4.5 points, more than the 1.0-point limit')).toEqual([
      'Blocks merge: pass@1 fell 4.5',
      'points, more than the',
      '1.0-point limit',
    ]);
    expect(wrap(at(30), '  - Re-run the candidate at temperature 0.8, as the baseline was run.')).toEqual([
      '  - Re-run the candidate at',
      '    temperature 0.8, as the',
      '    baseline was run.',
    ]);
    expect(wrap(at(24), '  ! the pass@k curves cross at k = 5')).toEqual([
      '  ! the pass@k curves',
      '    cross at k = 5',
    ]);
  });

  it('keeps a word wider than the line whole, on a line of its own, and `n = 20` together', () => {
    const path = '/very/long/path/to/results/samples.jsonl_results.jsonl';
    expect(wrap(at(30), `  candidate ${path} vs baseline`)).toEqual(['  candidate', `  ${path}`, '  vs baseline']);
    expect(wrap(at(30), '  This gate catches drops (164 problems, n = 20).')).toEqual([
      '  This gate catches drops (164',
      '  problems, n = 20).',
    ]);
  });
});

describe('pasteLines', () => {
  const at = (width: number) => pageOf({ width });
  const words = [
    'passk-gate',
    'compare',
    '--baseline',
    '/tmp/runs/deepseek-coder_6.7b_results.jsonl',
    '--candidate',
    "/tmp/runs/it's a $(dangerous) name.jsonl",
    '--candidate-config',
    'temperature=0.8,top_p=0.95,max_tokens=512',
    '--allow-mixed-judgement',
  ];
  const command = commandWords(words.slice(1), {});

  it.each([30, 40, 60, 80])('breaks a command at %i columns into lines a shell runs as the same words', (width) => {
    const lines = pasteLines(at(width), 'sh', command, '      ', '36');
    expect(
      lines
        .join('\n')
        .replace(/ \\\n */g, ' ')
        .trim(),
    ).toBe(command.join(' '));
    // A line wider than the width holds one argument, which may be quoted.
    const quoted = (line: string) => line.replace(/'\\''/g, '').replace(/'[^']*'/g, "''");
    expect(lines.filter((line) => line.length > width && !oneWord(quoted(line)))).toEqual([]);
    // The shell itself reads the pasted lines: each argument arrives whole.
    const echoed = spawnSync('sh', ['-c', `set -- ${lines.join('\n')}; printf '%s\\0' "$@"`], { encoding: 'utf8' });
    expect(echoed.stdout.split('\0').slice(0, -1)).toEqual(words);
  });

  it('keeps an option on the line of its value', () => {
    expect(pasteLines(at(70), 'sh', command, '', '36')).toEqual([
      'passk-gate compare \\',
      '  --baseline /tmp/runs/deepseek-coder_6.7b_results.jsonl \\',
      "  --candidate '/tmp/runs/it'\\''s a $(dangerous) name.jsonl' \\",
      '  --candidate-config temperature=0.8,top_p=0.95,max_tokens=512 \\',
      '  --allow-mixed-judgement',
    ]);
  });

  it('puts a YAML value on the line after its key, where it reads the same', () => {
    const block = [
      'checks:',
      '  - name: "LiveCodeBench greedy"',
      '    candidate-config: temperature=0.8,top_p=0.95,n=20',
    ];
    const lines = pasteLines(at(30), 'yaml', block, '      ', '36');
    expect(lines).toEqual([
      '      checks:',
      '        - name:',
      '            "LiveCodeBench greedy"',
      '          candidate-config:',
      '            temperature=0.8,top_p=0.95,n=20',
    ]);
    expect(parse(lines.join('\n'))).toEqual(parse(block.join('\n')));
  });
});

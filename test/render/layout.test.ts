// Text laid out for a terminal's width (src/render/layout.ts): columns measured as a terminal shows them, prose
// wrapped, tables narrowed or stacked, commands and YAML broken where they still paste.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import { parse } from 'yaml';
import { commandWords } from '../../src/cli.js';
import {
  cutApart,
  cuttable,
  fitsWhole,
  fitTable,
  idsApart,
  readAlike,
  noticeLines,
  pageOf,
  pasteLines,
  textWidth,
  wrap,
} from '../../src/render/layout.js';
import { oneWord } from '../support/terminal-width.js';

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

  it('stacks a row whose first cell is empty under the row above: each column lists its values together', () => {
    const sides = ['', 'baseline', 'candidate'];
    const files = [
      ['files', 'a-rather-long-baseline-file-name-1.json', 'a-rather-long-candidate-file-name-1.json'],
      ['', 'a-rather-long-baseline-file-name-2.json', 'a-rather-long-candidate-file-name-2.json'],
      ['judged by', 'swebench', 'swebench'],
    ];
    expect(fitTable(page(40), sides, files)).toEqual([
      '  files',
      '    baseline:',
      '      a-rather-long-baseline-file-name-1.json',
      '      a-rather-long-baseline-file-name-2.json',
      '    candidate:',
      '      a-rather-long-candidate-file-name-1.json',
      '      a-rather-long-candidate-file-name-2.json',
      '  judged by',
      '    baseline: swebench',
      '    candidate: swebench',
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
    // Stacked, an id is cut to the room its line leaves, but to no fewer than 20 columns.
    expect(table(30)).toEqual(['  django__django…and-then-some', '    40.0%  -2.5']);
    expect(table(16)).toEqual(['  django__dj…then-some', '    40.0%  -2.5']);
    // Cut in the middle, the two would read alike (`django__dj…then-some`): they keep where they differ.
    const alike = [id, 'django__django-11100-and-then-some'];
    expect(table(36, alike)).toEqual(['  django__django-11099…  40.0%  -2.5', '  django__django-11100…  40.0%  -2.5']);
    // Where no cut to the column tells them apart (the first and third differ far inside), the rows are stacked,
    // each id cut to its line; where no cut to 20 columns does either, each id whole.
    const far = (a: string, b: string) => `run-${'x'.repeat(12)}${a}${'x'.repeat(20)}${b}${'x'.repeat(12)}-end`;
    const apart = [far('1', '1'), far('2', '1'), far('1', '2')];
    expect(table(36, apart)).toEqual([
      `  …${'x'.repeat(16)}1${'x'.repeat(12)}-end`,
      '    40.0%  -2.5',
      `  run-${'x'.repeat(12)}2…${'x'.repeat(12)}-end`,
      '    40.0%  -2.5',
      `  …${'x'.repeat(16)}2${'x'.repeat(12)}-end`,
      '    40.0%  -2.5',
    ]);
    expect(table(22, apart)).toEqual(apart.flatMap((text) => [`  ${text}`, '    40.0%  -2.5']));
  });

  it('stacked, cuts marked cells to the room their lines leave, from the whole text, apart', () => {
    const path = (side: string, i: number) => `results/humaneval-plus/2026-11-01/${side}-run-${i}.jsonl`;
    const rows = [
      ['files', cuttable(path('baseline', 1)), cuttable(path('candidate', 1)), ''],
      ['', cuttable(path('baseline', 2)), cuttable(path('candidate', 2)), ''],
      ['temperature', '0.8', '0.8', 'equal'],
    ];
    const lines = fitTable(page(40), ['', 'baseline', 'candidate', 'checked'], rows);
    expect(lines).toEqual([
      '  files',
      '    baseline:',
      '      results/humaneval…line-run-1.jsonl',
      '      results/humaneval…line-run-2.jsonl',
      '    candidate:',
      '      results/humaneval…date-run-1.jsonl',
      '      results/humaneval…date-run-2.jsonl',
      '  temperature',
      '    baseline: 0.8',
      '    candidate: 0.8',
      '    checked: equal',
    ]);
    // A wide character is never split: the cut keeps 37 of the 38 columns.
    const wide = 'ｆｕｌｌｗｉｄｔｈ／ｐｒｏｂｌｅｍ／ｉｄ／１２３４５';
    expect(fitTable(page(40), ['', '', ''], [[cuttable(wide), '100.0% -> 0.0%', '-100.0']])).toEqual([
      '  ｆｕｌｌｗｉｄｔｈ…／ｉｄ／１２３４５',
      '    100.0% -> 0.0%  -100.0',
    ]);
  });

  it("keeps what tells two cut cells of a row apart: the runs table's files", () => {
    // Real harness file names (human-eval, terminal-bench run folders) that differ in one place.
    const pairs = [
      [
        'hEvalTest35_noExp_1dPro_100CPT_5Tkns_1SPT_1__Samples.jsonl_results.jsonl',
        'hEvalTest35_noExp_1dPro_100CPT_5Tkns_1SPT_4__Samples.jsonl_results.jsonl',
      ],
      ['green_agent_eval_20251014_165422/results.json', 'green_agent_eval_20251014_214349/results.json'],
    ] as const;
    for (const [baseline, candidate] of pairs) {
      for (const width of [60, 70, 80]) {
        const [line] = fitTable(
          page(width),
          ['', 'baseline', 'candidate', 'checked'],
          [['file', cuttable(baseline), cuttable(candidate), '']],
        ).slice(1);
        const [, base, cand] = line!.trim().split(/ {2,}/);
        expect(textWidth(line!), line).toBeLessThanOrEqual(width);
        expect(base).not.toBe(cand);
        for (const piece of base!.split('…')) expect(baseline).toContain(piece);
        for (const piece of cand!.split('…')) expect(candidate).toContain(piece);
      }
    }
    const [human] = pairs;
    const cut = (text: string) => cutApart(text, 23, human);
    expect(cut(human[0])).toBe('…Tkns_1SPT_1__Samples.…');
    expect(cut(human[1])).toBe('…Tkns_1SPT_4__Samples.…');
    // The end kept where the difference fits with it, else the start.
    const runs = pairs[1];
    expect(runs.map((text) => cutApart(text, 20, runs))).toEqual(['…165422/results.json', '…214349/results.json']);
    expect(cutApart('django__django-11099-and-then-some', 25, ['django__django-11100-and-then-some'])).toBe(
      'django__django-11099-and…',
    );
    // Paths in folders of their own (a gate's config) are told apart by their file names where those differ.
    const gate = [
      'evals/hEvalTest35_noExp_1dPro_100CPT_5Tkns_1SPT_1__Samples.jsonl_results.jsonl',
      'results/hEvalTest35_noExp_0.5dPro_100CPT_5Tkns_1SPT_Samples.jsonl_results.jsonl',
    ];
    const [base, cand] = gate.map((text) => cutApart(text, 40, gate));
    expect(base).toContain('_1dPro_');
    expect(cand).toContain('_0.5dPro_');
    for (const [shown, path] of [
      [base, gate[0]],
      [cand, gate[1]],
    ] as const) {
      expect(textWidth(shown!)).toBe(40);
      for (const piece of shown!.split('…')) expect(path).toContain(piece);
    }
    // As a Windows user writes them, with \\ between folders: cut as their / form is, around the names' difference.
    const windows = gate.map((path) => path.replace('/', '\\'));
    expect(windows.map((text) => cutApart(text, 40, windows))).toEqual([base, cand]);
    // Where a middle cut already reads apart, it is kept.
    expect(cutApart('abcdefghij-1-klmnopqrst', 12, ['abcdefghij-1-klmnopqrsu'])).toBe(
      cutApart('abcdefghij-1-klmnopqrst', 12, []),
    );
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

describe('textWidth and cutApart', () => {
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
    expect(cutApart('django__django-11099-and-then-some', 25, [])).toBe('django__djan…nd-then-some');
    expect(cutApart('django__django-11099-and-then-some', 40, [])).toBe('django__django-11099-and-then-some');
    for (const text of texts.slice(0, -1)) {
      for (let width = 3; width < textWidth(text); width++) {
        const cut = cutApart(text, width, []);
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

  it('keeps a comparison with the words either side: `p < 0.001`, `t ≥ 2.39`, `x >= 1`', () => {
    for (const [text, width] of [
      ['a sign-flip test p < 0.001.', 18],
      ['a sign-flip test p < 0.001.', 20],
      ['crossing t ≥ 2.39 at look 2', 12],
      ['only when x >= 1 holds', 12],
    ] as const) {
      const lines = wrap(at(width), text);
      expect(lines.join(' '), text).toBe(text);
      expect(
        lines.some((line) => /(?:^| )(?:<|≥|>=)$/.test(line) || /^(?:<|≥|>=) /.test(line)),
        `${text}: ${JSON.stringify(lines)}`,
      ).toBe(false);
    }
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

  it('keeps an option on the line of its value `-`, standard output, breaking the line before the option', () => {
    const markdown = commandWords(['compare', '--baseline', 'b.json', '--candidate', 'c.json', '--markdown', '-'], {});
    expect(pasteLines(at(34), 'sh', markdown, '', '36')).toEqual([
      'passk-gate compare \\',
      '  --baseline b.json \\',
      '  --candidate c.json \\',
      '  --markdown -',
    ]);
  });

  it('keeps a command for a Windows shell on one line: PowerShell and cmd read no \\ at the end of a line', () => {
    const plain = commandWords(['compare', '--baseline', 'runs/a.jsonl', '--candidate', 'runs/b.jsonl'], {
      'baseline-config': 'temperature=0.8',
    });
    expect(pasteLines(pageOf({ width: 40, windows: true }), 'sh', plain, '  ', '36')).toEqual([
      '  passk-gate compare --baseline runs/a.jsonl --candidate runs/b.jsonl --baseline-config temperature=0.8',
    ]);
  });

  it('keeps a flag, which takes no value, off the line of the option after it', () => {
    const flagged = commandWords(
      ['compare', '--baseline', 'b.json', '--candidate', 'c.json', '--allow-mixed-judgement', '--json', '-'],
      {},
    );
    expect(pasteLines(at(34), 'sh', flagged, '', '36')).toEqual([
      'passk-gate compare \\',
      '  --baseline b.json \\',
      '  --candidate c.json \\',
      '  --allow-mixed-judgement \\',
      '  --json -',
    ]);
  });

  it('keeps an option on the line of its value when the two fill the line to its last column', () => {
    const full = commandWords(
      ['compare', '--baseline', 'b.json', '--candidate', 'runs/cand-v2.jsonl', '--allow-mixed-judgement'],
      {},
    );
    const lines = pasteLines(at(34), 'sh', full, '', '36');
    expect(lines).toEqual([
      'passk-gate compare \\',
      '  --baseline b.json \\',
      '  --candidate runs/cand-v2.jsonl \\',
      '  --allow-mixed-judgement',
    ]);
    expect(lines[2]).toHaveLength(34);
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

describe('pageOf', () => {
  it('is unbounded and plain unless given a width and colour', () => {
    const plain = pageOf({});
    expect(plain.width).toBe(Infinity);
    expect(plain.paint('1;31', 'regression')).toBe('regression');
    const coloured = pageOf({ color: true, width: 40 });
    expect(coloured.width).toBe(40);
    expect(coloured.paint('1;31', 'regression')).toBe('\u001b[1;31mregression\u001b[0m');
    expect(pageOf({ color: false }).paint('1', 'x')).toBe('x');
  });
});

describe('noticeLines', () => {
  it('says nothing without items', () => {
    expect(noticeLines(pageOf({ color: true, width: 30 }), 'Warnings:', [])).toEqual([]);
  });

  it('puts each item under the heading as `  ! item`, wrapped under its text, then a blank line', () => {
    const items = ['the pass@k curves cross at k = 5', 'n differs'];
    expect(noticeLines(pageOf({ width: 30 }), 'Warnings:', items)).toEqual([
      'Warnings:',
      '  ! the pass@k curves cross at',
      '    k = 5',
      '  ! n differs',
      '',
    ]);
    // The heading in bold yellow; the items plain.
    expect(noticeLines(pageOf({ color: true }), 'Warnings:', ['n differs'])).toEqual([
      '\u001b[1;33mWarnings:\u001b[0m',
      '  ! n differs',
      '',
    ]);
  });
});

describe('cuttable', () => {
  const id = 'django__django-11099-and-then-some';

  it('marks a cell that a narrow table may cut in the middle; other cells stay whole, the row stacked', () => {
    expect(cuttable(id)).toEqual({ text: id, cut: true });
    expect(fitTable(pageOf({ width: 40 }), ['', '', ''], [[cuttable(id), '40.0%', '-2.5']])).toEqual([
      '  django__djan…nd-then-some  40.0%  -2.5',
    ]);
    expect(fitTable(pageOf({ width: 40 }), ['', '', ''], [[id, '40.0%', '-2.5']])).toEqual([
      `  ${id}`,
      '    40.0%  -2.5',
    ]);
  });
});

describe('idsApart', () => {
  const pytest = (currency: string) =>
    `tests/integration/test_payments.py::TestCheckout::test_refund_of_a_partially_captured_payment[${currency}]`;

  it('keeps ids apart that differ only after the cut: cut from the whole id, once', () => {
    const ids = idsApart([pytest('EUR'), pytest('USD')], 60);
    expect(ids[0]!.text).not.toBe(ids[1]!.text);
    expect(ids[0]!.text).toMatch(/\[EUR]$/);
    expect(ids[1]!.text).toMatch(/\[USD]$/);
    for (const { text } of ids) {
      expect(textWidth(text)).toBeLessThanOrEqual(60);
      expect(text.match(/…/g)).toHaveLength(1);
    }
    // A table narrower still cuts from the whole id: apart, and with one cut.
    const rows = ids.map(({ text, full }) => [cuttable(text, full), '40.0%', '-2.5']);
    const lines = fitTable(pageOf({ width: 40 }), ['', '', ''], rows);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('[EUR]');
    expect(lines[1]).toContain('[USD]');
    for (const line of lines) expect(line.match(/…/g)).toHaveLength(1);
  });

  it('shows an invisible character as \\uXXXX only in an id that would read as another of the list', () => {
    const ids = idsApart(['Human\u200bEval/1x', 'HumanEval/1x', 'a\u200fb', 'c\u001b[2Jd', 'c [2Jd', 'e\u001bf'], 60);
    // A control alone is a space, as everywhere in a report; beside an id it would read as, escaped.
    expect(ids.map((id) => id.text)).toEqual([
      'Human\\u200bEval/1x',
      'HumanEval/1x',
      'a\u200fb',
      'c\\u001b[2Jd',
      'c [2Jd',
      'e f',
    ]);
  });

  it('shows white space that does not show as \\uXXXX in ids that differ only in it: a \\r, spaces at the ends, no-break spaces', () => {
    const ids = idsApart(['T/0', 'T/0\r', 'T/1 ', 'T/1', ' ', '  ', '\t', '\u00a0', 'a  b', 'a b', 'x y'], 60);
    expect(ids.map((id) => id.text)).toEqual([
      'T/0',
      'T/0\\u000d',
      'T/1\\u0020',
      'T/1',
      '\\u0020',
      '\\u0020\\u0020',
      '\\u0009',
      '\\u00a0',
      'a\\u0020\\u0020b',
      'a b',
      'x y',
    ]);
    expect(readAlike(['T/0\r', 'x'], ['T/0'])).toBe(true);
    expect(readAlike(['T/0', 'x'], ['T/0'])).toBe(false);
    expect(readAlike(['T/1'], ['T/0'])).toBe(false);
  });

  it('shows ordinary ids with joiners and tag characters as they are: they are text', () => {
    const emoji = 'HumanEval/\u{1f469}\u200d\u{1f4bb}/1';
    const persian = '\u0646\u06cc\u0645\u200c\u0641\u0627\u0635\u0644\u0647';
    const flag = 'flag\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}';
    const ids = [emoji, persian, flag, 'caf\u00e9_parse'];
    expect(idsApart(ids, 60).map((id) => id.text)).toEqual(ids);
    // Beside an id it would read as, each is escaped.
    const apart = idsApart([persian, persian.replace('\u200c', '')], 60).map((id) => id.text);
    expect(apart[0]).toContain('\\u200c');
    expect(apart[1]).not.toContain('\\u');
  });

  it('never cuts inside an escape', () => {
    const word = '\u0646\u06cc\u0645\u200c\u0641\u0627\u0635\u0644\u0647';
    const long = Array.from({ length: 12 }, () => word).join('_');
    const ids = [long, long.replaceAll('\u200c', '')];
    for (const width of [20, 30, 41, 60]) {
      const apart = idsApart(ids, width);
      expect(apart[0]!.full).toContain('\\u200c');
      for (const { text } of apart) {
        // Every backslash starts a whole escape.
        expect(
          text
            .split('\\')
            .slice(1)
            .every((rest) => /^u[0-9a-f]{4}/.test(rest)),
          text,
        ).toBe(true);
        expect(textWidth(text)).toBeLessThanOrEqual(width);
      }
    }
  });

  it('says the form of ids that differ only in Unicode normalisation', () => {
    const ids = idsApart(['caf\u00e9', 'cafe\u0301', 'plain'], 60).map((id) => id.text);
    expect(ids).toEqual(['caf\u00e9 (NFC)', 'cafe\u0301 (NFD)', 'plain']);
  });

  // A cut that compared ids character by character against each other would not finish within the test's timeout.
  it('cuts megabyte ids apart where they differ', () => {
    const ids = Array.from({ length: 20 }, (_, i) => `${'x'.repeat(1_000_000)}${i}`);
    const shown = idsApart(ids, 60).map((id) => id.text);
    expect(new Set(shown).size).toBe(20);
    for (const text of shown) expect(textWidth(text)).toBeLessThanOrEqual(60);
  });
});

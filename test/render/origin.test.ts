import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import type { ConfigSource, MlflowOrigin, RunResults } from '../../src/common/types.js';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { mergeRuns } from '../../src/load/merge.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { configCells } from '../../src/render/origin.js';
import { renderTerminal } from '../../src/render/terminal.js';
import { problems, run as runOf } from '../support/runs.js';
import { comparison, gate } from '../support/comparisons.js';
import { expectValidGateReport } from '../support/report-schema.js';

/** A run whose config values came from every source there is. */
function run(source: string, cs: number[], extra: Partial<RunResults> = {}): RunResults {
  const config = { temperature: 0.8, top_p: 0.95, n: 10, max_tokens: 512 };
  const sources = { temperature: 'mlflow', top_p: 'user', n: 'file', max_tokens: 'filename' } as const;
  return runOf(source, problems(cs, 10), { config, sources, ...extra });
}

const cs = Array.from({ length: 30 }, (_, i) => (i * 7) % 11);

const hostile: MlflowOrigin = {
  uri: 'models:/coder@champion',
  run_id: 'abc](https://evil.example) @octocat',
  run_name: '<img src=x onerror=alert(1)> #1 @team',
  run_url: 'http://mlflow.internal:5000/#/experiments/1/runs/abc(1)',
  artifact: 'per_problem_counts.json',
  model: { name: 'coder**bold**', alias: 'everyone', version: '7' },
};

describe('where values and runs came from, in both reports', () => {
  it('notes each config source', () => {
    const cells = (source: ConfigSource | undefined): string[] =>
      configCells(
        { key: 'n', baseline: 10, candidate: undefined, baselineSource: source, checked: true, status: 'missing' },
        String,
        { baseline: {}, candidate: {} } as never,
      );
    expect(['file', 'filename', 'user', 'mlflow', undefined].map((s) => cells(s as never))).toEqual([
      ['10', 'not recorded'],
      ['10 (file name)', 'not recorded'],
      ['10 (given)', 'not recorded'],
      ['10 (MLflow param)', 'not recorded'],
      ['10', 'not recorded'],
    ]);
    const report = comparison(run('a', cs), run('b', cs));
    const terminal = renderTerminal(report);
    expect(terminal).toMatch(/temperature +0\.8 \(MLflow param\) +0\.8 \(MLflow param\)/);
    expect(terminal).toMatch(/max_tokens +512 \(file name\) +512 \(file name\)/);
    const markdown = renderMarkdown(report);
    expect(markdown).toMatch(/\| top_p \| 0\.95 \(given\) \| 0\.95 \(given\) \| ✅ equal \|/);
    expect(markdown).toMatch(/\| max_tokens \| 512 \(file name\) \| 512 \(file name\) \| ✅ equal \|/);
  });

  it("shows a side's range of n where its problems differ in n and no single n is recorded", () => {
    const counts = (n: (i: number) => number) => cs.map((c, i) => ({ id: `p${i}`, n: n(i), c: Math.min(c, 1) }));
    const greedy = { temperature: 0 };
    const once = runOf(
      'a',
      counts(() => 1),
      { config: { ...greedy, n: 1 } },
    );
    const mixed = runOf(
      'b',
      counts((i) => (i < 4 ? 2 : 1)),
      { config: greedy },
    );
    const report = comparison(once, mixed);
    const check = report.checks[0]!;
    expect(check.candidate.samples).toEqual({ min: 1, max: 2 });
    expect(check.baseline.samples).toBeUndefined();
    expectValidGateReport(report);
    expect(renderTerminal(report, { width: 120 })).toMatch(/^ {2}n +1 +1-2 *$/m);
    expect(renderMarkdown(report)).toContain('| n | 1 | 1-2 |  |');
    // Neither side records n: the row is still shown, with each side's n.
    const both = comparison(
      runOf(
        'a',
        counts(() => 1),
        { config: greedy },
      ),
      mixed,
    );
    expect(both.checks[0]!.config.rows.some((row) => row.key === 'n')).toBe(false);
    expect(renderMarkdown(both)).toContain('| n | not recorded | 1-2 |  |');
  });

  it('names and links the MLflow run, with names from the server escaped and no mention or injected link', () => {
    const report = comparison(run('a', cs, { mlflow: hostile }), run('b', cs));
    const markdown = renderMarkdown(report);
    const line = markdown.split('\n').find((l) => l.startsWith('MLflow: '))!;
    const html = new MarkdownIt({ linkify: true }).renderInline(line);
    // One link, to the run page; the names from the server are text inside it: no second link, tag or mention.
    expect([...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      'http://mlflow.internal:5000/#/experiments/1/runs/abc%281%29',
    ]);
    expect(html).not.toMatch(/<img|<strong|<em/);
    expect(html).toContain('&lt;img src');
    for (const name of ['everyone', 'octocat', 'team']) expect(line).toContain(`@\u2060${name}`);
    expect(line).toContain('#\u20601');
    const terminal = renderTerminal(report);
    expect(terminal).toContain(
      'MLflow\n  baseline   model coder**bold** version 7 (@everyone), run abc](https://evil.example)',
    );
    expect(terminal).not.toMatch(/^ {2}candidate .*MLflow/m);
  });

  it("names and links each check's MLflow runs in a gate of several checks, in both reports", () => {
    const origin = (id: string, name: string): MlflowOrigin => ({
      uri: `runs:/${id}`,
      run_id: id,
      run_name: name,
      run_url: `https://mlflow.example/#/experiments/1/runs/${id}`,
      artifact: 'per_problem_counts.json',
      model: null,
    });
    const champion = { ...origin('r1', 'eval-base'), model: { name: 'coder', alias: 'champion', version: '3' } };
    const report = gate([
      { name: 'humaneval', baseline: run('a', cs, { mlflow: champion }), candidate: run('b', cs) },
      { name: 'mbpp', baseline: run('c', cs), candidate: run('d', cs, { mlflow: origin('r2', 'eval-new') }) },
    ]);
    const terminal = renderTerminal(report, { width: 200 });
    const check = (name: string) => terminal.slice(terminal.indexOf(`\n${name} pass@1: `));
    expect(check('humaneval')).toMatch(
      /^\nhumaneval pass@1: .*\n {2}candidate .*\n {2}MLflow\n {4}baseline {3}model coder version 3 \(@champion\), run r1 \(eval-base\): https:\/\/mlflow\.example\/#\/experiments\/1\/runs\/r1\n/,
    );
    expect(check('mbpp')).toMatch(
      /^\nmbpp pass@1: .*\n.*\n {2}MLflow\n {4}candidate {2}run r2 \(eval-new\): https:\/\/mlflow\.example\S*r2\n/,
    );
    const markdown = renderMarkdown(report);
    expect(markdown).toContain(
      'MLflow: baseline [model coder version 3 (@\u2060champion), run r1 (eval-base)](https://mlflow.example/#/experiments/1/runs/r1)',
    );
    expect(markdown).toContain('MLflow: candidate [run r2 (eval-new)](https://mlflow.example/#/experiments/1/runs/r2)');
  });

  it('names and links every MLflow run merged into a side, in the JSON and both reports', () => {
    const origin = (id: string): MlflowOrigin => ({
      uri: `runs:/${id}`,
      run_id: id,
      run_name: `eval-${id}`,
      run_url: `https://mlflow.example/#/experiments/1/runs/${id}`,
      artifact: 'per_problem_counts.json',
      model: null,
    });
    const merged = mergeRuns([
      run('runs:/r1', cs, { mlflow: origin('r1') }),
      run('runs:/r2', cs, { mlflow: origin('r2') }),
    ]);
    const report = comparison(merged, run('b.json', cs));
    const side = report.checks[0]!.baseline;
    expect(side.mlflow).toBeNull();
    expect(side.mlflow_runs).toEqual([origin('r1'), origin('r2')]);
    expect(side.name).toBe('eval-r1 + eval-r2');
    expectValidGateReport(report);
    const terminal = renderTerminal(report, { width: 200 });
    expect(terminal).toContain(
      'MLflow\n  baseline   run r1 (eval-r1): https://mlflow.example/#/experiments/1/runs/r1\n' +
        '             run r2 (eval-r2): https://mlflow.example/#/experiments/1/runs/r2\n',
    );
    expect(renderMarkdown(report)).toContain(
      'MLflow: baseline [run r1 (eval-r1)](https://mlflow.example/#/experiments/1/runs/r1), ' +
        '[run r2 (eval-r2)](https://mlflow.example/#/experiments/1/runs/r2)',
    );
  });

  it('links only http(s) run pages', () => {
    const report = comparison(run('a', cs, { mlflow: { ...hostile, run_url: 'javascript:alert(1)' } }), run('b', cs));
    expect(renderMarkdown(report)).not.toContain('MLflow: ');
  });

  it('says a mixed judgement under the headline of both reports when it was allowed', () => {
    const report = comparison(
      run('a', cs, { judgement: { format: 'evalplus', criterion: 'plus' } }),
      run('b', cs, { judgement: { format: 'humaneval' } }),
      { ...DEFAULT_OPTIONS, allowMixedJudgement: true },
    );
    const terminal = renderTerminal(report).split('\n');
    expect(terminal[1]).toMatch(
      /^ {2}! mixed judgement \(harness differs\): the baseline's passes were judged by evalplus/,
    );
    const markdown = renderMarkdown(report).split('\n');
    expect(markdown.slice(2, 4)).toEqual([
      '> [!CAUTION]',
      expect.stringMatching(/^> mixed judgement \(harness differs\): the baseline's passes/),
    ]);
    const plain = comparison(run('a', cs), run('b', cs));
    expect(renderMarkdown(plain)).not.toContain('[!CAUTION]');
  });

  it('says a check of a gate whose mixed judgement was allowed under the headline, named, not among the warnings', () => {
    const report = gate([
      {
        name: 'EvalPlus',
        baseline: run('a', cs, { judgement: { format: 'evalplus', criterion: 'plus' } }),
        candidate: run('b', cs, { judgement: { format: 'humaneval' } }),
        options: { ...DEFAULT_OPTIONS, allowMixedJudgement: true },
      },
      { name: 'Plain', baseline: run('a', cs), candidate: run('b', cs) },
    ]);
    const warning = report.checks[0]!.warnings.find((w) => w.startsWith('mixed judgement'))!;
    expect(warning).toBeDefined();
    const terminal = renderTerminal(report);
    expect(terminal.split('\n')[1]).toMatch(
      /^ {2}! EvalPlus pass@1: mixed judgement \(harness differs\): the baseline's/,
    );
    expect(terminal.split('mixed judgement')).toHaveLength(2);
    const markdown = renderMarkdown(report);
    expect(markdown.split('\n').slice(2, 4)).toEqual([
      '> [!CAUTION]',
      expect.stringMatching(/^> `EvalPlus` pass@1: mixed judgement \(harness differs\): the baseline's passes/),
    ]);
    expect(markdown.split('mixed judgement')).toHaveLength(2);
  });

  it("shows a dataset's hash in the caution line as the runs table does: a code span, nothing invisible inside", () => {
    const digest = '84f4b93a1270b492e4c1f0d2';
    const report = comparison(
      run('a', cs, { judgement: { format: 'humaneval', dataset: digest } }),
      run('b', cs, { judgement: { format: 'humaneval', dataset: 'v2' } }),
      { ...DEFAULT_OPTIONS, allowMixedJudgement: true },
    );
    const markdown = renderMarkdown(report).split('\n');
    const caution = markdown[markdown.indexOf('> [!CAUTION]') + 1]!;
    expect(caution).toContain(`\`${digest}\``);
    expect(caution).not.toMatch(/\u2060/);
    expect(markdown.find((line) => line.startsWith('| judged by |'))).toContain(digest);
  });
});

describe('the runs, in both reports', () => {
  it("says the dataset's whole hash in the terminal's runs table where it has room, its own code span in markdown", () => {
    const digest = 'fe585eb4df8c88d844eeb463ea4d0302';
    const report = comparison(
      run('samples_eval_results.json', cs, { judgement: { format: 'evalplus', criterion: 'base', dataset: digest } }),
      run('rd_gene_1_1samples_eval_results.json', cs, {
        judgement: { format: 'evalplus', criterion: 'base', dataset: '84f4b93a1270b492e4c54d5212da7a5b' },
      }),
      { ...DEFAULT_OPTIONS, allowMixedJudgement: true },
    );
    const judged = (text: string) => text.split('\n').find((line) => line.startsWith('  judged by'))!;
    expect(judged(renderTerminal(report, { width: 220 }))).toContain(`dataset ${digest}`);
    expect(renderTerminal(report, { width: 100 })).toMatch(
      /\n {2}judged by\n {4}baseline: evalplus, criterion base, dataset\n? +fe585/,
    );
    const markdown = renderMarkdown(report).split('\n');
    expect(markdown.find((line) => line.startsWith('| judged by |'))).toContain(
      `| evalplus, criterion base, dataset \`${digest}\` |`,
    );
    // A name that fits beside the other whole is not cut.
    expect(markdown.find((line) => line.startsWith('| file |'))).toContain('`rd_gene_1_1samples_eval_results.json`');
  });

  it("calls τ-bench's criterion the user simulator it is in the runs table of both reports, not in the JSON's keys", () => {
    const judgement = (user: string) => ({ judgement: { format: 'taubench', criterion: user } });
    const report = comparison(
      run('a.json', cs, judgement('user:gpt-4o-2024-11-20:llm')),
      run('b.json', cs, judgement('user:grok-4:llm')),
      { ...DEFAULT_OPTIONS, allowMixedJudgement: true },
    );
    const terminal = renderTerminal(report, { width: 200 }).split('\n');
    expect(terminal.find((line) => line.startsWith('  judged by'))).toMatch(
      /^ {2}judged by +taubench, user simulator user:gpt-4o-2024-11-20:llm +taubench, user simulator user:grok-4:llm/,
    );
    const markdown = renderMarkdown(report).split('\n');
    expect(markdown.find((line) => line.startsWith('| judged by |'))).toBe(
      '| judged by | taubench, user simulator user:gpt-4o-2024-11-20:llm | taubench, user simulator user:grok-4:llm |  |',
    );
    expect(report.checks[0]!.baseline.judgement).toEqual({
      format: 'taubench',
      criterion: 'user:gpt-4o-2024-11-20:llm',
    });
  });

  it('names merged runs and long file names whole in markdown, and cuts them apart only where the terminal needs it', () => {
    // Real SWE-bench files, each side merging both (in another order), whose models differ.
    const [replicate, baseline] = [
      'deepseek-v4-pro-think__baseline-replicate-v7.astropy10__ds-v4-pro-think__baseline-replicate-v7__20260610-143959.json',
      'deepseek-v4-pro-think__baseline.astropy10__ds-v4-pro-think__baseline__20260610-115611.json',
    ];
    const side = (names: string[]) =>
      mergeRuns(names.map((name) => run(`swebench/xc93/${name}`, cs, { model: name.split('.')[0] })));
    const report = comparison(side([replicate, baseline]), side([baseline, replicate]));
    const markdown = renderMarkdown(report).split('\n');
    expect(markdown[2]).toBe(
      `candidate \`${baseline}\` + \`${replicate}\` vs baseline \`${replicate}\` + \`${baseline}\` · 30 problems`,
    );
    expect(markdown).toContain('| model | differs across files | differs across files |  |');
    const line = (width: number) =>
      renderTerminal(report, { width }).split('\n').slice(1, 4).join(' ').replace(/ +/g, ' ');
    expect(line(400)).toContain(`candidate ${baseline} + ${replicate} vs baseline ${replicate} + ${baseline} ·`);
    expect(line(160)).toContain(`candidate ${baseline} + 1 more vs baseline`);
    expect(line(160)).toContain(`${replicate} + 1 more ·`);
    const narrow = line(80);
    expect(narrow).toMatch(/candidate deepseek-v4-pro-think__baseline\.astropy\S*…\S*\.json \+ 1 more vs baseline/);

    // Two files whose names differ near their end only.
    const seed = (i: number) =>
      `humaneval_gpt-3.5-turbo-instruct_temperature0_maxtokens512_2024-05-01_seed${i}.jsonl_results.jsonl`;
    const seeds = comparison(run(seed(1), cs), run(seed(2), cs));
    expect(renderMarkdown(seeds)).toContain(`candidate \`${seed(2)}\` vs baseline \`${seed(1)}\``);
    const words = renderTerminal(seeds, { width: 80 }).split('\n').slice(1, 5).join(' ').split(/ +/);
    for (const i of [1, 2])
      expect(words.some((word) => word.includes(`seed${i}`) && seed(i).endsWith(word.split('…')[1]!))).toBe(true);
  });
});

describe('warnings, in both reports', () => {
  it('says a long warning whole: only the text quoted from a file inside it is cut', () => {
    // Two real SWE-bench file names, merged into one side: their models differ (SWE-bench names a replicate apart).
    const folder = 'swebench/xc93';
    const names = [
      'deepseek-v4-pro-think__baseline-replicate-v7.astropy10__ds-v4-pro-think__baseline-replicate-v7__20260610-143959.json',
      'deepseek-v4-pro-think__baseline.astropy10__ds-v4-pro-think__baseline__20260610-115611.json',
    ].map((name) => `${folder}/${name}`);
    const merged = mergeRuns([
      run(names[0]!, cs, { model: `deepseek-v4-pro-think__baseline-replicate-v7${'-x'.repeat(60)}` }),
      run(names[1]!, cs, { model: 'deepseek-v4-pro-think__baseline' }),
    ]);
    const report = comparison(merged, run('b.json', cs));
    const end = 'merged as runs of one model, as given';
    const terminal = renderTerminal(report, { width: 80 }).replace(/\s+/g, ' ');
    expect(terminal).toContain(`${names[1]}): ${end}`);
    const markdown = renderMarkdown(report);
    expect(markdown).toMatch(new RegExp(`\\): ${end}\\n`));
    // The model's name, quoted from the file, is cut where the warning is written.
    expect(terminal).toContain('-x-x…" in');
  });
});

describe('the files of a merged side, in both reports', () => {
  const files = Array.from({ length: 12 }, (_, i) => `runs/2025-07-${String(i + 1).padStart(2, '0')}/results.json`);
  const hostileName = `${'deep/'.repeat(20)}\u001b[31m<img src=x> @all|run.json`;
  const merged = (names: string[]) => run(names.join(' + '), cs, { files: names });

  it('lists each file, the first ten', () => {
    const report = comparison(merged(files), run('b.json', cs));
    const terminal = renderTerminal(report);
    expect(terminal).toMatch(/\n {2}files +runs\/2025-07-01\/results\.json +b\.json\n/);
    expect(terminal).toMatch(/\n {15}runs\/2025-07-10\/results\.json\n {15}and 2 more\n/);
    expect(terminal).not.toContain('2025-07-11');
    const markdown = renderMarkdown(report);
    expect(markdown).toContain(
      `| files | ${files
        .slice(0, 10)
        .map((file) => `\`${file}\``)
        .join('<br>')}<br>and 2 more (passk, 30 problems, 12 files merged) | \`b.json\` (passk, 30 problems) |  |`,
    );
    expect(report.checks[0]!.baseline.sources).toEqual(files);
  });

  it('cuts long file names, keeping the part that tells them apart, in both reports', () => {
    /** Whether a cut name could be `whole`: its kept pieces in order, its uncut ends at the ends. */
    const readsAs = (cut: string, whole: string): boolean => {
      const pieces = cut.split('…');
      let at = 0;
      for (const piece of pieces) {
        at = whole.indexOf(piece, at);
        if (at < 0) return false;
        at += piece.length;
      }
      return whole.startsWith(pieces[0]!) && whole.endsWith(pieces.at(-1)!);
    };
    // Real harness file names, alike but for one character, and run folders alike but for their time.
    const human = (i: number) => `hEvalTest35_noExp_1dPro_100CPT_5Tkns_1SPT_${i}__Samples.jsonl_results.jsonl`;
    const folder = (time: string) => `terminalbench/edison9138/green_agent_eval_20251014_${time}/results.json`;
    for (const names of [
      [human(1), human(4)],
      [folder('165422'), folder('214349')],
    ]) {
      const report = comparison(run(names[0]!, cs), run(names[1]!, cs));
      const fileRow = renderTerminal(report, { width: 80 })
        .split('\n')
        .find((line) => line.startsWith('  file '))!;
      const markdownRow = renderMarkdown(report)
        .split('\n')
        .find((line) => line.startsWith('| file |'))!;
      const spans = [...markdownRow.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
      for (const cells of [fileRow.trim().split(/ {2,}/).slice(1), spans]) {
        expect(cells).toHaveLength(2);
        expect(cells.map((cell, i) => readsAs(cell, names[i]!))).toEqual([true, true]);
        expect(cells.map((cell, i) => readsAs(cell, names[1 - i]!))).toEqual([false, false]);
      }
      for (const span of spans) expect([...span].length).toBeLessThanOrEqual(34);
      if (names[0] === human(1)) expect(fileRow).toMatch(/1SPT_1__Samples.*1SPT_4__Samples/);
    }
  });

  it('keeps a hostile file name inert and on one line', () => {
    const report = comparison(merged(['a.json', hostileName]), run('b.json', cs));
    const terminal = renderTerminal(report);
    expect(terminal).not.toContain('\u001b');
    expect(terminal).toMatch(/\n {15}(deep\/){20} \[31m<img src=x> @all\|run\.json\n/);
    const row = renderMarkdown(report)
      .split('\n')
      .find((line) => line.startsWith('| files |'))!;
    expect(row).toContain('<br>`deep/deep/deep/');
    expect(row).toContain('…');
    expect(row).toContain('\\|run.json`');
    expect(new MarkdownIt().renderInline(row)).not.toMatch(/<img/);
  });
});

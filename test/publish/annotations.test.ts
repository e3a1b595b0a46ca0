import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseGateConfig } from '../../src/config/file.js';
import { loadResults } from '../../src/load/read.js';
import { annotationsFor, errorPlace } from '../../src/publish/annotations.js';
import { gateDecisionLine, PLAIN_TEXT } from '../../src/render/decision.js';
import { inconclusiveReason, noMarginAdvice, NO_MARGIN_STEP } from '../../src/render/format.js';
import { comparisonRequest } from '../../src/config/request.js';
import { runGate } from '../../src/gate.js';
import { INPUT_NAMING } from '../../src/publish/inputs.js';
import { haveRealdata, realdata, realdataTitle } from '../formats/paths.js';
import {
  CONFIG,
  baselineCounts,
  droppedCounts,
  noisyCounts,
  compareWithBaseline,
  meanPass,
} from '../support/counts.js';
import { familyCase } from '../support/family-cases.js';
import { run } from '../support/runs.js';
import { comparison, gate, options as parseGateOptions } from '../support/comparisons.js';

const compare = compareWithBaseline;

describe('annotationsFor', () => {
  it('fails a regression with one line naming the gate, the drop and the rule', () => {
    const dropped = (meanPass(droppedCounts(1)) - meanPass(baselineCounts())) * 100;
    const { failure, warnings } = annotationsFor(compare(droppedCounts(1)), 'humaneval');
    expect(failure!.title).toBe('passk-gate (humaneval)');
    // The drop is said once, in line one; the parenthesis holds only the numbers behind it.
    const expected =
      `^Blocks merge: pass@1 fell ${(-dropped).toFixed(1)} points ` +
      '\\([\\d.]+% -> [\\d.]+%, 95% interval -[\\d.]+ to -[\\d.]+, limit 0\\.0\\)$';
    expect(failure!.message).toMatch(new RegExp(expected));
    expect(warnings).toEqual([]);
  });

  it('warns on an inconclusive result without failing, and says why in one line', () => {
    const { failure, warnings } = annotationsFor(compare(noisyCounts(), { margin: '0.01' }), undefined);
    expect(failure).toBeUndefined();
    expect(warnings.map((w) => w.title)).toEqual(['passk-gate: inconclusive']);
    expect(warnings[0]!.message).toBe(
      'Can merge, not enough evidence: pass@1 did not move (95% interval -2.5 to +2.5); the interval reaches below ' +
        'the 1.0-point limit, so the suite cannot show the candidate is at most that much worse',
    );
  });

  it('says why a drop that few problems show is inconclusive, not a regression', () => {
    // 5 of 60 problems lose one sample each, nothing else moves: the interval is below 0, but the exact sign
    // test's p is 2/2^5 = 0.0625.
    const sparse = baselineCounts().map((p, i) => ({ ...p, c: i < 10 && p.c > 0 && i % 2 === 1 ? p.c - 1 : p.c }));
    const report = compare(sparse);
    expect(report.checks[0]!.delta!.ci[1]).toBeLessThan(0);
    expect(report.verdict).toBe('inconclusive');
    const { failure, warnings } = annotationsFor(report, undefined);
    expect(failure).toBeUndefined();
    expect(warnings[0]!.message).toMatch(
      /; only 5 problems changed, all 5 worse: too few to tell from run-to-run noise \(exact sign test p = 0\.0625\)$/,
    );
  });

  it('fails an inconclusive result under fail-on inconclusive', () => {
    const report = compare(noisyCounts(), { 'fail-on': 'inconclusive' });
    const { failure, warnings } = annotationsFor(report, undefined);
    // Line one's interval is said once, with the numbers behind it, in one parenthesis; then why.
    const line = gateDecisionLine(report, PLAIN_TEXT);
    const said = line.slice(0, line.lastIndexOf(' ('));
    expect(failure!.message.startsWith(`${said} (`)).toBe(true);
    expect(failure!.message.slice(said.length)).toMatch(/^ \([^()]*95% interval [^()]*limit 0\.0\); the interval/);
    expect(failure!.message.split('95% interval')).toHaveLength(2);
    expect(warnings.map((w) => w.title)).not.toContain('passk-gate: inconclusive');
  });

  it('warns under fail-on never of the regression it would have blocked, with the numbers a failure gives', () => {
    const report = compare(droppedCounts(1), { 'fail-on': 'never' });
    const { failure, warnings } = annotationsFor(report, 'humaneval');
    expect(failure).toBeUndefined();
    const blocking = annotationsFor(compare(droppedCounts(1)), 'humaneval').failure!.message;
    expect(warnings).toEqual([
      {
        title: 'passk-gate (humaneval): regression',
        message: blocking.replace(
          /^Blocks merge: /,
          'Informational: this gate does not block. It would have blocked: ',
        ),
      },
    ]);
    // A gate of several checks names those that regressed.
    const gated = familyCase(['no-regression', 'regression'], { failOn: 'never' });
    expect(annotationsFor(gated, 'evals').warnings.filter((w) => w.title === 'passk-gate (evals): regression')).toEqual(
      [{ title: 'passk-gate (evals): regression', message: gateDecisionLine(gated, PLAIN_TEXT) }],
    );
    expect(gateDecisionLine(gated, PLAIN_TEXT)).toMatch(
      /^Informational: this gate does not block\. It would have blocked: /,
    );
  });

  it('fails a refused comparison with one short line naming the keys, pointing to the fix where one is written', () => {
    const report = compare(baselineCounts(), {}, { ...CONFIG, temperature: 0.2, n: 20 });
    expect(annotationsFor(report, undefined, 'the job summary').failure).toEqual({
      title: 'passk-gate',
      message:
        'Blocks merge: not compared, temperature differs (baseline 0.8, candidate 0.2); the job summary says how to fix it',
    });
    // With no job summary written (summary: false), there is nowhere to point to.
    expect(annotationsFor(report, undefined).failure).toEqual({
      title: 'passk-gate',
      message: 'Blocks merge: not compared, temperature differs (baseline 0.8, candidate 0.2)',
    });
  });

  it('fails a gate with a refused check the same way, pointing to the fix of the refused check', () => {
    const report = familyCase(['no-regression', 'refused-config']);
    const line = 'Blocks merge: BigCodeBench pass@1: not compared, temperature differs (baseline 0.8, candidate 0.2)';
    expect(annotationsFor(report, 'evals', 'the job summary').failure).toEqual({
      title: 'passk-gate (evals)',
      message: `${line}; the job summary says how to fix the refused check`,
    });
    expect(annotationsFor(report, 'evals').failure).toEqual({ title: 'passk-gate (evals)', message: line });
    // Beside a regression, the fix is the refusal's, not the regression's.
    const withDrop = annotationsFor(familyCase(['regression', 'refused-config']), 'evals', 'the job summary');
    expect(withDrop.failure?.message).toMatch(/fell .*; the job summary says how to fix the refused check$/);
    const twoRefused = annotationsFor(familyCase(['refused-config', 'refused-config']), 'evals', 'the job summary');
    expect(twoRefused.failure?.message).toMatch(/; the job summary says how to fix the refused checks$/);
  });

  it('keeps the facts of a long inconclusive warning whole, and the step the advice ends with: it cuts the reason for it', () => {
    // Greedy runs, 9 problems worse and 9 better: margin 0, an interval reaching past 0 on both sides.
    const problems = Array.from({ length: 164 }, (_, i) => ({ id: `p${i}`, n: 1, c: i % 2 }));
    const worse = problems.map((p, i) => (i < 18 ? { ...p, c: 1 - p.c } : p));
    const config = { temperature: 0, n: 1 };
    const report = comparison(
      run('b', problems, { config, model: 'acme/b' }),
      run('c', worse, { config, model: 'acme/c' }),
      parseGateOptions({ resamples: '2000' }),
    );
    const { warnings } = annotationsFor(report, 'humaneval');
    const message = warnings[0]!.message;
    const reason = inconclusiveReason(report.checks[0]!)!;
    const whole = `${gateDecisionLine(report, PLAIN_TEXT)}; ${reason}`;
    expect(whole.length).toBeGreaterThan(300);
    expect(message.length).toBeLessThanOrEqual(300);
    // The facts are whole, and so is the step that ends the advice; the reason for the step is cut at a word.
    expect(whole.endsWith(`; ${noMarginAdvice('problem')}`)).toBe(true);
    expect(noMarginAdvice('problem').endsWith(`: ${NO_MARGIN_STEP}`)).toBe(true);
    const facts = whole.slice(0, whole.length - noMarginAdvice('problem').length - 2);
    expect(facts).toMatch(/the interval reaches below zero, so the suite cannot show the candidate is not worse$/);
    expect(message.startsWith(`${facts}; `)).toBe(true);
    expect(message.endsWith(`…: ${NO_MARGIN_STEP}`)).toBe(true);
    const why = message.slice(facts.length + 2, -NO_MARGIN_STEP.length - 3);
    expect(why).toMatch(/^without a margin \S.*\S$/);
    expect(noMarginAdvice('problem').startsWith(why)).toBe(true);
    expect(noMarginAdvice('problem')[why.length]).toBe(' ');
  });

  it("keeps a gate's warnings' facts whole: both hashes of a mixed judgement, the p-value and the level it needed", () => {
    const problems = Array.from({ length: 164 }, (_, i) => ({ id: `p${i}`, n: 1, c: i % 2 }));
    const worse = problems.map((p, i) => (i === 1 || i === 3 ? { ...p, c: 0 } : p));
    const config = { temperature: 0, n: 1 };
    const [one, two] = ['fe585eb4df8c88d844eeb463ea4d0302', '84f4b93a1270b492e4c54d5212da7a5b'];
    const judged = (dataset: string) => ({ format: 'evalplus', criterion: 'base', dataset });
    const report = gate([
      {
        name: 'EvalPlus base',
        baseline: run('a', problems, { config, judgement: judged(one) }),
        candidate: run('b', problems, { config, judgement: judged(two) }),
        options: parseGateOptions({ 'allow-mixed-judgement': true }),
      },
      { name: 'HumanEval greedy', baseline: run('b', problems, { config }), candidate: run('c', worse, { config }) },
      { name: 'Third', baseline: run('b', problems, { config }), candidate: run('c', problems, { config }) },
    ]);
    const messages = annotationsFor(report, 'evals').warnings.map((w) => w.message);
    // Each names its check as the report's table does: the name and the metric at k.
    const mixed = messages.find((m) => m.startsWith('EvalPlus base pass@1: mixed judgement'))!;
    expect(`EvalPlus base pass@1: ${report.checks[0]!.warnings[0]!}`.length).toBeGreaterThan(300);
    expect(mixed.length).toBeLessThanOrEqual(300);
    expect(mixed).toContain(`dataset ${one}), the candidate's by evalplus (criterion base, dataset ${two})`);
    const reason = messages.find((m) => m.startsWith('HumanEval greedy pass@1: only 2'))!;
    expect(reason.length).toBeLessThanOrEqual(300);
    // Too few changed is the whole reason: no margin advice follows the p-value (docs/statistics.md item 7).
    expect(reason).toMatch(/\(exact sign test p = 0\.5; in a gate of 3 checks this one needed p below [\d.]+\)$/);
  });

  it("cuts a very long check label apart from the others' before its warning, so that the warning stays", () => {
    const problems = Array.from({ length: 164 }, (_, i) => ({ id: `p${i}`, n: 1, c: i % 2 }));
    const worse = problems.map((p, i) => (i === 1 || i === 3 ? { ...p, c: 0 } : p));
    const config = { temperature: 0, n: 1 };
    const long = `${'模型'.repeat(100)} ${'🚀 '.repeat(60)}`;
    const names = [`${long}alpha`, `${long}beta`];
    const report = gate(
      names.map((name) => ({ name, baseline: run('b', problems, { config }), candidate: run('c', worse, { config }) })),
    );
    const messages = annotationsFor(report, 'evals').warnings.map((w) => w.message);
    const reason = inconclusiveReason(report.checks[0]!, 2)!;
    const labels = messages.map((message) => message.slice(0, message.indexOf(' pass@1: ')));
    expect(messages).toHaveLength(2);
    expect(new Set(labels).size).toBe(2);
    for (const [i, message] of messages.entries()) {
      expect(labels[i]!.length).toBeLessThanOrEqual(60);
      expect(labels[i]).toMatch(/^模型.*….*🚀 (alpha|beta)$/u);
      expect(message.endsWith(`pass@1: ${reason}`)).toBe(true);
    }
  });

  it('passes quietly on an improvement', () => {
    expect(
      annotationsFor(
        comparison(
          run('b', droppedCounts(1), { config: CONFIG, model: 'acme/b' }),
          run('c', baselineCounts(), { config: CONFIG, model: 'acme/c' }),
          parseGateOptions({ resamples: '2000' }),
        ),
        'x',
      ),
    ).toEqual({ warnings: [] });
  });
});

describe.skipIf(!haveRealdata)(realdataTitle('annotationsFor on real runs: the step to take survives the cut'), () => {
  // Two real 7B models with the same HumanEval pass@1 (47 of 164) but different problems solved.
  const files = ['codegemma_7b_results.jsonl', 'codellama_7b_results.jsonl'].map((name) =>
    join(realdata, 'human-eval/poe-evaluation', name),
  );
  const annotations = async (failOn: string) => {
    const request = comparisonRequest(
      {
        baseline: files[0]!,
        candidate: files[1]!,
        'baseline-config': 'temperature=0',
        'candidate-config': 'temperature=0',
        'fail-on': failOn,
      },
      INPUT_NAMING,
    );
    const { report } = await runGate(request, { cwd: process.cwd() });
    expect(report.checks[0]!.verdict).toBe('inconclusive');
    return annotationsFor(report, 'HumanEval');
  };

  it('keeps "set margin to ..." whole in the inconclusive warning and in the failure of fail-on inconclusive', async () => {
    const warning = (await annotations('regression')).warnings[0]!.message;
    const failure = (await annotations('inconclusive')).failure!.message;
    for (const message of [warning, failure]) {
      expect(message.length).toBeLessThanOrEqual(300);
      expect(message).toMatch(new RegExp(`[:;] ${NO_MARGIN_STEP}$`));
    }
    // The warning's facts are whole: only the reason for the step is cut.
    expect(warning).toContain(
      '; the interval reaches below zero, so the suite cannot show the candidate is not worse; ',
    );
  });
});

describe('errorPlace: the file and line a could-not-run annotation points at', () => {
  const workspace = mkdtempSync(join(tmpdir(), 'passk-gate-place-'));
  mkdirSync(join(workspace, 'evals'));
  afterAll(() => rmSync(workspace, { recursive: true, force: true }));
  const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  /** The message of the error `act` throws, as the action would annotate it. */
  async function messageOf(act: () => unknown): Promise<string> {
    try {
      await act();
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('no error thrown');
  }
  function write(name: string, text: string): string {
    writeFileSync(join(workspace, name), text);
    return name;
  }

  it('names the config file and the line of an unknown key, relative to the repository', async () => {
    const text = 'checks:\n  - name: a\n    baseline: x.json\n    candidate: y.json\n    kk: 3\n';
    const message = await messageOf(() => parseGateConfig(text, 'passk-gate.yml'));
    write('passk-gate.yml', text);
    expect(errorPlace(message, workspace, workspace, isFile)).toEqual({ file: 'passk-gate.yml', startLine: 5 });
    // The action may run in a subfolder of the checkout.
    expect(errorPlace(message, workspace, join(workspace, '..'), isFile)?.file).toMatch(
      /^passk-gate-place-\w+\/passk-gate\.yml$/,
    );
  });

  it('names the line a reader reports, in either of its forms', async () => {
    const jsonl = write('evals/base.jsonl', '{"task_id": "a", "passed": true}\n{"task_id": 3}\n');
    const broken = write(
      'evals/broken.json',
      '{"format": "passk-results/v1",\n"config": {},\n"problems": [{"id": "a" "n": 1}]}\n',
    );
    const inconsistent = write(
      'evals/bad.json',
      '{"format": "passk-results/v1", "config": {}, "problems": [{"id": "a", "n": 1, "c": 3}]}\n',
    );
    const place = async (name: string) =>
      errorPlace(await messageOf(() => loadResults(join(workspace, name))), workspace, workspace, isFile);
    expect(await place(jsonl)).toEqual({ file: 'evals/base.jsonl', startLine: 2 });
    expect(await place(broken)).toEqual({ file: 'evals/broken.json', startLine: 3 });
    expect(await place(inconsistent)).toEqual({ file: 'evals/bad.json' });
  });

  it('points nowhere for a file outside the repository, a missing file or text that is no file', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'passk-gate-outside-'));
    try {
      writeFileSync(join(outside, 'base.json'), '{}');
      const message = await messageOf(() => loadResults(join(outside, 'base.json')));
      expect(message.startsWith(join(outside, 'base.json'))).toBe(true);
      expect(errorPlace(message, workspace, workspace, isFile)).toBeUndefined();
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
    const missing = await messageOf(() => loadResults(join(workspace, 'nope.json')));
    expect(errorPlace(missing, workspace, workspace, isFile)).toBeUndefined();
    expect(errorPlace('input k: expected a number, got "two"', workspace, workspace, isFile)).toBeUndefined();
    expect(errorPlace('evals: is a folder', workspace, workspace, isFile)).toBeUndefined();
  });
});

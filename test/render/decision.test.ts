import { describe, expect, it } from 'vitest';
import type { GateReport } from '../../src/compare/model.js';
import { parseConfigPairs } from '../../src/load/user-config.js';
import { points } from '../../src/common/points.js';
import {
  checkDecisionLine,
  checkName,
  checkNumbers,
  checkNotes,
  configSummary,
  decisionOf,
  evidenceText,
  gateDecisionLine,
  fixSteps,
  inconclusiveNote,
  intervalText,
  limitText,
  PLAIN_TEXT,
  refusalGist,
  refusalWhy,
  refusedSettings,
  sentence,
} from '../../src/render/decision.js';
import { compareRuns, comparison, gate, options as optionsOf } from '../support/comparisons.js';
import { ACTION_SURFACE } from '../../src/render/surface.js';
import { parseOptions } from '../../src/config/options.js';
import { levelBelow, oracleSentence, powerSentence } from '../../src/render/format.js';
import { annotationsFor } from '../../src/publish/annotations.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderTerminal } from '../../src/render/terminal.js';
import { familyCase, familyChecks } from '../support/family-cases.js';
import { caseCheck, caseReport, reportCase, run, suite } from '../support/report-cases.js';
import { problems, run as runOf } from '../support/runs.js';
import { planEval } from '../../src/plan/plan.js';
import { parsePlanOptions } from '../../src/plan/options.js';
import { readExample } from '../plan/examples.js';

describe('decisionOf', () => {
  it('blocks when the check fails, informs under fail-on never, else lets the merge through', () => {
    expect(decisionOf({ failed: true, fail_on: 'never' })).toBe('blocks');
    expect(decisionOf({ failed: true, fail_on: 'regression' })).toBe('blocks');
    expect(decisionOf({ failed: false, fail_on: 'never' })).toBe('informational');
    expect(decisionOf({ failed: false, fail_on: 'inconclusive' })).toBe('can-merge');
  });
});

describe('number phrases', () => {
  it('says the limit and the interval in points', () => {
    expect(limitText(0)).toBe('0.0');
    expect(limitText(0.01)).toBe('-1.0');
    expect(intervalText([-0.0612, -0.0058])).toBe('-6.1 to -0.6');
    expect(intervalText([-0.004, 0.021])).toBe('-0.4 to +2.1');
  });

  it('shows an interval end and the limit apart when they are, whichever side decides the verdict', () => {
    // The limit with the decimals the margin was given.
    expect(limitText(0.0139)).toBe('-1.39');
    expect(limitText(0.025)).toBe('-2.5');
    // -1.04 is below the limit -1.0 (inconclusive); one decimal would read them alike.
    expect(intervalText([-0.0104, 0.011], 0.01)).toBe('-1.04 to +1.1');
    expect(intervalText([-0.0098, 0.011], 0.01)).toBe('-0.98 to +1.1');
    // An end above a limit of two decimals that one decimal would read as it.
    expect(intervalText([-0.01385, 0.025], 0.0139)).toBe('-1.385 to +2.5');
    // An end at the limit itself, and ends that read apart from it already, keep one decimal.
    expect(intervalText([-0.01, 0.02], 0.01)).toBe('-1.0 to +2.0');
    expect(intervalText([-0.07 + 0.06, 0.02], 0.01)).toBe('-1.0 to +2.0');
    expect(intervalText([-0.0304, -0.0098], 0.01)).toBe('-3.0 to -0.98');
  });

  it('shows a change at the limit as the limit, in the headline and the table, not rounded past it', () => {
    // Every one of 40 problems falls by exactly 1/16: a change of -6.25 points, at a limit of 6.25.
    const base = runOf('b.json', problems(Array<number>(40).fill(8), 16));
    const cand = runOf('c.json', problems(Array<number>(40).fill(7), 16));
    const check = compareRuns(base, cand, parseOptions({ margin: '0.0625' }));
    expect(check.verdict).toBe('no-regression');
    expect(checkDecisionLine(check, PLAIN_TEXT)).toBe(
      'Can merge: no drop in pass@1 beyond the 6.25-point limit (-6.25 points)',
    );
    expect(checkNumbers(check).slice(2)).toEqual(['-6.25', '-6.25 to -6.25', '-6.25']);
  });

  it("gives both scores the change's decimals: 63.44% and 63.46% beside +0.02, not 63.4% and 63.5%", () => {
    // 100 problems at n = 100: 6,344 passes of 10,000 in the baseline, two more in the candidate.
    const cs = Array.from({ length: 100 }, (_, i) => (i < 44 ? 64 : 63));
    const base = runOf('b.json', problems(cs, 100));
    const cand = runOf('c.json', problems([65, 65, ...cs.slice(2)], 100));
    const check = compareRuns(base, cand, parseOptions({}));
    expect(checkNumbers(check).slice(0, 3)).toEqual(['63.44%', '63.46%', '+0.02']);
  });

  it('shows a score near 100% apart from 100% when the change column says it moved', () => {
    // One sample of 3,280 failed in the baseline, none in the candidate: 99.97% against 100%, a 0.03-point rise.
    const base = runOf('b.json', problems([19, ...Array<number>(163).fill(20)], 20));
    const cand = runOf('c.json', problems(Array<number>(164).fill(20), 20));
    const check = compareRuns(base, cand, parseOptions({}));
    expect(checkNumbers(check).slice(0, 3)).toEqual(['99.97%', '100.00%', '+0.03']);
    expect(checkDecisionLine(check, PLAIN_TEXT)).toBe('Can merge: no drop in pass@1 (+0.03 points)');
    expect(evidenceText(check)).toMatch(/^99\.97% -> 100\.00%, 95% interval /);
  });

  it('makes a sentence of a clause', () => {
    expect(sentence('too few problems moved')).toBe('Too few problems moved.');
    expect(sentence('Done.')).toBe('Done.');
  });
});

describe('the summary of the settings over the runs table', () => {
  const cs = Array.from({ length: 30 }, (_, i) => ({ id: `p${i}`, n: 4, c: i % 5 }));
  const summary = (baseline: Record<string, number>, candidate: Record<string, number> = baseline) =>
    configSummary(compareRuns(runOf('a', cs, { config: baseline }), runOf('b', cs, { config: candidate })));

  it('counts a temperature neither run records as missing, not compared', () => {
    expect(summary({})).toBe('no setting compared; 1 missing, 3 not recorded by either run');
    expect(summary({ top_p: 0.95 })).toBe('1 setting compared, equal; 1 missing, 2 not recorded by either run');
  });

  it('says one setting in the singular, and how many of several differ or are missing', () => {
    expect(summary({ temperature: 0.8 })).toBe('1 setting compared, equal; 3 not recorded by either run');
    expect(summary({ temperature: 0.8 }, { temperature: 0.2 })).toBe(
      '1 setting compared, it differs; 3 not recorded by either run',
    );
    expect(summary({ temperature: 0.8, top_p: 0.95, top_k: 40, max_tokens: 512 })).toBe(
      '4 settings compared, all equal',
    );
    expect(summary({ temperature: 0.8, top_p: 0.95, top_k: 40 }, { temperature: 0.8, top_p: 0.9 })).toBe(
      '2 settings compared, 1 differs; 1 missing, 1 not recorded by either run',
    );
    expect(summary({ temperature: 0, top_p: 0.95 })).toBe(
      '1 setting compared, equal; 1 not recorded by either run, 2 not compared at temperature 0',
    );
  });
});

describe('the informational line (fail-on never)', () => {
  it("says what would have blocked as the gate's line does, limit included", () => {
    const report = caseReport('regression', 'never');
    const fell = `pass@1 fell ${points(-report.checks[0]!.delta!.value)} points, more than the 1.0-point limit`;
    expect(gateDecisionLine(report, PLAIN_TEXT)).toBe(
      `Informational: this gate does not block. It would have blocked: ${fell}`,
    );
    expect(checkDecisionLine(report.checks[0]!, PLAIN_TEXT)).toBe(gateDecisionLine(report, PLAIN_TEXT));
    const gate = familyCase(['no-regression', 'regression'], { failOn: 'never' });
    expect(gateDecisionLine(gate, PLAIN_TEXT)).toMatch(
      /^Informational: this gate does not block\. It would have blocked: MBPP pass@1 fell [\d.]+ points, more than the 1\.0-point limit$/,
    );
  });

  it('names the regression it lets through when a refused check blocks anyway', () => {
    const gate = familyCase(['refused-config', 'regression', 'no-regression'], { failOn: 'never' });
    expect(gate.checks.map((check) => [check.verdict, check.failed])).toEqual([
      ['refused', true],
      ['regression', false],
      ['no-regression', false],
    ]);
    expect(gateDecisionLine(gate, PLAIN_TEXT)).toMatch(
      /^Blocks merge: BigCodeBench pass@1: not compared, .*\. With fail-on never it does not block on: MBPP pass@1 fell [\d.]+ points, more than the 1\.0-point limit$/,
    );
  });
});

describe('a drop the suite cannot confirm, on line one', () => {
  it('says the drop and its interval beside the decision, for one check and among several', () => {
    const check = caseCheck('inconclusive');
    const { value, ci } = check.delta!;
    const drop = `pass@1 fell ${points(-value)} points (95% interval ${intervalText(ci)})`;
    expect(checkDecisionLine(check, PLAIN_TEXT)).toBe(`Can merge, not enough evidence: ${drop}`);
    expect(checkDecisionLine(caseCheck('inconclusive', 'inconclusive'), PLAIN_TEXT)).toBe(
      `Blocks merge, not enough evidence: ${drop}`,
    );
    expect(checkDecisionLine(caseCheck('inconclusive', 'never'), PLAIN_TEXT)).toBe(
      `Informational: this gate does not block. Not enough evidence: ${drop}`,
    );
    const gate = familyCase(['no-regression', 'inconclusive']);
    expect(gateDecisionLine(gate, PLAIN_TEXT)).toMatch(
      /^Can merge: 2 checks, none regressed \(1 inconclusive, 1 no regression\); [^:]+: not enough evidence, pass@1 fell [\d.]+ points \(95% interval, all checks together: -[\d.]+ to [-+]?[\d.]+\)$/,
    );
  });
});

describe('inconclusive checks among several, on line one', () => {
  it('names each, one within its limit whose interval reaches past it too, the worst first', () => {
    const { baseline, candidate, options } = reportCase('inconclusive');
    const seen = caseCheck('inconclusive').delta!;
    // A limit beyond the drop but within the interval: inconclusive, though the change did not pass the limit.
    const margin = String((-seen.value - seen.ci[0]) / 2);
    const check = (name: string, raw: Record<string, string>) => ({
      name,
      baseline,
      candidate,
      options: parseOptions({ resamples: '2000', ...options, ...raw }),
    });
    const report = gate([check('past', {}), check('within', { margin })], { method: 'none' });
    expect(report.checks.map((c) => c.verdict)).toEqual(['inconclusive', 'inconclusive']);
    expect(report.checks[1]!.delta!.value).toBeGreaterThan(-report.checks[1]!.delta!.margin);
    expect(gateDecisionLine(report, PLAIN_TEXT)).toMatch(
      /^Can merge: 2 checks, none regressed \(2 inconclusive\); past pass@1: not enough evidence, .*; within pass@1: not enough evidence, pass@1 fell [\d.]+ points \(95% interval /,
    );
  });
});

describe('the counts of verdicts on line one', () => {
  it('counts several improvements in the plural', () => {
    const report = familyCase(['improvement', 'improvement', 'no-regression']);
    expect(report.checks.map((check) => check.verdict)).toEqual(['improvement', 'improvement', 'no-regression']);
    expect(gateDecisionLine(report, PLAIN_TEXT)).toBe(
      'Can merge: 3 checks, none regressed (1 no regression, 2 improvements)',
    );
  });
});

describe('what the gate can catch, for every verdict', () => {
  it.each(['regression', 'improvement', 'no-regression', 'inconclusive'] as const)(
    '%s: the power sentence is in How this was computed, and in the terminal',
    (name) => {
      const report = caseReport(name);
      const power = powerSentence(report.checks[0]!)!;
      const markdown = renderMarkdown(report);
      const method = markdown.slice(markdown.indexOf('<summary>How this was computed</summary>'));
      expect(method).toContain(`\n**Power.** ${power} It depends on the number of problems`);
      const terminal = renderTerminal(report);
      // Said once in the terminal: above, where it bears on the verdict, else under the method.
      expect(terminal.split(power.slice(1))).toHaveLength(2);
      if (name === 'regression' || name === 'improvement') {
        // After the colon the sentence goes on in lower case.
        expect(power).toMatch(/^This /);
        expect(terminal).toContain(`\nPower: this ${power.slice('This '.length)}\n`);
      }
    },
  );
});

describe('the oracle beside n@k', () => {
  /** A regression's report as n@k with `submit` of k submitted, and the oracle pass@k at both sides' values. */
  const nAtKReport = (k: number, submit: number, baseline: number, candidate: number) => ({
    ...caseCheck('regression'),
    metric: 'n@k' as const,
    k,
    submit,
    oracle: { metric: 'pass@k' as const, k, baseline, candidate },
  });

  it('says how much picking by score loses on each side, each named', () => {
    const report = nAtKReport(10, 1, 0.923, 0.927);
    report.baseline = { ...report.baseline, value: 0.745 };
    report.candidate = { ...report.candidate, value: 0.623 };
    expect(oracleSentence(report)).toBe(
      'Oracle pass@10 (if the tests could pick among the 10 samples): baseline 92.3%, candidate 92.7% ' +
        '(+0.4 points); picking by score loses part of it: baseline 17.8 points, candidate 30.4 points.',
    );
  });

  it('says picking by score loses none of it when neither side loses a tenth of a point', () => {
    const report = nAtKReport(2, 1, 0.414634, 0.768292);
    report.baseline = { ...report.baseline, value: 0.414634 };
    report.candidate = { ...report.candidate, value: 0.7682919 };
    expect(oracleSentence(report)).toMatch(/; picking by score loses none of it, to a tenth of a point\.$/);
  });

  it('is left out when all k samples are submitted: nothing is picked, and n@k is pass@k', () => {
    const report = nAtKReport(3, 3, 0.8, 0.75);
    expect(oracleSentence(report)).toBeNull();
    expect(oracleSentence({ ...report, submit: 2 })).toMatch(/^Oracle pass@3 /);
  });
});

describe('refusalGist', () => {
  it('names one differing key with both values, several keys by name', () => {
    expect(refusalGist(caseCheck('refused-config'), PLAIN_TEXT)).toBe(
      'temperature differs (baseline 0.8, candidate 0.2)',
    );
    const { baseline, candidate } = reportCase('refused-config');
    const hot = { ...candidate, config: { ...candidate.config, top_p: 0.9 } };
    const report = compareRuns(baseline, hot, parseOptions({ resamples: '100' }));
    expect(refusalGist(report, PLAIN_TEXT)).toBe('temperature and top_p differ');
  });

  it('says which run does not record a key, or that neither run does', () => {
    expect(refusalGist(caseCheck('refused-missing-config'), PLAIN_TEXT)).toBe(
      'the candidate does not record top_p or max_tokens',
    );
    const bare = run('b.json', 'm', suite(5), { n: 5 });
    const candidate = { ...bare, source: 'c.json' };
    expect(refusalGist(compareRuns(bare, candidate, parseOptions({ resamples: '100' })), PLAIN_TEXT)).toBe(
      'neither run records temperature',
    );
    const strict = parseOptions({ resamples: '100', 'require-config': 'top_p,max_tokens' });
    expect(refusalGist(compareRuns(bare, candidate, strict), PLAIN_TEXT)).toBe(
      'neither run records temperature, top_p or max_tokens',
    );
    // Each key is missing from one run or the other: all of them are, so "and".
    const topP = { ...candidate, config: { ...candidate.config, top_p: 0.9 } };
    expect(refusalGist(compareRuns(bare, topP, strict), PLAIN_TEXT)).toBe(
      'the decoding config is incomplete (temperature, top_p and max_tokens)',
    );
  });
});

describe('fixSteps', () => {
  it('corrects a user-given value that differs, keeping the other given values', () => {
    const base = run('b.json', 'm', suite(20), { temperature: 0.8, top_p: 0.95, n: 20, max_tokens: 512 });
    const cand = run(
      'c.json',
      'm',
      suite(20),
      { temperature: 0.2, top_p: 0.95, n: 20, max_tokens: 512 },
      {
        temperature: 'user',
        max_tokens: 'user',
      },
    );
    const steps = fixSteps(compareRuns(base, cand, parseOptions({ resamples: '100' })), PLAIN_TEXT);
    expect(steps.map((s) => s.edits)).toEqual([
      undefined,
      undefined,
      { 'candidate-config': 'temperature=0.8,max_tokens=512' },
    ]);
  });

  it('writes string values so that they read back as the same strings', () => {
    const base = run('b.json', 'm', suite(20), { temperature: 0.8, top_p: 0.95, n: 20, max_tokens: 512, stop: 'a,b' });
    const cand = run('c.json', 'm', suite(20), { n: 20 });
    const options = parseOptions({ resamples: '100', 'match-config': 'temperature,stop' });
    const [step] = fixSteps(compareRuns(base, cand, options), PLAIN_TEXT);
    const value = String(step!.edits!['candidate-config']);
    expect(value).toBe('temperature=0.8,stop="a,b"');
    expect(parseConfigPairs(value, 'x')).toEqual({ temperature: 0.8, stop: 'a,b' });
  });

  it('copies no megabyte value into a fix: the user fills it in, as a value no run records', () => {
    const long = 'A'.repeat(100_000);
    const base = run('b.json', 'm', suite(20), { temperature: 0.8, n: 20 });
    const cand = run('c.json', 'm', suite(20), { temperature: 0.8, n: 20, max_tokens: long });
    const [step] = fixSteps(compareRuns(base, cand, parseOptions({ resamples: '100' })), PLAIN_TEXT);
    expect(step!.edits).toEqual({ 'baseline-config': 'max_tokens=' });
    expect(step!.text).toContain('fill in each empty value');
    expect(step!.text).not.toContain("the candidate's");
    // A value of 1,000 characters is still copied.
    const shown = run('c.json', 'm', suite(20), { temperature: 0.8, n: 20, max_tokens: 'A'.repeat(1000) });
    const [copied] = fixSteps(compareRuns(base, shown, parseOptions({ resamples: '100' })), PLAIN_TEXT);
    expect(copied!.edits).toEqual({ 'baseline-config': `max_tokens=${'A'.repeat(1000)}` });
    // Nowhere in a report is the value whole.
    const report = comparison(base, cand, parseOptions({ resamples: '100' }));
    const terminal = renderTerminal(report, {
      surface: { language: 'sh', fix: (edits) => Object.values(edits).map(String) },
    });
    for (const text of [terminal, renderMarkdown(report), renderMarkdown(report, { surface: ACTION_SURFACE })]) {
      expect(text.length).toBeLessThan(20_000);
      expect(text).not.toContain('A'.repeat(1000));
    }
  });

  it("copies a checkpoint's path whole into the fix, which the markdown shows whole in the fix and cut in its table", () => {
    const path = '/mnt/shared/checkpoints/gpt-3.5-turbo-instruct-finetune-2024-03-15/step-120000/hf';
    expect(path.length).toBeGreaterThan(80);
    const base = run('b.json', 'm', suite(20), { temperature: 0.8, n: 20, model_path: path });
    const cand = run('c.json', 'm', suite(20), { temperature: 0.8, n: 20 });
    const options = parseOptions({ resamples: '100', 'require-config': 'model_path' });
    const [step] = fixSteps(compareRuns(base, cand, options), PLAIN_TEXT);
    expect(step!.edits).toEqual({ 'candidate-config': `model_path=${path}` });
    expect(step!.text).not.toContain('fill in');
    const markdown = renderMarkdown(comparison(base, cand, options));
    expect(markdown).toContain(`model_path=${path}`);
    expect(markdown).toContain(`| \`${path.slice(0, 79)}…\``);
  });

  it('joins the option changes of several causes into one, a correction over the plain supply of a key', () => {
    const base = run('b.json', 'm', suite(20), { temperature: 0.8, top_p: 0.95, n: 20 });
    const cand = {
      ...run('c.json', 'm', suite(20), { temperature: 0.2, n: 20 }, { temperature: 'user' }),
      judgement: { format: 'evalplus', dataset: 'other' },
    };
    const judged = { ...base, judgement: { format: 'evalplus', dataset: 'one' } };
    const report = comparison(judged, cand, parseOptions({ resamples: '100', 'match-config': 'temperature,top_p' }));
    const check = report.checks[0]!;
    expect(check.refusals.map((r) => r.kind)).toEqual(['judgement-differs', 'config-differs', 'config-missing']);
    const joint = fixSteps(check, PLAIN_TEXT).filter((step) => step.edits !== undefined);
    // The candidate's config corrected holds the key it lacked: pasted, nothing is refused again.
    expect(joint).toEqual([
      {
        text: "To compare anyway, correct candidate-config and give the candidate's settings at once:",
        edits: { 'allow-mixed-judgement': true, 'candidate-config': 'temperature=0.8,top_p=0.95' },
      },
    ]);
    // The action gets the same change as one with: block.
    const markdown = renderMarkdown(report, { surface: ACTION_SURFACE });
    expect(markdown.match(/```yaml/g)).toHaveLength(1);
    expect(markdown).toContain(
      'with:\n    allow-mixed-judgement: true\n    candidate-config: temperature=0.8,top_p=0.95\n',
    );
  });
});

describe('a refusal of runs judged by different user simulators', () => {
  const judged = (file: string, criterion: string, format = 'taubench') => ({
    ...run(file, 'm', suite(20), { temperature: 0, n: 20 }),
    judgement: { format, criterion },
  });
  const refused = (baseline: string, candidate: string, format?: string) =>
    compareRuns(
      judged('b.json', baseline, format),
      judged('c.json', candidate, format),
      parseOptions({ resamples: '100' }),
    );

  it('names the user simulator, where other harnesses name the pass criterion', () => {
    const simulators = refused('user:gpt-4o:llm', 'user:grok-4:llm');
    expect(refusalGist(simulators, PLAIN_TEXT)).toBe('the runs were judged differently (user simulator differs)');
    expect(refusedSettings(simulators, PLAIN_TEXT)).toEqual([
      ['harness', 'taubench', 'taubench'],
      ['user simulator', 'user:gpt-4o:llm', 'user:grok-4:llm'],
    ]);
    expect(refusalWhy(simulators)[0]).toBe(
      'A pass earned against another user simulator (the model that plays the user in every conversation), or judged ' +
        'by another harness, suite or dataset version, means something else, so the gate compares only runs judged alike.',
    );
    expect(fixSteps(simulators, PLAIN_TEXT)[0]!.text).toBe(
      'Judge both runs with the same harness, user simulator, suite and dataset version.',
    );
    expect(simulators.reasons[0]).toMatch(/^passes were judged differently \(user simulator differs\): /);
    // The report's keys stay the harness's own.
    expect(simulators.refusals[0]).toMatchObject({ kind: 'judgement-differs', fields: ['criterion'] });

    // An Inspect scorer against a user simulator: no word fits both but the general one.
    const scorer = compareRuns(
      {
        ...run('b.json', 'm', suite(20), { temperature: 0, n: 20 }),
        judgement: { format: 'inspect', criterion: 'match' },
      },
      judged('c.json', 'user:gpt-4o:llm', 'tau2bench'),
      parseOptions({ resamples: '100' }),
    );
    expect(refusedSettings(scorer, PLAIN_TEXT)[1]).toEqual(['pass criterion', 'match', 'user:gpt-4o:llm']);

    const criteria = refused('base', 'plus', 'evalplus');
    expect(refusalGist(criteria, PLAIN_TEXT)).toBe('the runs were judged differently (pass criterion differs)');
    expect(refusedSettings(criteria, PLAIN_TEXT)[1]![0]).toBe('pass criterion');
    expect(refusalWhy(criteria)[0]).toMatch(/^A pass judged by other tests \(another harness, pass criterion, /);
    expect(fixSteps(criteria, PLAIN_TEXT)[0]!.text).toBe(
      'Judge both runs with the same harness, pass criterion, suite and dataset version.',
    );
  });
});

describe('ids in a report', () => {
  const pytest = (currency: string) =>
    `tests/integration/test_payments.py::TestCheckout::test_refund_of_a_partially_captured_payment[${currency}]`;
  const ids = (i: number) => (i < 2 ? pytest(i === 0 ? 'EUR' : 'USD') : `P/${i}`);

  it('keeps changed problems apart that differ only after the cut, in the terminal and in markdown', () => {
    const base = runOf('b.json', problems(Array(40).fill(4), 4, ids));
    const cand = runOf('c.json', problems([0, 0, ...Array(38).fill(4)], 4, ids));
    const report = comparison(base, cand, parseOptions({ resamples: '100' }));
    for (const width of [undefined, 60]) {
      const terminal = renderTerminal(report, { width });
      expect(terminal).toMatch(/\[EUR]\s/);
      expect(terminal).toMatch(/\[USD]\s/);
      expect(terminal).not.toMatch(/…[^\s…]*…/);
    }
    const markdown = renderMarkdown(report);
    expect(markdown).toMatch(/\[EUR]` \|/);
    expect(markdown).toMatch(/\[USD]` \|/);
  });

  it('shows ids apart by an invisible character or by Unicode normalisation apart in a refusal', () => {
    const only = (list: string[]) => list.map((id) => ({ id, n: 4, c: 2 }));
    const shared = problems(Array(20).fill(2), 4);
    const base = runOf('b.json', [...shared, ...only(['Human\u200bEval/1x', 'caf\u00e9'])]);
    const cand = runOf('c.json', [...shared, ...only(['HumanEval/1x', 'cafe\u0301'])]);
    const report = comparison(base, cand, parseOptions({ resamples: '100' }));
    const terminal = renderTerminal(report);
    expect(terminal).toContain('only in the baseline: Human\\u200bEval/1x, caf\u00e9 (NFC)');
    expect(terminal).toContain('only in the candidate: HumanEval/1x, cafe\u0301 (NFD)');
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('`Human\\u200bEval/1x`');
    expect(markdown).toContain('`cafe\u0301 (NFD)`');
  });

  it('names an id that is a bare number only one run has as a task, not a count, in the terminal and in markdown', () => {
    const tasks = (ids: string[]) => ids.map((id) => ({ id, n: 1, c: 1 }));
    const shared = problems(Array(20).fill(1), 1);
    const base = runOf('b.json', [...shared, ...tasks(['0'])], { format: 'taubench' });
    const cand = runOf('c.json', [...shared, ...tasks(['5'])], { format: 'taubench' });
    const report = comparison(base, cand, parseOptions({ resamples: '100' }));
    const terminal = renderTerminal(report);
    expect(terminal).toContain('only in the baseline: task 0\n');
    expect(terminal).toContain('only in the candidate: task 5\n');
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('- only in the baseline: task `0`\n');
    expect(markdown).toContain('- only in the candidate: task `5`\n');
  });

  it('counts the ids left out of each side its own: 7 only in the baseline, 9 only in the candidate', () => {
    const extra = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, n: 4, c: 2 }));
    const shared = problems(Array(20).fill(2), 4);
    const base = runOf('b.json', [...shared, ...extra('a', 7)]);
    const cand = runOf('c.json', [...shared, ...extra('z', 9)]);
    const report = comparison(base, cand, parseOptions({ resamples: '100' }));
    const terminal = renderTerminal(report);
    expect(terminal).toContain('only in the baseline: a0, a1, a2, a3, a4 and 2 more\n');
    expect(terminal).toContain('only in the candidate: z0, z1, z2, z3, z4 and 4 more\n');
  });

  it('cuts an id only one run has as the per-problem lists cut theirs: 80 columns in markdown, 60 on the terminal', () => {
    const long = `${'tests/unit/'.repeat(6)}test_x.py`; // 72 characters
    const base = runOf('b.json', [...problems(Array(20).fill(2), 4), { id: long, n: 4, c: 2 }]);
    const cand = runOf('c.json', problems(Array(20).fill(2), 4));
    const report = comparison(base, cand, parseOptions({ resamples: '100' }));
    expect(renderMarkdown(report)).toContain(`- only in the baseline: \`${long}\``);
    const terminal = renderTerminal(report, { width: 100 });
    expect(terminal).not.toContain(long);
    expect(terminal).toMatch(/only in the baseline: tests\/unit\/\S*…\S*test_x\.py/);
  });

  it('writes the counts of changes past a thousand with separators, as the problems', () => {
    const base = runOf('b.json', problems(Array(1500).fill(3), 4));
    const cand = runOf('c.json', problems([...Array(1200).fill(1), ...Array(300).fill(3)], 4));
    const report = comparison(base, cand, parseOptions({ resamples: '100' }));
    expect(renderTerminal(report)).toContain('Per-problem changes at k = 1: 1,200 got worse, 0 got better');
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('<summary>Per-problem changes at k = 1: 1,200 got worse, 0 got better</summary>');
    expect(markdown).toContain('**Got worse** (largest 20 of 1,200)');
  });

  it('marks ids apart by Unicode normalisation when one got worse and the other better', () => {
    const named = (id: string, c: number) => ({ id, n: 4, c });
    const shared = problems(Array(20).fill(2), 4);
    const base = runOf('b.json', [...shared, named('caf\u00e9', 4), named('cafe\u0301', 0)]);
    const cand = runOf('c.json', [...shared, named('caf\u00e9', 0), named('cafe\u0301', 4)]);
    const report = comparison(base, cand, parseOptions({ resamples: '100' }));
    const terminal = renderTerminal(report);
    expect(terminal).toMatch(/got worse\n\s+caf\u00e9 \(NFC\)\s/);
    expect(terminal).toMatch(/got better\n\s+cafe\u0301 \(NFD\)\s/);
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('| `caf\u00e9 (NFC)` |');
    expect(markdown).toContain('| `cafe\u0301 (NFD)` |');
  });
});

describe('checkNotes', () => {
  it('writes the adjusted p-value as the p-value it adjusts', () => {
    // One problem worse, in both checks: the exact sign test's p = 1, adjusted by Holm to 1 too.
    const base = run('b.json', 'm', suite(20), { temperature: 0, n: 20 });
    const solved = base.problems.findIndex((p) => p.c > 0);
    const worse = {
      ...base,
      source: 'c.json',
      problems: base.problems.map((p, i) => (i === solved ? { ...p, c: 0 } : p)),
    };
    const report = gate([
      { name: 'a', baseline: base, candidate: worse },
      { name: 'b', baseline: base, candidate: worse },
    ]);
    const [tested] = checkNotes(report, report.checks[0]!, PLAIN_TEXT);
    expect(tested).toMatch(/; sign-flip test p = 1, adjusted p = 1\.$/);
  });
});

describe('fixSteps: the problem sets', () => {
  const base = run('b.json', 'm', suite(20), { temperature: 0.8, n: 20 });
  const sharing = (count: number) => ({ ...base, source: 'c.json', problems: base.problems.slice(0, count) });
  const intersects = (count: number): boolean => {
    const report = comparison(base, sharing(count), parseOptions({ resamples: '100' }));
    return fixSteps(report.checks[0]!, PLAIN_TEXT, report).some((step) => step.edits?.problems === 'intersect');
  };

  it('offers to compare only the shared problems when they are enough for the gate to be able to fail', () => {
    // At confidence 0.95 the sign-flip test needs 6 problems: 2/2^5 is not below 0.05.
    expect(intersects(6)).toBe(true);
    expect(intersects(5)).toBe(false);
    const report = comparison(base, sharing(5), parseOptions({ resamples: '100' }));
    expect(fixSteps(report.checks[0]!, PLAIN_TEXT, report).map((step) => step.text)).toEqual([
      'Run both models on the same problems: only 5 are in both runs, and confidence 0.95 needs at least 6 ' +
        'compared for the gate to be able to fail.',
    ]);
  });

  it('says what a joint change leaves unsettled: settings no option changes', () => {
    const judged = { ...base, judgement: { format: 'evalplus', dataset: 'one' } };
    const other = {
      ...sharing(100),
      config: { temperature: 0.2, n: 20 },
      judgement: { format: 'evalplus', dataset: 'two' },
    };
    const report = comparison(judged, other, parseOptions({ resamples: '100' }));
    const steps = fixSteps(report.checks[0]!, PLAIN_TEXT, report).filter((step) => step.edits !== undefined);
    expect(steps.map((step) => step.text)).toEqual([
      'To compare anyway and compare only the 100 shared problems at once; the runs must also be sampled at one ' +
        'temperature:',
    ]);
  });
});

describe('fixSteps: a lone change that another cause still refuses', () => {
  const base = {
    ...run('b.json', 'm', suite(20), { temperature: 0, n: 20 }),
    judgement: { format: 'evalplus', dataset: 'one' },
  };

  it('names in its lead-in each cause no option mends: a temperature and too few shared problems', () => {
    const other = {
      ...base,
      source: 'c.json',
      problems: base.problems.slice(0, 5),
      config: { temperature: 1, n: 20 },
      judgement: { format: 'evalplus', dataset: 'two' },
    };
    const report = comparison(base, other, parseOptions({ resamples: '100' }));
    const steps = fixSteps(report.checks[0]!, PLAIN_TEXT, report).filter((step) => step.edits !== undefined);
    expect(steps.map((step) => [step.text, step.edits])).toEqual([
      [
        'Or compare anyway, knowing that a pass means something else on each side (the report says so first); the ' +
          'runs must also be sampled at one temperature and run on the same problems:',
        { 'allow-mixed-judgement': true },
      ],
    ]);
  });

  it('is as it was when nothing else refuses', () => {
    const other = { ...base, source: 'c.json', judgement: { format: 'evalplus', dataset: 'two' } };
    const report = comparison(base, other, parseOptions({ resamples: '100' }));
    const [anyway] = fixSteps(report.checks[0]!, PLAIN_TEXT, report).filter((step) => step.edits !== undefined);
    expect(anyway!.text).toBe(
      'Or compare anyway, knowing that a pass means something else on each side (the report says so first):',
    );
  });
});

/** Two inconclusive checks (four problems worse, too few for the exact sign test) at the given margins. */
function twoInconclusive(failOn: string, margins: readonly [string, string]): GateReport {
  const checks = familyChecks(['inconclusive', 'inconclusive'], { failOn });
  checks.forEach((check, i) => (check.options = { ...check.options!, margin: Number(margins[i]) }));
  const report = gate(checks, { method: 'holm', configFile: 'passk-gate.yml' });
  expect(report.checks.map((check) => check.verdict)).toEqual(['inconclusive', 'inconclusive']);
  expect(report.checks.map((check) => check.delta!.margin)).toEqual(margins.map(Number));
  return report;
}

/** Both renderings, each as one line of text (the terminal's indents and the comment's breaks made spaces). */
function rendered(report: GateReport): string[] {
  return [renderMarkdown(report), renderTerminal(report)].map((text) => text.replace(/\s+/g, ' '));
}

describe('the rule for inconclusive checks in a gate', () => {
  it('under fail-on inconclusive, with different limits, names no one check’s limit for all', () => {
    for (const text of rendered(twoInconclusive('inconclusive', ['0.01', '0.03']))) {
      expect(text).toContain('2 checks are inconclusive:');
      expect(text).toContain(
        "With fail-on inconclusive the suite must show each check's metric is at most its limit worse, and for " +
          'these it does not.',
      );
      expect(text).not.toMatch(/must show pass@1 is at most/);
    }
  });

  it('under fail-on inconclusive, with one metric and limit, says that limit', () => {
    for (const text of rendered(twoInconclusive('inconclusive', ['0.02', '0.02']))) {
      expect(text).toContain(
        'With fail-on inconclusive the suite must show pass@1 is at most 2.0 points worse, and it does not.',
      );
    }
  });

  it('under fail-on regression, says that only a drop shown blocks, whatever the limits', () => {
    for (const text of rendered(twoInconclusive('regression', ['0.01', '0.03']))) {
      expect(text).toContain(
        'With fail-on regression only a drop the suite can show blocks the merge; fail-on inconclusive would block this too.',
      );
      expect(text).not.toMatch(/With fail-on inconclusive/);
    }
  });
});

describe('a refused check in the table', () => {
  it('points to its fix below the table', () => {
    const report = familyCase(['no-regression', 'refused-config']);
    const gist = 'not compared: temperature differs (baseline 0.8, candidate 0.2); fix below';
    const markdown = renderMarkdown(report);
    expect(markdown).toContain(`| \`BigCodeBench\` pass@1 | – | – | – | – | – | ⛔ ${gist} |`);
    expect(markdown.indexOf('To fix it, in')).toBeGreaterThan(markdown.indexOf(gist));
    expect(renderTerminal(report)).toMatch(
      new RegExp(`^ {2}BigCodeBench pass@1 +- +- +- +- +- +${gist.replace(/[()]/g, '\\$&')}$`, 'm'),
    );
  });
});

describe('the findings on real harness files (round 7)', () => {
  const cs = Array.from({ length: 30 }, (_, i) => ({ id: `p${i}`, n: 1, c: i % 2 }));

  it('states the level a jointly tested Bonferroni family used, from the report, not alpha over the checks', () => {
    const report = familyCase(['regression', 'inconclusive'], { joint: true, method: 'bonferroni' });
    const level = report.checks[0]!.multiplicity.level;
    // The joint pair counts as fewer than two checks: each check is tested less strictly than 0.05 / 4.
    expect(level).toBeGreaterThan(0.05 / 4);
    const said = String(levelBelow(level));
    expect(renderTerminal(report)).toContain(`Method: Bonferroni: each check tested at ${said}, not 0.05 / 4:`);
    const markdown = renderMarkdown(report);
    expect(markdown).toContain(`Every check is tested at ${said} (not 0.05 / 4:`);
    expect(markdown).not.toContain('Every check is tested at 0.05 / 4');
  });

  it('writes a level in the method notes as "needed p below" writes it, never above it, on every surface', () => {
    const report = structuredClone(familyCase(['regression', 'inconclusive'], { joint: true, method: 'bonferroni' }));
    // A share of 0.05 that no short decimal writes: rounded to three digits it would read 0.0167, above the level.
    const level = 0.05 / 3;
    for (const check of report.checks) check.multiplicity.level = level;
    const terminal = renderTerminal(report);
    const needed = /needed p below ([\d.]+)/.exec(terminal)![1]!;
    expect(Number(needed)).toBeLessThanOrEqual(level);
    expect(terminal).toContain(`Method: Bonferroni: each check tested at ${needed}, not 0.05 / 4:`);
    const markdown = renderMarkdown(report);
    expect(markdown).toContain(`needed p below ${needed}`);
    expect(markdown).toContain(`Every check is tested at ${needed} (not 0.05 / 4:`);
    const annotations = annotationsFor(report, 'evals').warnings.map((w) => w.message);
    expect(annotations.some((message) => message.includes(`needed p below ${needed}`))).toBe(true);
  });

  it('names the failing checks worst first on line one: the largest drop beyond the limit is never the one counted', () => {
    const report = structuredClone(familyCase(['regression', 'regression', 'regression']));
    const drops = [0.05, 0.1, 0.445];
    report.checks.forEach((check, i) => (check.delta!.value = -drops[i]!));
    const line = gateDecisionLine(report, PLAIN_TEXT);
    const [small, middle, worst] = report.checks.map((check) => check.name);
    expect(line).toMatch(new RegExp(`^Blocks merge: 3 of 3 checks fail: ${worst} pass@1 fell 44\\.5 points`));
    expect(line.indexOf(`${middle} pass@1 fell 10.0`)).toBeGreaterThan(line.indexOf(worst!));
    expect(line).not.toContain(`${small} pass@1`);
    expect(line).toMatch(/; and 1 more$/);
  });

  it('shows the settings table of a refusal for a temperature neither run records in markdown too', () => {
    const report = comparison(runOf('a', cs, { config: { n: 1 } }), runOf('b', cs, { config: { n: 1 } }));
    expect(refusalGist(report.checks[0]!, PLAIN_TEXT)).toBe('neither run records temperature');
    expect(renderTerminal(report)).toMatch(/ {2}temperature +not recorded +not recorded\n/);
    expect(renderMarkdown(report)).toContain(
      '| setting | baseline | candidate |\n| :--- | :--- | :--- |\n| temperature | not recorded | not recorded |\n',
    );
  });

  it("gives the settings every joint change holds as the changes' lead-in, not as a way out of its own", () => {
    // As baseline-config temperature=0 and candidate-config temperature=0.2,top_p=0.95 give them.
    const given = (config: Record<string, number>) => ({
      config,
      sources: Object.fromEntries(Object.keys(config).map((key) => [key, 'user' as const])),
    });
    const report = comparison(
      runOf('a', cs, given({ temperature: 0 })),
      runOf('b', cs, given({ temperature: 0.2, top_p: 0.95 })),
    );
    const steps = fixSteps(report.checks[0]!, PLAIN_TEXT, report);
    const lead = steps.findIndex((step) =>
      step.text.startsWith("Each change below also gives the baseline's settings"),
    );
    expect(lead).toBeGreaterThan(0);
    expect(steps[lead]!.edits).toBeUndefined();
    // Every step after it is a change that gives those settings; none before it says to give them.
    expect(steps.slice(lead + 1).length).toBeGreaterThan(1);
    for (const step of steps.slice(lead + 1)) expect(step.edits?.['baseline-config']).toContain('top_p=0.95');
    expect(steps.slice(0, lead).some((step) => step.text.startsWith('Give '))).toBe(false);
  });

  it('says "the change below" when one joint change follows its lead-in, "each change below" for several', () => {
    // Judged by other tests and neither temperature known: compare anyway, and give both runs' settings.
    const judged = (format: string) => ({ config: { n: 1 }, judgement: { format } });
    const report = comparison(runOf('a', cs, judged('humaneval')), runOf('b', cs, judged('evalplus')));
    const steps = fixSteps(report.checks[0]!, PLAIN_TEXT, report);
    const lead = steps.findIndex((step) => / change below also gives both runs' settings/.test(step.text));
    expect(steps[lead]!.text).toMatch(/^The change below also gives both runs' settings to the gate/);
    expect(steps.slice(lead + 1).map((step) => Object.keys(step.edits ?? {}).sort())).toEqual([
      ['allow-mixed-judgement', 'baseline-config', 'candidate-config'],
    ]);
  });

  it("labels each check once, the same everywhere, and never with another check's label", () => {
    const names = ['HumanEval replicate', 'HumanEval replicate pass@1', 'MBPP'];
    const report = familyCase(['inconclusive', 'no-regression', 'regression'], { names: (_, i) => names[i]! });
    const labels = report.checks.map((check) => checkName(report, check, (name) => name));
    expect(labels).toEqual(['HumanEval replicate', 'HumanEval replicate pass@1', 'MBPP pass@1']);
    const terminal = renderTerminal(report, { width: 200 });
    expect(terminal.match(/^ {2}HumanEval replicate pass@1 /gm)).toHaveLength(1);
    expect(terminal).toMatch(/^ {2}HumanEval replicate {2,}/m);
  });

  it('labels a check with its metric when its name says only a longer one (pass@10, not pass@1)', () => {
    const names = ['HumanEval pass@10 guard', 'HumanEval pass@1 guard', 'mbpp_pass@1', 'MBPP pass@1.5'];
    const report = familyCase(['regression', 'no-regression', 'improvement', 'no-regression'], {
      names: (_, i) => names[i]!,
    });
    const labels = report.checks.map((check) => checkName(report, check, (name) => name));
    expect(labels).toEqual([
      'HumanEval pass@10 guard pass@1',
      'HumanEval pass@1 guard',
      'mbpp_pass@1',
      'MBPP pass@1.5 pass@1',
    ]);
    expect(gateDecisionLine(report, PLAIN_TEXT)).toMatch(/^Blocks merge: HumanEval pass@10 guard pass@1 fell /);
    expect(renderMarkdown(report)).toContain('| `HumanEval pass@10 guard` pass@1 |');
  });

  it('cuts long names that share their start apart, on line one and in the markdown table', () => {
    const common = 'HumanEval plus extended regression suite for the code generation model';
    const names = [`${common} alpha one`, `${common} beta two`, `${common} gamma three`];
    const report = familyCase(['regression', 'regression', 'refused-config'], { names: (_, i) => names[i]! });
    const labels = report.checks.map((check) => checkName(report, check, (name) => name));
    expect(new Set(labels).size).toBe(3);
    for (const [i, label] of labels.entries()) {
      expect(label.length).toBeLessThanOrEqual(60 + ' pass@1'.length);
      expect(label).toContain(['alpha one', 'beta two', 'gamma three'][i]);
    }
    // Line one names two of the failing checks, each as the table labels it.
    const line = gateDecisionLine(report, PLAIN_TEXT);
    expect(labels.filter((label) => line.includes(label))).toHaveLength(2);
    const rows = renderMarkdown(report)
      .split('\n')
      .filter((row) => row.startsWith('| `HumanEval plus'));
    expect(rows.map((row) => row.split(' | ')[0])).toEqual(labels.map((label) => `| \`${label.slice(0, -7)}\` pass@1`));
  });

  it("heads a drift check's runs table with the anchor, as its refusal does", () => {
    const report = structuredClone(familyCase(['no-regression', 'regression']));
    report.checks[1]!.anchor = { commit: 'a'.repeat(40), ref: null, time: '2026-11-01T00:00:00Z' };
    const markdown = renderMarkdown(report);
    const [base, drift] = markdown.split('<summary>Runs and decoding config').slice(1);
    expect(base).toContain('|  | baseline | candidate | checked |');
    expect(drift).toContain('|  | anchor | candidate | checked |');
  });
});

describe('what would decide an inconclusive drop, against the plan it names', () => {
  /** The note's suite size and the target it names, and what `plan --target` gives for that target. */
  const decided = (report: ReturnType<typeof compareRuns>, atN: number) => {
    const note = inconclusiveNote(report)!;
    const [, shown, flags] = /^To decide it: ([\d,]+) problems .*passk-gate plan (.+) sizes the suite/.exec(note)!;
    // The options the note names, as the CLI reads them; the check's own margin beside them.
    const named = Object.fromEntries(
      flags!.split(' ').flatMap((word, i, words) => (i % 2 ? [] : [[word.slice(2), words[i + 1]]])),
    );
    const plan = planEval(
      runs.baseline,
      runs.candidate,
      parsePlanOptions({ margin: String(report.delta!.margin), ...named }),
    );
    const planned = plan.target!.problems.find((size) => size.n === atN)!.problems;
    return { shown: Number(shown!.replace(/,/g, '')), planned, target: Number(named.target) };
  };
  const runs = { baseline: runOf('a', []), candidate: runOf('b', []) };

  it('names the target plan reproduces its problems with, at one sample per problem', () => {
    const config = { config: { temperature: 0, n: 1 } };
    // 164 greedy problems, half passing; the candidate loses 5 of them.
    runs.baseline = runOf(
      'a',
      problems(
        Array.from({ length: 164 }, (_, i) => i % 2),
        1,
      ),
      config,
    );
    runs.candidate = runOf(
      'b',
      problems(
        Array.from({ length: 164 }, (_, i) => (i < 10 ? 0 : i % 2)),
        1,
      ),
      config,
    );
    for (const margin of ['0', '0.01']) {
      const report = compareRuns(runs.baseline, runs.candidate, optionsOf({ margin, resamples: '2000' }));
      expect(report.verdict).toBe('inconclusive');
      const { shown, planned, target } = decided(report, 1);
      expect(shown).toBe(planned);
      expect(report.delta!.power.confirm!.problems).toBe(planned);
      // The drop seen, to 3 significant digits of its excess over the margin: never a larger one.
      const excess = -report.delta!.value - Number(margin);
      expect(target).toBeLessThanOrEqual(-report.delta!.value);
      expect(target).toBeGreaterThan(-report.delta!.value - excess / 100);
    }
  });

  it('names the confidence a check of a gate is sized at, and plan at it reproduces its problems', () => {
    // The greedy drop above, as the first of three checks: Holm tests each at 98.3%, not the default 95%.
    const config = { config: { temperature: 0, n: 1 } };
    const greedy = (pass: (i: number) => number, id?: (i: number) => string) =>
      problems(
        Array.from({ length: 164 }, (_, i) => pass(i)),
        1,
        id,
      );
    runs.baseline = runOf(
      'a',
      greedy((i) => i % 2),
      config,
    );
    runs.candidate = runOf(
      'b',
      greedy((i) => (i < 10 ? 0 : i % 2)),
      config,
    );
    const unchanged = runOf(
      'c',
      greedy(
        (i) => i % 2,
        (i) => `Q/${i}`,
      ),
      config,
    );
    const others = { baseline: unchanged, candidate: unchanged, options: optionsOf({ resamples: '2000' }) };
    const check = { ...runs, options: optionsOf({ margin: '0.01', resamples: '2000' }) };
    const report = gate([check, others, others], { method: 'holm' }).checks[0]!;
    expect(report.verdict).toBe('inconclusive');
    expect(inconclusiveNote(report)).toContain(` --confidence ${report.delta!.confidence} sizes the suite`);
    const { shown, planned } = decided(report, 1);
    expect(shown).toBe(planned);
  });

  it("names the target plan reproduces its problems with at the runs' n, when no n is enough", async () => {
    runs.baseline = await readExample('baseline.json');
    runs.candidate = await readExample('scored-candidate.json');
    const report = compareRuns(runs.baseline, runs.candidate, optionsOf());
    expect(report.verdict).toBe('inconclusive');
    const { shown, planned } = decided(report, 20);
    expect(shown).toBe(planned);
  });
});

describe('the plan an inconclusive drop names, run as written', () => {
  it('carries the margin, level, k and metric the drop was sized under, so plan gives the same suite', async () => {
    const baseline = await readExample('baseline.json');
    const candidate = await readExample('scored-candidate.json');
    for (const raw of [{ margin: '0.01' }, { confidence: '0.9' }, { metric: 'pass^k', k: '2', margin: '0.05' }]) {
      const report = compareRuns(baseline, candidate, optionsOf(raw));
      expect(report.verdict).toBe('inconclusive');
      const note = inconclusiveNote(report)!;
      const [, shown, command] =
        /^To decide it: ([\d,]+) problems at n = 20 .*\((passk-gate plan .*) sizes the suite/.exec(note)!;
      // Only what the note says: its flags, read as plan reads them.
      const flags = Object.fromEntries(
        [...command!.matchAll(/--(\S+) (\S+)/g)].map(([, name, value]) => [name!, value!] as const),
      );
      const { target, ...rest } = flags;
      const plan = planEval(baseline, candidate, { ...optionsOf(rest), target: Number(target) });
      const planned = plan.target!.problems.find((size) => size.n === 20)!.problems;
      expect(Number(shown!.replace(/,/g, ''))).toBe(planned);
    }
  });
});

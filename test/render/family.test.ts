// The inconclusive checks of a gate, as its comment and its terminal report explain them: why each is
// inconclusive, then once what fail-on makes of them, in a sentence that holds for every one of them.
import { describe, expect, it } from 'vitest';
import type { RunResults } from '../../src/common/types.js';
import { parseOptions } from '../../src/config/options.js';
import { htmlCode } from '../../src/render/escape.js';
import type { GateReport } from '../../src/compare/model.js';
import { checkName, sharing } from '../../src/render/decision.js';
import { inconclusiveReason, powerSentence } from '../../src/render/format.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderTerminal } from '../../src/render/terminal.js';
import { familyCase, familyChecks } from '../support/family-cases.js';
import { gate, run, type CheckOf } from '../support/runs.js';

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
      expect(text).toContain('With fail-on regression only a drop the suite can show blocks the merge.');
      expect(text).not.toMatch(/With fail-on inconclusive/);
    }
  });
});

/** A greedy run of 164 problems (odd ones passing), or the candidate with the first `worse` / `better` moved. */
function greedyRun(source: string, worse = 0, better = 0): RunResults {
  const problems = Array.from({ length: 164 }, (_, i) => {
    const c = i % 2 === 1 ? (i < 2 * worse ? 0 : 1) : i >= 2 * worse && i < 2 * (worse + better) ? 1 : 0;
    return { id: `p${i}`, n: 1, c };
  });
  return run(source, problems, { config: { temperature: 0, top_p: 1, n: 1, max_tokens: 512 } });
}

/**
 * A gate of 6 checks: one where 7 problems got worse, one where 7 got better, four unchanged. The exact sign
 * test gives both p = 2/2^7 = 0.0156, below 5% but not below 5%/6 = 0.0083, where Holm's first step tests them.
 */
function sixChecks(): GateReport {
  const options = parseOptions({ resamples: '2000' });
  const check = (name: string, worse: number, better: number): CheckOf => ({
    name,
    baseline: greedyRun('base.json'),
    candidate: greedyRun(`${name}.json`, worse, better),
    options,
  });
  const checks = [check('Worse', 7, 0), check('Better', 0, 7)];
  for (let i = 0; i < 4; i++) checks.push(check(`Same ${i}`, 0, 0));
  return gate(checks, { method: 'holm' });
}

describe('a check of a gate says the level it needed, not only its own p', () => {
  const report = sixChecks();
  const [worse, better] = report.checks;

  it('a drop too few problems carry: its p is beside the level it needed in the gate', () => {
    expect(worse!.verdict).toBe('inconclusive');
    expect(worse!.delta).toMatchObject({ p_value: 2 / 128, p_exact: true });
    expect(worse!.delta!.ci[1]).toBeLessThan(0);
    expect(worse!.multiplicity.level).toBeCloseTo(0.05 / 6, 12);
    const reason =
      'only 7 problems changed, all 7 worse: too few to tell from run-to-run noise (exact sign test p = 0.0156; ' +
      'in a gate of 6 checks this one needed p below 0.0083)';
    expect(inconclusiveReason(worse!, sharing(report))).toBe(reason);
    const [markdown, terminal] = rendered(report);
    expect(markdown).toContain(`- \`Worse\` pass@1: ${reason}`);
    expect(terminal).toContain(`- Worse pass@1: ${reason}`);
  });

  it('a rise its adjusted p does not confirm: the status and details say why it is no improvement', () => {
    expect(better!.verdict).toBe('no-regression');
    expect(better!.delta!.ci[0]).toBeGreaterThan(0);
    const markdown = renderMarkdown(report);
    const terminal = renderTerminal(report);
    expect(markdown).toMatch(
      /^\| `Better` pass@1 \| .* \| \+[\d.]+ to \+[\d.]+ \| 0\.0 \| ✅ no regression: rise not confirmed \|$/m,
    );
    expect(terminal).toMatch(/^ {2}Better pass@1 .* \+[\d.]+ to \+[\d.]+ +0\.0 +no regression: rise not confirmed$/m);
    const why =
      'The interval lies above 0, but the sign-flip test does not confirm a rise (p = 0.0156; in a gate of 6 ' +
      'checks this one needed p below 0.0083), so it counts as no regression, not an improvement.';
    expect(markdown).toContain(`\n\n${why}\n\n`);
    expect(terminal).toContain(`\n  ${why}\n`);
    // The unchanged checks' status is the verdict alone.
    expect(markdown).toMatch(/^\| `Same 0` pass@1 \| .* \| ✅ no regression \|$/m);
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
    expect(terminal.trimEnd().split('\n').at(-1)).toBe(
      "Method: Holm's step-down method over the checks' sign-flip p-values; checks of the same problems are " +
        'tested jointly, which is less strict when they move together.',
    );
  });

  it('says what each check can catch in its details, whatever its verdict', () => {
    for (const check of report.checks) {
      const power = powerSentence(check)!;
      const name = checkName(check, (text) => htmlCode(text, 60));
      const section = below.slice(below.indexOf(`<summary>${name}:`));
      expect(section.slice(0, section.indexOf('</details>'))).toContain(`\n${power}`);
      expect(terminal).toContain(`\n  ${power}`);
    }
    expect(report.checks.map((check) => check.verdict)).toContain('regression');
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

import type { ConfigValue } from '../common/types.js';
import type { GateReport } from '../report/model.js';
import { points } from '../common/points.js';
import { metricLabel } from '../estimate/metric.js';

/** A metric value as a percentage: 0.6524 -> "65.2%". */
export function percent(value: number | null, digits = 1): string {
  return value === null ? 'n/a' : `${(value * 100).toFixed(digits)}%`;
}

/** A difference in points with its sign: 0.012 -> "+1.2", -0.031 -> "-3.1". */
export function signedPoints(value: number, digits = 1): string {
  const text = points(value, digits);
  return text.startsWith('-') || /^0\.?0*$/.test(text) ? text : `+${text}`;
}

/** A confidence level as a percentage, as given: 0.95 -> "95%", 0.999 -> "99.9%" (never rounded up to 100%). */
export function levelText(confidence: number): string {
  return `${Number((confidence * 100).toFixed(6))}%`;
}

/** The sentence that says what size of drop the suite can detect, or null when the comparison was refused. */
export function powerSentence(report: GateReport): string | null {
  if (report.delta === null) return null;
  const { mde, se } = report.delta;
  return `This comparison can detect drops of ${points(mde)} points or more (80% power; paired SE ${points(se, 2)} points).`;
}

/** Why an inconclusive result is inconclusive, in words; null for any other verdict. */
export function inconclusiveReason(report: GateReport): string | null {
  if (report.verdict !== 'inconclusive' || report.delta === null) return null;
  const { ci, margin, p_value } = report.delta;
  return ci[1] < -margin
    ? `the interval lies below the margin, but the sign-flip test does not confirm a change ` +
        `(${pValueText(p_value)}): too few problems moved to call it a regression`
    : `the interval reaches below the margin (-${points(margin)} points), so the suite cannot show ` +
        `the candidate is not worse`;
}

/** A p-value as said in a report: "p = 0.0080" (two significant digits), or "p < 0.001". */
export function pValueText(p: number): string {
  return p < 0.001 ? 'p < 0.001' : `p = ${p.toPrecision(2)}`;
}

export function configValueText(value: ConfigValue | undefined): string {
  return value === undefined ? '(absent)' : typeof value === 'string' ? value : JSON.stringify(value);
}

const VERDICT_WORDS: Record<GateReport['verdict'], string> = {
  regression: 'Regression',
  improvement: 'Improvement',
  'no-regression': 'No regression',
  inconclusive: 'Inconclusive',
  refused: 'Refused',
};

export function verdictWord(report: GateReport): string {
  return VERDICT_WORDS[report.verdict];
}

/** The metric as written at the deployment k: "pass@1", "pass^3", "1@10 (by score)", "pass-ratio@n". */
export function metricAtK(report: Pick<GateReport, 'metric' | 'k' | 'submit'>, k: number | 'k' = report.k): string {
  return metricLabel(report.metric, k, report.submit);
}

/**
 * n@k's oracle beside the selector: "Oracle pass@10 (if the tests could pick among the 10 samples): baseline
 * 92.3%, candidate 92.7% (+0.3 points); picking by score loses 17.7 and 30.4 points of it"; null for the
 * other metrics.
 */
export function oracleSentence(report: GateReport): string | null {
  const oracle = report.oracle;
  if (oracle === undefined || report.delta === null) return null;
  const lost = (side: 'baseline' | 'candidate') => points(oracle[side] - (report[side].value ?? 0));
  return (
    `Oracle pass@${oracle.k} (if the tests could pick among the ${oracle.k} samples): baseline ` +
    `${percent(oracle.baseline)}, candidate ${percent(oracle.candidate)} ` +
    `(${signedPoints(oracle.candidate - oracle.baseline)} points); picking by score loses ` +
    `${lost('baseline')} and ${lost('candidate')} points of it.`
  );
}

/** How a problem's value is computed, for the reports' method notes. */
export function estimatorText(report: Pick<GateReport, 'metric' | 'k' | 'submit'>): string {
  switch (report.metric) {
    case 'pass@k':
      return 'the unbiased estimator 1 − C(n−c, k)/C(n, k) from its n samples and c passes';
    case 'pass^k':
      return 'the unbiased estimator C(c, k)/C(n, k) from its n samples and c passes';
    case 'n@k':
      return (
        `the exact chance that, of k samples drawn from its n without replacement, one of the ${report.submit ?? 1} ` +
        'with the highest score passes (ties broken at random), summed over score groups rather than simulated'
      );
    case 'pass-ratio@n':
      return 'the mean over its n samples of (tests passed / tests)²';
  }
}

/**
 * The one-line summary a reviewer reads in a second, without the names of the runs:
 * "Regression: pass@1 -3.2 points (95% CI -5.1 to -1.3)".
 */
export function headlineCore(report: GateReport): string {
  if (report.delta === null) return `${verdictWord(report)}: ${report.reasons[0] ?? 'the comparison is not valid'}`;
  const { value, ci, confidence } = report.delta;
  return (
    `${verdictWord(report)}: ${metricAtK(report)} ${signedPoints(value)} points ` +
    `(${levelText(confidence)} CI ${signedPoints(ci[0])} to ${signedPoints(ci[1])})`
  );
}

/** " at k = 5" after a verdict on numbers; nothing after a refusal, which is about no k, or for pass-ratio@n. */
export function atK(report: GateReport): string {
  return report.delta === null || report.metric === 'pass-ratio@n' ? '' : ` at k = ${report.k}`;
}

/** What the gate did with the verdict, in words. */
export function gateOutcome(report: GateReport): string {
  if (report.verdict === 'refused') return 'gate failed: the comparison was refused';
  const rule =
    report.fail_on === 'never'
      ? 'fail-on never'
      : `fail-on ${report.fail_on}, margin ${points(report.delta?.margin ?? 0)} points`;
  return `gate ${report.failed ? 'failed' : 'passed'} (${rule})`;
}

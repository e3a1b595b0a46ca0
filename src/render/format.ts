import type { ConfigValue } from '../common/types.js';
import type { GateReport } from '../report/model.js';
import { points } from '../common/points.js';
import { metricLabel } from '../estimate/metric.js';
import { significanceLevel } from '../options.js';

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

/**
 * A size in points that never reads 0.0: one decimal, or two significant digits below 0.05 points.
 */
export function sizeInPoints(value: number): string {
  return Math.abs(value * 100) >= 0.05 ? points(value) : Number((value * 100).toPrecision(2)).toString();
}

/** The samples per problem: "n = 20", or "n = 10-20" when problems had different numbers. */
export function samplesText(samples: { min: number; max: number }): string {
  return `n = ${samples.min === samples.max ? samples.min : `${samples.min}-${samples.max}`}`;
}

/** "164 problems, n = 20" or "20 groups of 164 problems, n = 10-20": what a power figure is about. */
function suiteText(report: GateReport): string {
  const problems = `${report.problems.compared} problems`;
  const samples = report.problems.samples;
  const n = samples === undefined ? '' : `, ${samplesText(samples)}`;
  const groups = report.bootstrap.unit === 'cluster' ? `${report.bootstrap.units} groups of ` : '';
  return `${groups}${problems}${n}`;
}

function unitWord(report: GateReport, count: number): string {
  const word = report.bootstrap.unit === 'cluster' ? 'group' : 'problem';
  return count === 1 ? word : `${word}s`;
}

/**
 * What size of true drop this gate (margin, confidence, interval, sign-flip test) catches, in one sentence;
 * null when the comparison was refused. When the sign-flip floor sets it, the sentence says how many problems
 * (or groups) must get worse before anything can be flagged. When that drop is more than twice the margin, it
 * adds that a drop just past the limit would likely pass: the noise, not the margin, decides what is caught.
 */
export function powerSentence(report: GateReport): string | null {
  if (report.delta === null) return null;
  const { power, margin } = report.delta;
  const chance = `${Math.round(power.probability * 100)}% of the time`;
  const loose =
    margin > 0 && power.drop > 2 * margin
      ? ` That is more than twice the ${points(margin)}-point limit: a drop just past the limit would likely pass.`
      : '';
  if (power.limit === 'noise') {
    return `This gate catches drops of ${sizeInPoints(power.drop)} points or more ${chance} (${suiteText(report)}).${loose}`;
  }
  return (
    `This gate can flag a drop only once at least ${power.floor_units} of the ${report.bootstrap.units} ` +
    `${unitWord(report, report.bootstrap.units)} get worse and none better, ${sizeInPoints(power.floor_drop)} points ` +
    `or more; fewer cannot be told from run-to-run noise (${suiteText(report)}).${loose}`
  );
}

/** Why an inconclusive result is inconclusive, in words; null for any other verdict. */
export function inconclusiveReason(report: GateReport): string | null {
  if (report.verdict !== 'inconclusive' || report.delta === null) return null;
  const { ci, margin, p_value, p_exact, moved, confidence } = report.delta;
  const changed = moved.worse + moved.better;
  const directions =
    moved.better === 0 ? `all ${moved.worse} worse` : `${moved.worse} worse and ${moved.better} better`;
  // Few changed problems is the reason whenever the exact test cannot tell them from noise, whatever the interval.
  if (p_exact && p_value >= significanceLevel(confidence)) {
    return (
      `only ${changed} ${unitWord(report, changed)} changed, ${directions}: too few to tell from run-to-run noise ` +
      `(exact sign test p = ${Number(p_value.toPrecision(3))})`
    );
  }
  if (ci[1] >= -margin) {
    return margin > 0
      ? `the interval reaches below the ${points(margin)}-point limit, so the suite cannot show the candidate is ` +
          `at most that much worse`
      : 'the interval reaches below zero, so the suite cannot show the candidate is not worse';
  }
  return (
    `the interval lies below the margin, but the sign-flip test does not confirm a change (${pValueText(p_value)}): ` +
    `${changed} ${unitWord(report, changed)} changed, ${directions}, which run-to-run noise can explain`
  );
}

const INTERVAL_NAMES: Record<GateReport['bootstrap']['method'], string> = {
  'expanded-percentile': 'expanded percentile',
  bca: 'BCa',
  percentile: 'percentile',
  studentized: 'studentized',
  t: 't',
};

/** The interval method as a report names it: "expanded percentile", "BCa". */
export function intervalMethodName(method: GateReport['bootstrap']['method']): string {
  return INTERVAL_NAMES[method];
}

/** A p-value as said in a report: "p = 0.0080" (two significant digits), or "p < 0.001". */
export function pValueText(p: number): string {
  return p < 0.001 ? 'p < 0.001' : `p = ${p.toPrecision(2)}`;
}

export function configValueText(value: ConfigValue | undefined): string {
  return value === undefined ? '(absent)' : typeof value === 'string' ? value : JSON.stringify(value);
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

/** " at k = 5" after the metric, where the metric has a budget k (pass-ratio@n has none). */
export function atK(report: Pick<GateReport, 'metric' | 'k'>): string {
  return report.metric === 'pass-ratio@n' ? '' : ` at k = ${report.k}`;
}

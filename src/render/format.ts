import type { ConfigValue } from '../common/types.js';
import type { GateReport } from '../report/model.js';
import { points } from '../common/points.js';

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

/** The metric as written at the deployment k: "pass@1", "pass^3". */
export function metricAtK(report: Pick<GateReport, 'metric' | 'k'>, k = report.k): string {
  return report.metric === 'pass@k' ? `pass@${k}` : `pass^${k}`;
}

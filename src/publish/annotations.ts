import { oneLine } from '../common/errors.js';
import { atK, gateOutcome, headlineCore, pValueText } from '../render/format.js';
import { points } from '../common/points.js';
import { type GateReport } from '../report/model.js';

export interface Annotation {
  title: string;
  message: string;
}

export interface Annotations {
  /** The one-line reason the check fails; absent when it passes. */
  failure?: string;
  warnings: Annotation[];
}

/** What the run reports in the log and on the checks page: a failure line, and warnings that need a look. */
export function annotationsFor(report: GateReport, name: string | undefined): Annotations {
  const label = name === undefined ? 'passk-gate' : `passk-gate (${name})`;
  const warnings: Annotation[] = [];
  if (report.verdict === 'inconclusive' && !report.failed) {
    const delta = report.delta!;
    const why =
      delta.ci[1] < -delta.margin
        ? `the interval lies below the margin, but the sign-flip test does not confirm a change ` +
          `(${pValueText(delta.p_value)}): too few problems moved to call it a regression`
        : `the interval reaches below the margin (-${points(delta.margin)} points), so the suite cannot show ` +
          `the candidate is not worse`;
    warnings.push({
      title: `${label}: inconclusive`,
      message: oneLine(`${headlineCore(report)}${atK(report)}: ${why}.`),
    });
  }
  for (const warning of report.warnings) {
    const underpowered = warning.startsWith('underpowered');
    warnings.push({ title: `${label}: ${underpowered ? 'underpowered' : 'warning'}`, message: oneLine(warning) });
  }
  if (!report.failed) return { warnings };
  const reason =
    report.verdict === 'refused'
      ? `comparison refused: ${report.reasons.join('; ')}`
      : `${headlineCore(report)}${atK(report)}; ${gateOutcome(report)}`;
  return { failure: oneLine(`${label}: ${reason}`), warnings };
}

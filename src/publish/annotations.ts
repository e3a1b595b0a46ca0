import { oneLine } from '../common/errors.js';
import { atK, gateOutcome, headlineCore, inconclusiveReason } from '../render/format.js';
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
    warnings.push({
      title: `${label}: inconclusive`,
      message: oneLine(`${headlineCore(report)}${atK(report)}: ${inconclusiveReason(report)}.`),
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

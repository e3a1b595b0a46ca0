import { oneLine } from '../common/errors.js';
import { decisionLine, evidenceText, PLAIN_TEXT } from '../render/decision.js';
import { inconclusiveReason } from '../render/format.js';
import { type GateReport } from '../report/model.js';

export interface Annotation {
  title: string;
  message: string;
}

export interface Annotations {
  /** Why the check fails, in one short line; absent when it passes. */
  failure?: Annotation;
  warnings: Annotation[];
}

/** The longest annotation message: the checks page shows one line, the report has the rest. */
const MAX_ANNOTATION = 300;

/**
 * What the run reports on the checks page, each a short line titled with the gate's name: the decision when
 * the check fails, and warnings that need a look (an inconclusive pass, the report's warnings).
 */
export function annotationsFor(report: GateReport, name: string | undefined): Annotations {
  const label = name === undefined ? 'passk-gate' : `passk-gate (${oneLine(name, 60)})`;
  const line = decisionLine(report, PLAIN_TEXT);
  const warnings: Annotation[] = [];
  const reason = inconclusiveReason(report);
  if (reason !== null && !report.failed) {
    warnings.push({ title: `${label}: inconclusive`, message: oneLine(`${line}; ${reason}`, MAX_ANNOTATION) });
  }
  for (const warning of report.warnings) {
    warnings.push({ title: `${label}: warning`, message: oneLine(warning, MAX_ANNOTATION) });
  }
  if (!report.failed) return { warnings };
  const detail =
    report.verdict === 'refused'
      ? 'the job summary says how to fix it'
      : `${evidenceText(report)}${reason === null ? '' : `; ${reason}`}`;
  return { failure: { title: label, message: oneLine(`${line} (${detail})`, MAX_ANNOTATION) }, warnings };
}

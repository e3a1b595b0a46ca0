import type { GateReport } from '../report/model.js';

/** The numeric outputs are in metric units (0.01 = 1 point), to 6 decimals; empty when the run was refused. */
function metricValue(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(Number(value.toFixed(6)));
}

/** The action's outputs that come from the report (`report` and `comment-url` are set by the action). */
export function gateOutputs(report: GateReport): Record<string, string> {
  const delta = report.delta;
  return {
    verdict: report.verdict,
    baseline: metricValue(report.baseline.value),
    candidate: metricValue(report.candidate.value),
    delta: metricValue(delta?.value),
    'ci-low': metricValue(delta?.ci[0]),
    'ci-high': metricValue(delta?.ci[1]),
    'p-value': metricValue(delta?.p_value),
    mde: metricValue(delta?.mde),
  };
}

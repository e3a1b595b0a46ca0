import type { FamilyReport } from '../report/family.js';
import type { GateReport } from '../report/model.js';
import { metricAtK } from '../render/format.js';

/** The numeric outputs are in metric units (0.01 = 1 point), to 6 decimals; empty when the run was refused. */
function metricValue(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(rounded(value));
}

function rounded(value: number): number {
  return Number(value.toFixed(6));
}

/** One check as the `checks` output lists it: numbers in metric units to 6 decimals, null when refused. */
function checkEntry(name: string, report: Pick<GateReport, 'verdict' | 'delta'>): Record<string, unknown> {
  const delta = report.delta;
  return {
    name,
    verdict: report.verdict,
    delta: delta === null ? null : rounded(delta.value),
    'ci-low': delta === null ? null : rounded(delta.ci[0]),
    'ci-high': delta === null ? null : rounded(delta.ci[1]),
  };
}

/**
 * The action's outputs that come from the report (`report` and `comment-url` are set by the action). `checks`
 * lists the one comparison, named by `name` or else by its metric.
 */
export function gateOutputs(report: GateReport, name?: string): Record<string, string> {
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
    checks: JSON.stringify([checkEntry(name ?? metricAtK(report), report)]),
  };
}

/**
 * The outputs of a gate over several checks: `verdict` the gate's (its most severe check verdict), `checks` one
 * entry per check; the outputs of one comparison are empty (each check's numbers are in `checks`).
 */
export function familyOutputs(report: FamilyReport): Record<string, string> {
  return {
    verdict: report.verdict,
    baseline: '',
    candidate: '',
    delta: '',
    'ci-low': '',
    'ci-high': '',
    'p-value': '',
    mde: '',
    checks: JSON.stringify(report.checks.map((check) => checkEntry(check.name, check))),
  };
}

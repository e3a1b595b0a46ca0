import { createHash } from 'node:crypto';
import type { CheckReport, GateReport } from '../compare/model.js';
import type { LookReport } from '../sequential/model.js';

/** The numeric outputs are in metric units (0.01 = 1 point), to 6 decimals; empty when not one compared check. */
function metricValue(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(rounded(value));
}

/** A p-value to 6 significant digits: an exact test's p can be far below 1e-6, and is never 0. */
function pValue(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(Number(value.toPrecision(6)));
}

function rounded(value: number): number {
  return Number(value.toFixed(6));
}

/** One check as the `checks` output lists it: numbers in metric units to 6 decimals, null when refused. */
function checkEntry(check: CheckReport): Record<string, unknown> {
  const { delta } = check;
  return {
    name: check.name,
    verdict: check.verdict,
    delta: delta === null ? null : rounded(delta.value),
    'ci-low': delta === null ? null : rounded(delta.ci[0]),
    'ci-high': delta === null ? null : rounded(delta.ci[1]),
  };
}

/**
 * The action's outputs that come from the report: the gate's verdict, `checks` one entry per check, and for a
 * gate of one check its numbers (of several, those are empty: each check's are in `checks`).
 */
export function gateOutputs(report: GateReport): Record<string, string> {
  const one = report.checks.length === 1 ? report.checks[0]! : undefined;
  const delta = one?.delta;
  return {
    verdict: report.verdict,
    baseline: metricValue(one?.baseline.value),
    candidate: metricValue(one?.candidate.value),
    delta: metricValue(delta?.value),
    'ci-low': metricValue(delta?.ci[0]),
    'ci-high': metricValue(delta?.ci[1]),
    'p-value': pValue(delta?.p_value),
    mde: metricValue(delta?.mde),
    checks: JSON.stringify(report.checks.map(checkEntry)),
  };
}

/**
 * The file name of a gate's JSON report in RUNNER_TEMP, one per exact `name`: a readable slug of it and a hash,
 * so that names the slug makes equal (case, other scripts, past 60 characters) never share a file.
 */
export function reportFileName(name: string | undefined): string {
  if (name === undefined) return 'passk-gate-report.json';
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `passk-gate-report-${slug === '' ? '' : `${slug}-`}${hash}.json`;
}

/** The outputs only a sequential look sets. */
export const LOOK_OUTPUT_NAMES = ['decision', 'look', 'next', 'completions'] as const;

/**
 * The action's outputs of a sequential look: `decision` (regression, pass, continue, inconclusive or refused),
 * `look` (the look these results complete, 0 before the first), `next` (the problems to evaluate next, as
 * positions in the plan's order, e.g. 83-123; empty once stopped) and `completions` (what the next look costs).
 */
export function lookOutputs(report: LookReport): Record<(typeof LOOK_OUTPUT_NAMES)[number], string> {
  return {
    decision: report.decision,
    look: String(report.look),
    next: report.next === null ? '' : `${report.next.from}-${report.next.to}`,
    completions: String(report.completions),
  };
}

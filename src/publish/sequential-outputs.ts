import type { LookReport } from '../sequential/model.js';

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

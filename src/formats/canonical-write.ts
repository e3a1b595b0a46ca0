import type { ProblemCounts, RunResults } from '../common/types.js';
import { CANONICAL_FORMAT } from './canonical.js';

function problemJson(problem: ProblemCounts): string {
  const fields: ProblemCounts = { id: problem.id, n: problem.n, c: problem.c };
  if (problem.group !== undefined) fields.group = problem.group;
  if (problem.timeouts !== undefined) fields.timeouts = problem.timeouts;
  if (problem.errors !== undefined) fields.errors = problem.errors;
  return JSON.stringify(fields);
}

/**
 * A run as a `passk-results/v1` document: model, config (whatever its source) and the per-problem counts,
 * one problem per line so archived baselines diff line by line.
 */
export function canonicalJson(run: RunResults): string {
  const head = [`  "format": ${JSON.stringify(CANONICAL_FORMAT)},`];
  if (run.model !== undefined) head.push(`  "model": ${JSON.stringify(run.model)},`);
  head.push(`  "config": ${JSON.stringify(run.config)},`);
  const problems = run.problems.map((problem) => `    ${problemJson(problem)}`).join(',\n');
  return `{\n${head.join('\n')}\n  "problems": [\n${problems}\n  ]\n}\n`;
}

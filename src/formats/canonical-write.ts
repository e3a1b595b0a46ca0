import type { GradedSample, Judgement, ProblemCounts, RunResults } from '../common/types.js';
import { CANONICAL_FORMAT, countsOnly, SAMPLE_VALUES } from './canonical.js';

/** A sample with its keys in the schema's order. */
function sampleJson(sample: GradedSample): GradedSample {
  const fields: GradedSample = { pass: sample.pass };
  for (const key of SAMPLE_VALUES) {
    const value = sample[key];
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

function problemJson(problem: ProblemCounts): string {
  const fields = countsOnly(problem);
  if (problem.samples !== undefined) fields.samples = problem.samples.map(sampleJson);
  return JSON.stringify(fields);
}

/** The judgement as the schema takes it: empty names (an lm-eval filter called "") are left out. */
function judgementJson(judgement: Judgement): string {
  const fields: Judgement = { format: judgement.format };
  if (judgement.criterion !== undefined && judgement.criterion !== '') fields.criterion = judgement.criterion;
  if (judgement.dataset !== undefined && judgement.dataset !== '') fields.dataset = judgement.dataset;
  return JSON.stringify(fields);
}

/**
 * A run as a `passk-results/v1` document: model, judgement (so a converted harness file keeps what its passes
 * mean), config (whatever its source) and the per-problem counts (with each problem's samples when the run kept
 * them), one problem per line so archived baselines diff line by line.
 */
export function canonicalJson(run: RunResults): string {
  const head = [`  "format": ${JSON.stringify(CANONICAL_FORMAT)},`];
  if (run.model !== undefined) head.push(`  "model": ${JSON.stringify(run.model)},`);
  if (run.judgement !== undefined) head.push(`  "judgement": ${judgementJson(run.judgement)},`);
  head.push(`  "config": ${JSON.stringify(run.config)},`);
  const problems = run.problems.map((problem) => `    ${problemJson(problem)}`).join(',\n');
  return `{\n${head.join('\n')}\n  "problems": [\n${problems}\n  ]\n}\n`;
}

import * as core from '@actions/core';
import { InputError } from './errors.js';
import { loadResults } from './load/read.js';
import { parseGateOptions } from './options.js';
import { renderMarkdown } from './render/markdown.js';
import { compareRuns } from './report.js';

/** The GitHub Action: the same pipeline as the CLI, with inputs, outputs and the job summary. */
export async function run(): Promise<void> {
  try {
    const options = parseGateOptions({
      k: core.getInput('k'),
      metric: core.getInput('metric'),
      margin: core.getInput('margin'),
      confidence: core.getInput('confidence'),
      'fail-on': core.getInput('fail-on'),
      'match-config': core.getInput('match-config') || undefined,
      problems: core.getInput('problems'),
      resamples: core.getInput('resamples'),
      seed: core.getInput('seed'),
    });
    const [baseline, candidate] = await Promise.all([
      loadResults(core.getInput('baseline', { required: true })),
      loadResults(core.getInput('candidate', { required: true })),
    ]);
    const report = compareRuns(baseline, candidate, options);
    core.setOutput('verdict', report.verdict);
    await core.summary.addRaw(renderMarkdown(report)).write();
    if (report.failed) core.setFailed(`passk-gate: ${report.verdict}`);
  } catch (error) {
    core.setFailed(error instanceof InputError ? error.message : `passk-gate: internal error: ${String(error)}`);
  }
}

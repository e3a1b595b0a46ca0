import { InputError } from '../common/errors.js';
import { SHARED_HINTS, type OptionHints } from '../common/hints.js';
import type { GradedSample, Metric, ProblemCounts, RunResults } from '../common/types.js';
import { idName, nameText } from '../io/value-text.js';
import { counted, listIds } from '../common/lists.js';
import { ranTrials, unitWords } from '../formats/detect.js';
import { SCORE_FIELD_FORMATS } from '../formats/tally.js';

/**
 * What to give so that the run's samples carry scores: by the field named, or by the format it was read as;
 * `hints` names the option as the caller does.
 */
export function scoreHint(run: RunResults, hints: OptionHints = SHARED_HINTS): string {
  const { format, scoreGaps, problems } = run;
  if (scoreGaps !== undefined) {
    const { field, null: nulls, missing } = scoreGaps;
    // A name on no row at all is most likely misspelt.
    if (missing === problems.reduce((rows, p) => rows + p.n, 0)) return `no sample row has a field ${nameText(field)}`;
    const rows = (count: number): string => counted(count, 'sample row');
    const where = [nulls > 0 ? `null on ${rows(nulls)}` : '', missing > 0 ? `missing from ${rows(missing)}` : '']
      .filter((part) => part !== '')
      .join(' and ');
    return `the score field ${nameText(field)} is ${where}; name a field that holds a number on every row`;
  }
  if (format === 'passk') return 'give every sample a "score" in the file';
  if (SCORE_FIELD_FORMATS.includes(format)) {
    return `name the field of each sample that holds it with ${hints.choose('score-field', 'NAME')}`;
  }
  // An agent's harness runs trials; "score" and "per sample" name passk-results/v1's field.
  const { sample } = unitWords(ranTrials(run));
  return `${format} files record no per-${sample} score; write the run as passk-results/v1 with a "score" per sample`;
}

/** `sample`: what the run's harness gives each problem, in the run's words (`unitWords`). */
function testCountHint(format: string, sample: string): string {
  return format === 'passk'
    ? 'give every sample "tests_passed" and "tests_total" in the file'
    : `${format} files record no per-${sample} test counts; write the run as passk-results/v1 with "tests_passed" ` +
        'and "tests_total" per sample';
}

/**
 * What a passk-results file that lists only each problem's n and c needs: its samples, each with what the metric
 * reads; for a score, convert writes them from the results file of the harness that judged the run (`harness`),
 * when that harness's rows can hold one.
 */
function countsOnlyHint(scored: boolean, harness: string | undefined): string {
  const needs = 'give each problem its "samples", each with';
  if (!scored) {
    return `${needs} "tests_passed" and "tests_total" (no harness file records them, so convert cannot write them)`;
  }
  const from =
    harness !== undefined && SCORE_FIELD_FORMATS.includes(harness)
      ? `; passk-gate convert writes them from the ${harness} results file with --score-field NAME, the field of ` +
        'its sample rows that holds the score'
      : '';
  return `${needs} a "score"${from}`;
}

/** What a drift check's anchor, a history record, that lacks them needs: a record is never rewritten. */
const RECORD_HINT =
  'a record is never rewritten: anchor on a record of a run that had them (pick it with the anchor selector ' +
  "commit:SHA or ref:REF), or record the default branch's runs from files that carry them";

/**
 * n@k ranks each problem's samples by score and pass-ratio@n averages their test counts: every compared problem
 * must have its samples, each with a score (n@k) or with tests_passed and tests_total (pass-ratio@n). The
 * problems of `run` that lack them are an `InputError` (exit 2) naming them and what to give, in `hints`' words;
 * for a history `record` (a drift check's anchor), which record to pick instead.
 */
export function checkPerSampleData(
  problems: readonly ProblemCounts[],
  metric: Metric,
  run: RunResults,
  hints?: OptionHints,
  record = false,
): void {
  if (metric !== 'n@k' && metric !== 'pass-ratio@n') return;
  const scored = metric === 'n@k';
  const complete = (sample: GradedSample): boolean =>
    scored ? typeof sample.score === 'number' : sample.tests_passed !== undefined && sample.tests_total !== undefined;
  const lacking = problems.filter((p) => p.samples === undefined || !p.samples.every(complete));
  if (lacking.length === 0) return;
  const { problem, sample } = unitWords(ranTrials(run));
  const some = lacking.length === 1 ? `1 ${problem} has` : `${lacking.length} ${problem}s have`;
  const none = lacking.every((p) => p.samples === undefined);
  // A passk-results file of counts only (as convert writes one without a score) lists no samples to give them to.
  const counts = none && run.format === 'passk' && !record;
  const [noneGiven, someLack] = scored
    ? [`no scored ${sample}s`, `${sample}s without a score`]
    : [`no ${sample}s with test counts`, `${sample}s without tests_passed and tests_total`];
  const missing = counts ? `no ${sample}s in the file, only n and c` : none ? noneGiven : someLack;
  const uses = scored
    ? `n@k submits the highest-scored ${sample}s`
    : `pass-ratio@n averages each ${sample}'s share of tests passed`;
  const what = `${uses}, but ${some} ${missing}`;
  const hint = record
    ? RECORD_HINT
    : counts
      ? countsOnlyHint(scored, run.judgement?.format)
      : scored
        ? scoreHint(run, hints)
        : testCountHint(run.format, sample);
  throw new InputError(`${run.source}: ${what}: ${listIds(lacking.map((p) => idName(p.id, problem)))}; ${hint}`);
}

/**
 * The sequential gate as the CLI, the action and the library run it: reads the baseline (and the candidate's
 * results so far, the plan and the previous look's report), then plans or looks (src/sequential/).
 */
import { ALWAYS_REQUIRED, unrecordedSetting } from './check/config.js';
import { sampleRange } from './check/pairing.js';
import { InputError } from './common/errors.js';
import { SHARED_HINTS } from './common/hints.js';
import { settingName } from './common/setting-names.js';
import type { RunResults } from './common/types.js';
import { usesSamples } from './estimate/metric.js';
import { bothRanTrials, unitWords, type UnitWords } from './formats/detect.js';
import { CLI_NAMING, type OptionNaming } from './config/options.js';
import type { RunSide } from './config/request.js';
import { EXIT_CONTINUE, EXIT_FAILED, EXIT_PASSED, EXIT_REFUSED, readSide, shownRuns } from './gate.js';
import { readJsonFile } from './io/files.js';
import type { MlflowSettings } from './io/mlflow-settings.js';
import type { LoadOptions } from './load/read.js';
import { otherNameNotes } from './load/user-config.js';
import { sequentialDecision, type LookInput } from './sequential/look.js';
import type { LookReport, SequentialPlan } from './sequential/model.js';
import { makeSequentialPlan, type SequentialPlanOptions } from './sequential/plan.js';

/**
 * A look's exit status: 3 refused, 10 continue, 1 when the gate fails (a regression, unless fail-on never; an
 * inconclusive last look), else 0.
 */
export function lookExitStatus(report: Pick<LookReport, 'decision' | 'failed'>): number {
  if (report.decision === 'refused') return EXIT_REFUSED;
  if (report.decision === 'continue') return EXIT_CONTINUE;
  return report.failed ? EXIT_FAILED : EXIT_PASSED;
}

/**
 * `sequential plan`: the plan for a candidate's eval against this baseline, read as the plan's metric needs;
 * `naming` names the options in errors (default the CLI's flags). The plan and the run returned name the
 * baseline's files as reports do (`shownRuns`), never by where this machine keeps them. `notes`: the settings
 * listed under another harness's name, and the gate's name each is read as (`otherNameNotes`).
 */
export async function runSequentialPlan(
  baseline: RunSide,
  read: LoadOptions,
  options: SequentialPlanOptions,
  mlflow?: () => MlflowSettings,
  naming: OptionNaming = CLI_NAMING,
): Promise<{ plan: SequentialPlan; run: RunResults; notes: string[] }> {
  const run = shownRuns([await readSide(baseline, { ...read, samples: usesSamples(options.metric) }, { mlflow })])[0]!;
  const plan = makeSequentialPlan(run, { ...options, criterion: read.criterion, scoreField: read.scoreField }, naming);
  const notes = [
    ...otherNameNotes(options.matchConfig, naming.name('match-config')),
    ...otherNameNotes(options.requireConfig, naming.name('require-config')),
  ];
  return { plan, run, notes };
}

/**
 * What each look will need that the plan's baseline does not record: a look reads the baseline again and the plan
 * keeps no config, so a baseline without a temperature of its own, or without a setting the plan's
 * `require_config` names, needs it given at every look, which the note says now rather than at the first look's
 * refusal. Also the n the plan is sized for when the baseline's n varies: its fewest, which one short problem
 * sets. `naming` names the options; `source` is the baseline as shown.
 */
export function baselineNotes(
  run: RunResults,
  plan: Pick<SequentialPlan, 'options'>,
  naming: OptionNaming,
  source = run.source,
): string[] {
  const [least, most] = sampleRange(run.problems);
  const sized =
    least === most
      ? []
      : [
          `${source}'s problems have ${least} to ${most} samples: the plan is sized for its fewest, n = ${least}, ` +
            `and a look takes a problem once it has ${least}; to plan for n = ${most}, write the plan from a ` +
            `baseline with ${most} samples on every problem`,
        ];
  // A setting required under another harness's name (max_new_tokens) is read under the gate's (max_tokens).
  const unrecorded = [...new Set([ALWAYS_REQUIRED, ...plan.options.require_config].map(settingName))].flatMap((key) => {
    const given = unrecordedSetting(run, key);
    if (given === undefined) return [];
    const why =
      key === ALWAYS_REQUIRED ? `an unknown ${key}` : `a ${key} no run records (${naming.name('require-config')})`;
    return [
      `${source} does not record ${key}: give each sequential look ` +
        `${(naming.hints ?? SHARED_HINTS).set('baseline-config', given)}, as a look refuses ${why}`,
    ];
  });
  return [...sized, ...unrecorded];
}

/**
 * What a look reads: the plan (a path or the plan itself), both runs, the previous look's report if given; and how
 * the caller names options, for a refusal's fix, and the plan and previous report (default the CLI's flags).
 */
interface SequentialLookRequest extends Pick<LookInput, 'naming' | 'fileNaming'> {
  plan: string | object;
  baseline: RunSide;
  candidate: RunSide;
  baselineRead: LoadOptions;
  candidateRead: LoadOptions;
  previous?: string | object;
  /** Told each run as read, and how, once both are read and before the look: as `GateRun.onRead`. */
  onRead?: (run: RunResults, options: LoadOptions) => void;
}

/** The read options a plan records, by their plan key: what a look reads both runs with, and the option's name. */
const PLANNED_READS = [
  ['criterion', 'criterion', 'criterion'],
  ['score_field', 'scoreField', 'score-field'],
] as const;

/**
 * How a look reads a run: with the criterion and score field the plan records, as the baseline was read for the
 * plan (a plan of an earlier version records neither: the look's own). A look's own that differs is an error, as the
 * plan's other options would be.
 */
function planRead(plan: unknown, read: LoadOptions, naming: OptionNaming = CLI_NAMING): LoadOptions {
  const recorded = (plan as { options?: Record<string, unknown> } | null)?.options ?? {};
  const planned: LoadOptions = { ...read };
  for (const [key, option, optionName] of PLANNED_READS) {
    const value = recorded[key];
    if (value !== null && typeof value !== 'string') continue;
    const name = naming.name(optionName);
    const given = read[option]?.trim() || null;
    if (given !== null && given !== value) {
      const written = value === null ? `without ${name}` : `with ${name} ${value}`;
      throw new InputError(
        `${name} ${given}: the plan was written ${written}, which its looks read: leave ${name} out`,
      );
    }
    planned[option] = value ?? undefined;
  }
  return planned;
}

/**
 * `sequential look`: the decision of the last look the candidate's results complete. The plan, not a metric option,
 * says what a look computes: both runs are read with per-sample data, and with the plan's criterion and score field
 * (`planRead`).
 */
export async function runSequentialLook(
  request: SequentialLookRequest,
  mlflow?: () => MlflowSettings,
): Promise<{ report: LookReport; words: UnitWords }> {
  const json = (value: string | object, kind: string) =>
    typeof value === 'string' ? readJsonFile(value, kind) : Promise.resolve(value);
  const plan = await json(request.plan, 'plan');
  const previous = request.previous === undefined ? undefined : await json(request.previous, "look's report");
  const baselineRead = planRead(plan, request.baselineRead, request.naming);
  const candidateRead = planRead(plan, request.candidateRead, request.naming);
  // Read lines and the report name the files as a comparison's do (`shownRuns`); errors while reading, as given.
  const [baseline, candidate] = shownRuns([
    await readSide(request.baseline, { ...baselineRead, samples: true }, { mlflow }),
    await readSide(request.candidate, { ...candidateRead, samples: true }, { mlflow }),
  ]) as [RunResults, RunResults];
  request.onRead?.(baseline, baselineRead);
  request.onRead?.(candidate, candidateRead);
  return {
    report: sequentialDecision({ ...request, plan, baseline, candidate, previous }),
    // What its reports call the units: an agent's tasks and trials when both runs are an agent's, as compare's.
    words: unitWords(bothRanTrials(baseline, candidate)),
  };
}

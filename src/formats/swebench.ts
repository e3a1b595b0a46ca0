import { basename } from 'node:path';
import { inputError } from '../common/errors.js';
import { quoted, shown, shownList } from '../io/value-text.js';
import type { ConfigValue, RunResults } from '../common/types.js';
import { harnessRun, ProblemTally } from './tally.js';
import { isRecord, isScalar, pathOf } from './values.js';

type Outcome = 'pass' | 'error' | 'fail' | 'pending';

/**
 * The report's lists of instance ids and what each means, in the order that decides an instance listed twice:
 * run_evaluation writes resolved, unresolved, error and empty-patch lists; sb-cli's report has pending and
 * failed (its evaluation of the instance broke) instead of empty-patch.
 */
const OUTCOME_LISTS: readonly [string, Outcome][] = [
  ['resolved_ids', 'pass'],
  ['error_ids', 'error'],
  ['failed_ids', 'error'],
  ['unresolved_ids', 'fail'],
  ['empty_patch_ids', 'fail'],
  ['pending_ids', 'pending'],
];

/** The name sb-cli's get-report gives a report, `<subset>__<split>__<run_id>.json`: the dataset and its split. */
const SB_CLI_NAME = /^(swe-bench[\w.-]*?)__(dev|test)__./i;

/**
 * What a report's name says: the suite (sb-cli's `<subset>__<split>__...`), or run_evaluation's `<model>.<run_id>.json`,
 * whose model has each `/` written `__` (`openai__gpt-4o`: openai/gpt-4o).
 */
export function sweBenchName(file: string): { suite?: string; model?: string } {
  const name = basename(file);
  const sbCli = SB_CLI_NAME.exec(name);
  if (sbCli !== null) return { suite: `${sbCli[1]!.toLowerCase()}:${sbCli[2]!.toLowerCase()}` };
  const stem = name.replace(/\.json$/i, '');
  // The model comes first and the run id after the last dot: run ids rarely hold a dot, model names often do.
  const dot = stem.lastIndexOf('.');
  return stem !== name && dot > 0 && dot < stem.length - 1 ? { model: stem.slice(0, dot).replaceAll('__', '/') } : {};
}

/** A list of instance ids at `key`, or undefined when the report has none. */
function idList(report: Record<string, unknown>, key: string, file: string): string[] | undefined {
  const value = report[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value))
    throw inputError(file, pathOf(key), `expected a SWE-bench list of instance ids, got ${shown(value)}`);
  return value.map((id, i) => {
    if (typeof id !== 'string' || id === '') {
      throw inputError(file, pathOf(key, i), `a SWE-bench instance id must be a non-empty string, got ${shown(id)}`);
    }
    return id;
  });
}

/** Each listed instance's outcome; an `InputError` for one both resolved and failed, or not submitted. */
function outcomes(
  report: Record<string, unknown>,
  submitted: ReadonlySet<string>,
  file: string,
): Map<string, [Outcome, string]> {
  const byId = new Map<string, [Outcome, string]>();
  for (const [key, outcome] of OUTCOME_LISTS) {
    idList(report, key, file)?.forEach((id, i) => {
      if (!submitted.has(id)) throw inputError(file, pathOf(key, i), `${quoted(id)} is not in submitted_ids`);
      const earlier = byId.get(id);
      if (earlier === undefined) byId.set(id, [outcome, key]);
      else if (earlier[0] === 'pass' && outcome !== 'pending' && earlier[1] !== key) {
        throw inputError(file, pathOf(key, i), `${quoted(id)} is also in resolved_ids: one instance, two outcomes`);
      }
    });
  }
  return byId;
}

/**
 * Reads a SWE-bench run report: the `<model>.<run_id>.json` that `swebench.harness.run_evaluation` writes, or
 * the report sb-cli's get-report saves (`<subset>__<split>__<run_id>.json`, with `pending_ids` and `failed_ids`
 * and no `empty_patch_ids`). One report is one trial of each instance in `submitted_ids` (not
 * `total_instances`, the dataset's size): a pass when it is in `resolved_ids`; `error_ids` (and sb-cli's
 * `failed_ids`) are errors, failures whose evaluation errored (the patch did not apply, the tests timed out or the
 * harness failed); an empty patch or an unresolved instance is a failure. Pending
 * instances, and submitted ones no list names, were not judged: they are left out, with a warning.
 */
export function parseSweBench(document: unknown, file: string): RunResults {
  if (!isRecord(document)) {
    throw inputError(
      file,
      '',
      'expected a SWE-bench report {submitted_ids, resolved_ids, unresolved_ids, error_ids, ...}',
    );
  }
  const submittedList = idList(document, 'submitted_ids', file);
  if (submittedList === undefined) {
    throw inputError(
      file,
      pathOf('submitted_ids'),
      'is missing: a SWE-bench report names its instances in submitted_ids (total_instances is the size of the dataset)',
    );
  }
  const submitted = new Set<string>();
  submittedList.forEach((id, i) => {
    if (submitted.has(id)) throw inputError(file, pathOf('submitted_ids', i), `lists ${quoted(id)} twice`);
    submitted.add(id);
  });
  const byId = outcomes(document, submitted, file);
  const tally = new ProblemTally({ errors: true });
  const pending: string[] = [];
  const unjudged: string[] = [];
  for (const id of submittedList) {
    const outcome = byId.get(id)?.[0];
    if (outcome === 'pending') pending.push(id);
    else if (outcome === undefined) unjudged.push(id);
    else tally.add(id, { passed: outcome === 'pass', error: outcome === 'error' });
  }
  if (tally.size === 0) {
    throw inputError(
      file,
      pathOf('submitted_ids'),
      submittedList.length === 0
        ? 'is empty: the SWE-bench report judged no instance'
        : `none of the ${submittedList.length} submitted instances has been judged yet (${pending.length} pending)`,
    );
  }
  const { problems, warnings } = tally.finish();
  const leftOut = (ids: readonly string[], why: string): string =>
    `${ids.length} submitted instance${ids.length === 1 ? ' is' : 's are'} ${why}: ` +
    `${shownList(ids)}; missing from this run`;
  if (pending.length > 0) {
    warnings.push(leftOut(pending, 'still pending (the report was fetched before the evaluation finished)'));
  }
  if (unjudged.length > 0) warnings.push(leftOut(unjudged, 'in no list of outcomes (not judged)'));
  const version = document.schema_version;
  const config: Record<string, ConfigValue> = isScalar(version) && version !== null ? { schema_version: version } : {};
  // A name that says no dataset leaves it unrecorded, as other harnesses do: a history series is then `swebench`.
  const { model, suite } = sweBenchName(file);
  return harnessRun(file, 'swebench', 'file', { model, config, problems, warnings, dataset: suite });
}

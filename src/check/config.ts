import { configValuesEqual } from '../common/config-values.js';
import { InputError, inputError } from '../common/errors.js';
import { INEXACT_INTEGER, INEXACT_INTEGER_READ, isInexactInteger } from '../formats/values.js';
import type { ConfigSource, ConfigValue, RunResults } from '../common/types.js';
import { nameText, shown } from '../io/value-text.js';
import { settingName } from '../common/setting-names.js';
import type { Refusal, Side } from './refusal.js';

/**
 * How a key compared: `equal` or `differs` (both runs record it), `missing` (one run records it, or it is
 * required and neither does: refused), `unrecorded` (neither run records it: nothing to compare), `greedy` (not
 * compared: at temperature 0 on both sides top_p and top_k do not change what is sampled).
 */
export type ConfigStatus = 'equal' | 'differs' | 'missing' | 'unrecorded' | 'greedy';

export interface ConfigRow {
  key: string;
  /** Absent where the run does not record the key (the JSON report leaves it out). */
  baseline?: ConfigValue;
  candidate?: ConfigValue;
  baselineSource?: ConfigSource;
  candidateSource?: ConfigSource;
  /** Whether the key is one the gate compares (`match-config`). */
  checked: boolean;
  status: ConfigStatus;
}

/** A refusal of the decoding configs. */
export type ConfigRefusal = Extract<Refusal, { kind: 'config-differs' | 'config-missing' }>;

/** The one setting every comparison must know on both sides: pass@k at another temperature is another quantity. */
export const ALWAYS_REQUIRED = 'temperature';

/**
 * `KEY=VALUE` (the value the run was given, if any) for a setting `key` the run's files or MLflow run do not record,
 * which every later read of it then needs given again; undefined when they record it.
 */
export function unrecordedSetting(run: Pick<RunResults, 'config' | 'configSources'>, key: string): string | undefined {
  const source = run.configSources[key];
  if (source === 'file' || source === 'filename' || source === 'mlflow') return undefined;
  const value = run.config[key];
  return `${key}=${value === undefined ? 'VALUE' : String(value)}`;
}

/** Settings that do not change what greedy decoding (temperature 0) samples. */
const GREEDY_IGNORES = ['top_p', 'top_k'];

/**
 * Compares the decoding configs under `policy`. A compared key both runs record must agree; one that only one run
 * records must be given to the other (the refusal carries the value to give); a required key, and temperature
 * always, must be known on both sides. At temperature 0 on both sides top_p and top_k are not compared. Each
 * refusal comes with a reason in words naming the key and the values recorded. Rows list every key either side records.
 * A compared value that is a whole number past 2^53 - 1 is an `InputError`: it was read rounded, so values that
 * differ could compare equal (an uncompared one is only shown). `baselineName` is `anchor` in a drift check.
 */
export function compareConfigs(
  baseline: RunResults,
  candidate: RunResults,
  policy: { compared: readonly string[]; required: readonly string[] },
  baselineName: 'baseline' | 'anchor' = 'baseline',
): { rows: ConfigRow[]; reasons: string[]; refusals: Refusal[] } {
  const { compared } = policy;
  const required = compared.length === 0 ? [] : [ALWAYS_REQUIRED, ...policy.required];
  // A setting listed under another name (max_new_tokens) is compared under the gate's (max_tokens).
  const keys = [...new Set([...compared, ...required].map(settingName))];
  const others = [...new Set([...Object.keys(baseline.config), ...Object.keys(candidate.config)])]
    .filter((key) => !keys.includes(key))
    .sort();
  const greedy = [baseline, candidate].every(
    (run) => Object.hasOwn(run.config, ALWAYS_REQUIRED) && configValuesEqual(run.config[ALWAYS_REQUIRED]!, 0),
  );
  const refusals: ConfigRefusal[] = [];
  const rows = [...keys, ...others].map((key): ConfigRow => {
    const inBaseline = Object.hasOwn(baseline.config, key);
    const inCandidate = Object.hasOwn(candidate.config, key);
    const row: ConfigRow = {
      key,
      baseline: inBaseline ? baseline.config[key] : undefined,
      candidate: inCandidate ? candidate.config[key] : undefined,
      checked: keys.includes(key),
      status: 'unrecorded',
    };
    if (inBaseline && baseline.configSources[key] !== undefined) row.baselineSource = baseline.configSources[key];
    if (inCandidate && candidate.configSources[key] !== undefined) row.candidateSource = candidate.configSources[key];
    if (inBaseline && inCandidate) row.status = configValuesEqual(row.baseline!, row.candidate!) ? 'equal' : 'differs';
    else if (inBaseline || inCandidate || required.includes(key)) row.status = 'missing';
    if (!row.checked) return row;
    if (greedy && GREEDY_IGNORES.includes(key) && !required.includes(key)) row.status = 'greedy';
    refuseInexactValue(row, { baseline, candidate }, baselineName === 'anchor');
    if (row.status === 'differs') {
      refusals.push({ kind: 'config-differs', key, baseline: row.baseline!, candidate: row.candidate! });
    } else if (row.status === 'missing') {
      const missing: Side[] = [];
      if (!inBaseline) missing.push('baseline');
      if (!inCandidate) missing.push('candidate');
      refusals.push({
        kind: 'config-missing',
        key,
        baseline: row.baseline ?? null,
        candidate: row.candidate ?? null,
        missing,
      });
    }
    return row;
  });
  return { rows, reasons: refusals.map((r) => configReason(r, baselineName)), refusals };
}

/**
 * An `InputError` naming where a compared value came from (the run's file, or the config given for its side) and
 * the key, when it is a whole number JSON readers round. A drift check's anchor (`anchored`) is a record, which is
 * never rewritten: its value is fixed by picking another record, not by writing it as a string.
 */
function refuseInexactValue(row: ConfigRow, runs: Record<Side, RunResults>, anchored: boolean): void {
  const side = (['baseline', 'candidate'] as const).find((s) => isInexactInteger(row[s]));
  if (side === undefined) return;
  const key = nameText(row.key);
  if (side === 'baseline' && anchored) {
    const fix = 'the record is never rewritten: pick another record, or record a new run';
    throw inputError(runs.baseline.source, `config ${key}`, `${INEXACT_INTEGER_READ}: ${fix}`);
  }
  if ((side === 'baseline' ? row.baselineSource : row.candidateSource) === 'user') {
    throw new InputError(`the config given for the ${side}: ${key} ${INEXACT_INTEGER}`);
  }
  throw inputError(runs[side].source, `config ${key}`, INEXACT_INTEGER);
}

/**
 * A config refusal in words, naming the key and the values recorded. Surface-neutral: each report's fix names the
 * flags or inputs that give a value. A drift check's baseline is a record (`anchor`), which is never rewritten: a
 * value it lacks is found in another record, not given.
 */
export function configReason(refusal: ConfigRefusal, baseline: 'baseline' | 'anchor' = 'baseline'): string {
  const { key } = refusal;
  const name = (side: Side): string => (side === 'baseline' ? baseline : side);
  if (refusal.kind === 'config-differs') {
    return `config ${key} differs: ${baseline} ${shown(refusal.baseline)}, candidate ${shown(refusal.candidate)}`;
  }
  const { missing } = refusal;
  if (missing.length === 2) {
    return baseline === 'anchor'
      ? `config ${key}: recorded by neither run; give it for the candidate, and pick a record that has it`
      : `config ${key}: recorded by neither run; give it for both`;
  }
  const side = missing[0]!;
  const other: Side = side === 'baseline' ? 'candidate' : 'baseline';
  const lacks = `config ${key}: not recorded by the ${name(side)} (${name(other)} ${shown(refusal[other])})`;
  return side === 'baseline' && baseline === 'anchor'
    ? `${lacks}; the anchor was recorded without it, and a record is never rewritten: pick another record`
    : `${lacks}; give it for the ${name(side)}`;
}

/**
 * What a side's `-config` option must become to supply the keys it lacks (it is replaced whole): the values it
 * gave, in row order, then each missing key with the other run's value, or undefined when neither has it.
 */
export function filledConfig(
  config: { rows: readonly ConfigRow[]; refusals: readonly Refusal[] },
  side: Side,
): Map<string, ConfigValue | undefined> {
  const other: Side = side === 'baseline' ? 'candidate' : 'baseline';
  const pairs = new Map<string, ConfigValue | undefined>();
  for (const row of config.rows) {
    if (row[`${side}Source`] === 'user') pairs.set(row.key, row[side] ?? null);
  }
  for (const r of config.refusals) {
    if (r.kind === 'config-missing' && r.missing.includes(side)) {
      pairs.set(r.key, r.missing.includes(other) ? undefined : r[other]);
    }
  }
  return pairs;
}

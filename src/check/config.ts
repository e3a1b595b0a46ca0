import { configValuesEqual } from '../common/config-values.js';
import type { ConfigSource, ConfigValue, RunResults } from '../common/types.js';
import { shown } from '../io/value-text.js';
import type { Refusal, Side } from './refusal.js';

export interface ConfigRow {
  key: string;
  baseline: ConfigValue | undefined;
  candidate: ConfigValue | undefined;
  baselineSource?: ConfigSource;
  candidateSource?: ConfigSource;
  /** Whether the key is one that must match (`match-config`). */
  checked: boolean;
  status: 'equal' | 'differs' | 'missing';
}

/**
 * Compares the decoding configs. Every key in `keys` must be present on both sides and equal; each one that
 * is not gives a refusal (and a reason in words) naming the key and both values. Rows list every key either
 * side records.
 */
export function compareConfigs(
  baseline: RunResults,
  candidate: RunResults,
  keys: readonly string[],
): { rows: ConfigRow[]; reasons: string[]; refusals: Refusal[] } {
  const others = [...new Set([...Object.keys(baseline.config), ...Object.keys(candidate.config)])]
    .filter((key) => !keys.includes(key))
    .sort();
  const reasons: string[] = [];
  const refusals: Refusal[] = [];
  const rows = [...keys, ...others].map((key): ConfigRow => {
    const inBaseline = Object.hasOwn(baseline.config, key);
    const inCandidate = Object.hasOwn(candidate.config, key);
    const row: ConfigRow = {
      key,
      baseline: inBaseline ? baseline.config[key] : undefined,
      candidate: inCandidate ? candidate.config[key] : undefined,
      checked: keys.includes(key),
      status: 'missing',
    };
    if (inBaseline && baseline.configSources[key] !== undefined) row.baselineSource = baseline.configSources[key];
    if (inCandidate && candidate.configSources[key] !== undefined) row.candidateSource = candidate.configSources[key];
    if (inBaseline && inCandidate) row.status = configValuesEqual(row.baseline!, row.candidate!) ? 'equal' : 'differs';
    if (row.checked && row.status === 'differs') {
      reasons.push(`config ${key} differs: baseline ${show(row.baseline)}, candidate ${show(row.candidate)}`);
      refusals.push({ kind: 'config-differs', key, baseline: row.baseline!, candidate: row.candidate! });
    } else if (row.checked && row.status === 'missing') {
      const missing: Side[] = [];
      if (!inBaseline) missing.push('baseline');
      if (!inCandidate) missing.push('candidate');
      const who = missing.length === 2 ? 'neither the baseline nor the candidate' : `the ${missing[0]} does not`;
      reasons.push(
        `config ${key}: ${who} record${missing.length === 2 ? 's' : ''} it (baseline ${show(row.baseline)}, ` +
          `candidate ${show(row.candidate)}); supply it with ${missing.map((side) => `${side}-config`).join(' and ')}`,
      );
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
  return { rows, reasons, refusals };
}

/** A config value in a reason: as a file's values are shown, so a long or multi-line one stays short. */
function show(value: ConfigValue | undefined): string {
  return value === undefined ? '(absent)' : shown(value);
}

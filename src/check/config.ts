import { configValuesEqual } from '../common/config-values.js';
import type { ConfigSource, ConfigValue, RunResults } from '../common/types.js';

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

function has(config: Record<string, ConfigValue>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(config, key);
}

/** How to supply a config key that a results file does not record (CLI flag / action input of the same name). */
function supplyHint(side: 'baseline' | 'candidate', key: string): string {
  return `supply it with --${side}-config ${key}=VALUE (action input ${side}-config)`;
}

/**
 * Compares the decoding configs. Every key in `keys` must be present on both sides and equal; each one that
 * is not gives a refusal reason naming the key and both values. Rows list every key either side records.
 */
export function compareConfigs(
  baseline: RunResults,
  candidate: RunResults,
  keys: readonly string[],
): { rows: ConfigRow[]; reasons: string[] } {
  const others = [...new Set([...Object.keys(baseline.config), ...Object.keys(candidate.config)])]
    .filter((key) => !keys.includes(key))
    .sort();
  const reasons: string[] = [];
  const rows = [...keys, ...others].map((key): ConfigRow => {
    const inBaseline = has(baseline.config, key);
    const inCandidate = has(candidate.config, key);
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
    } else if (row.checked && row.status === 'missing') {
      const missing = [!inBaseline ? 'baseline' : '', !inCandidate ? 'candidate' : ''].filter((s) => s !== '') as (
        'baseline' | 'candidate'
      )[];
      reasons.push(
        `config ${key} is not recorded by the ${missing.join(' or the ')} (baseline ${show(row.baseline)}, ` +
          `candidate ${show(row.candidate)}): ${missing.map((side) => supplyHint(side, key)).join('; ')}`,
      );
    }
    return row;
  });
  return { rows, reasons };
}

function show(value: ConfigValue | undefined): string {
  return value === undefined ? '(absent)' : JSON.stringify(value);
}

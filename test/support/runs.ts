import type { ConfigValue, RunResults } from '../../src/common/types.js';

/** A passk-format run as a reader returns it; every config value from the file unless `sources` says otherwise. */
export function runResults(
  source: string,
  config: Record<string, ConfigValue>,
  problems: RunResults['problems'],
  sources: Record<string, 'file' | 'user'> = {},
): RunResults {
  return {
    source,
    format: 'passk',
    config,
    configSources: Object.fromEntries(Object.keys(config).map((key) => [key, sources[key] ?? 'file'])),
    problems,
    warnings: [],
  };
}

import type { ConfigSource, ConfigValue, RunResults } from './types.js';

/**
 * Other names under which harnesses and APIs record a setting the gate compares: Hugging Face's max_new_tokens,
 * OpenAI's max_completion_tokens and max_output_tokens, Gemini's maxOutputTokens and topP, Anthropic's
 * max_tokens_to_sample, Ollama's num_predict, llama.cpp's n_predict, lm-eval's max_gen_toks. Each is the same budget
 * or cutoff, so a run that records only the other name is compared under the gate's. Hugging Face's max_length and
 * bigcode's max_length_generation count the prompt too: they are not max_tokens.
 */
const SETTING_ALIASES: Readonly<Record<string, readonly string[]>> = {
  temperature: [],
  max_tokens: [
    'max_new_tokens',
    'max_completion_tokens',
    'max_output_tokens',
    'maxOutputTokens',
    'max_tokens_to_sample',
    'num_predict',
    'n_predict',
    'max_gen_toks',
  ],
  top_p: ['topP'],
  top_k: ['topK'],
};

/** A key as compared with the names above: in any case, and `-` for `_` (a run logged `Temperature`, `top-p`). */
function spelling(key: string): string {
  return key.toLowerCase().replaceAll('-', '_');
}

/** The names of a setting: the gate's, then its aliases. */
function namesOf(name: string): string[] {
  return [name, ...SETTING_ALIASES[name]!];
}

/** The gate's name of a setting: `max_tokens` for `max_new_tokens`, `temperature` for `Temperature`; any other key is its own. */
export function settingName(key: string): string {
  return Object.keys(SETTING_ALIASES).find((name) => namesOf(name).some((a) => spelling(a) === spelling(key))) ?? key;
}

/** A config whose settings recorded only under another name were moved to the gate's names. */
interface UnderSettingNames {
  config: Record<string, ConfigValue>;
  configSources: Record<string, ConfigSource>;
  /** The names moved, as [other name, the gate's name]. */
  moved: [string, string][];
}

/**
 * Moves each setting that the config records only under another name or spelling (the first of `SETTING_ALIASES`
 * it has) to the gate's name, with its source.
 */
export function underSettingNames(run: Pick<RunResults, 'config' | 'configSources'>): UnderSettingNames {
  const config = { ...run.config };
  const configSources = { ...run.configSources };
  const moved: [string, string][] = [];
  for (const name of Object.keys(SETTING_ALIASES)) {
    const alias = Object.hasOwn(config, name)
      ? undefined
      : namesOf(name).flatMap((a) => Object.keys(config).filter((key) => spelling(key) === spelling(a)))[0];
    if (alias === undefined) continue;
    config[name] = config[alias]!;
    delete config[alias];
    if (configSources[alias] !== undefined) configSources[name] = configSources[alias];
    delete configSources[alias];
    moved.push([alias, name]);
  }
  return { config, configSources, moved };
}

/**
 * The settings of `compared` that a run's keys (its MLflow params and config) hold only as the last part of one
 * dotted key (`generation_config.temperature`: a nested config flattened to log it), as [that key, the gate's
 * name]. A setting the run also records plainly, under any of its names, or under two dotted keys, is not guessed.
 */
export function dottedSettings(keys: readonly string[], compared: readonly string[]): [string, string][] {
  const found: [string, string][] = [];
  for (const name of compared) {
    if (keys.some((key) => settingName(key) === name)) continue;
    const dotted = keys.filter((key) => key.includes('.') && settingName(key.slice(key.lastIndexOf('.') + 1)) === name);
    if (dotted.length === 1) found.push([dotted[0]!, name]);
  }
  return found;
}

/** `max_tokens as max_new_tokens and top_p as topP: compared as the same settings`. */
export function movedText(moved: readonly [string, string][]): string {
  const names = moved.map(([alias, name]) => `${name} as ${alias}`).join(' and ');
  return `${names}: compared as the same setting${moved.length === 1 ? '' : 's'}`;
}

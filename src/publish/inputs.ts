import { InputError } from '../common/errors.js';
import type { LoadOptions } from '../load/read.js';
import { parseGateOptions } from '../options.js';
import { usesSamples } from '../estimate/metric.js';
import type { GateOptions } from '../common/types.js';

export type CommentMode = 'always' | 'on-regression' | 'never';

/** The action's inputs, validated. */
export interface ActionInputs {
  baseline: string;
  candidate: string;
  /** Git ref to read the baseline file at, instead of the working tree. */
  baselineRef?: string;
  baselineLoad: LoadOptions;
  candidateLoad: LoadOptions;
  gate: GateOptions;
  /** The gate's label; keys its PR comment. */
  name?: string;
  comment: CommentMode;
  summary: boolean;
  /** The pull request to comment on when the event does not name one (e.g. `workflow_run`). */
  prNumber?: number;
  token: string;
}

/** Reads one input as the runner passes it: trimmed, '' when unset. */
export type InputReader = (name: string) => string;

/** Written as the value of `match-config` to turn the config check off (an empty input means the default). */
export const MATCH_CONFIG_OFF = 'none';

const COMMENT_MODES: readonly CommentMode[] = ['always', 'on-regression', 'never'];

function optional(value: string): string | undefined {
  return value === '' ? undefined : value;
}

function required(input: InputReader, name: string, what: string): string {
  const value = input(name);
  if (value === '') throw new InputError(`input ${name} is required: ${what}`);
  return value;
}

/** The YAML 1.2 core-schema booleans, as the runner passes them. */
function parseBoolean(name: string, value: string): boolean {
  if (/^(true|True|TRUE)$/.test(value)) return true;
  if (/^(false|False|FALSE)$/.test(value)) return false;
  throw new InputError(`input ${name}: expected true or false, got ${JSON.stringify(value)}`);
}

function parsePrNumber(value: string): number | undefined {
  if (value === '') return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1) {
    throw new InputError(`input pr-number: expected a pull request number, got ${JSON.stringify(value)}`);
  }
  return number;
}

function parseRef(value: string): string | undefined {
  if (value === '') return undefined;
  // git would read a leading dash as an option.
  if (value.startsWith('-') || /[\s:]/.test(value)) {
    throw new InputError(`input baseline-ref: expected a git ref such as origin/main, got ${JSON.stringify(value)}`);
  }
  return value;
}

function matchConfig(value: string): string | undefined {
  if (value === '') return undefined;
  return value === MATCH_CONFIG_OFF ? '' : value;
}

/** The gate options, with errors naming the action input rather than the CLI flag. */
function gateOptions(input: InputReader): GateOptions {
  try {
    return parseGateOptions({
      k: input('k'),
      metric: input('metric'),
      submit: input('submit'),
      margin: input('margin'),
      confidence: input('confidence'),
      'fail-on': input('fail-on'),
      'match-config': matchConfig(input('match-config')),
      problems: input('problems'),
      resamples: input('resamples'),
      seed: input('seed'),
      interval: input('interval'),
    });
  } catch (error) {
    if (error instanceof InputError) throw new InputError(error.message.replace(/^--([a-z-]+):/, 'input $1:'));
    throw error;
  }
}

/** Validates every input; each bad value is an `InputError` naming the input. */
export function parseActionInputs(input: InputReader): ActionInputs {
  const baseline = required(input, 'baseline', 'the path of the baseline results file');
  const candidate = required(input, 'candidate', 'the path of the candidate results file');
  const format = optional(input('format'));
  const criterion = optional(input('criterion'));
  const comment = input('comment');
  if (comment !== '' && !COMMENT_MODES.includes(comment as CommentMode)) {
    throw new InputError(`input comment: expected one of ${COMMENT_MODES.join(', ')}, got ${JSON.stringify(comment)}`);
  }
  const summary = input('summary');
  const gate = gateOptions(input);
  const samples = { samples: usesSamples(gate.metric), scoreField: optional(input('score-field')) };
  return {
    baseline,
    candidate,
    baselineRef: parseRef(input('baseline-ref')),
    baselineLoad: {
      format,
      config: optional(input('baseline-config')),
      criterion,
      configName: 'input baseline-config',
      ...samples,
    },
    candidateLoad: {
      format,
      config: optional(input('candidate-config')),
      criterion,
      configName: 'input candidate-config',
      ...samples,
    },
    gate,
    name: optional(input('name')),
    comment: comment === '' ? 'always' : (comment as CommentMode),
    summary: summary === '' ? true : parseBoolean('summary', summary),
    prNumber: parsePrNumber(input('pr-number')),
    token: input('github-token'),
  };
}

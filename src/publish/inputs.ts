import { InputError } from '../common/errors.js';
import { isMlflowUri } from '../io/mlflow-uri.js';
import type { LoadOptions } from '../load/read.js';
import { DEFAULT_OPTIONS, parseGateOptionsAs } from '../options.js';
import { usesSamples } from '../estimate/metric.js';
import type { FailOn, GateOptions } from '../common/types.js';

export type CommentMode = 'always' | 'on-regression' | 'never';

/** The action's inputs, validated. */
export interface ActionInputs {
  /**
   * The config file of a gate over several checks (`passk-gate.yml`). With it, `baseline` and `candidate` are
   * '' and `gate` holds the defaults: the checks and their options come from the file.
   */
  config?: string;
  /** With `config`: the fail-on input, which overrides the file's (the fork recipe's comment workflow). */
  failOn?: FailOn;
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
  /** Login of the account the token comments as; asked from GitHub when not given. */
  commentAuthor?: string;
}

/** Reads one input as the runner passes it: trimmed, '' when unset. */
export type InputReader = (name: string) => string;

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

/** A boolean input as the gate options take it: 'true', 'false', or undefined when unset. */
function booleanText(name: string, value: string): string | undefined {
  return value === '' ? undefined : String(parseBoolean(name, value));
}

function parsePrNumber(value: string): number | undefined {
  if (value === '') return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1) {
    throw new InputError(`input pr-number: expected a pull request number, got ${JSON.stringify(value)}`);
  }
  return number;
}

/** A GitHub login (letters, digits and hyphens, at most 39 characters), or an app's `<slug>[bot]`. */
function parseLogin(value: string): string | undefined {
  if (value === '') return undefined;
  if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,38}(\[bot\])?$/.test(value)) {
    throw new InputError(
      `input comment-author: expected a GitHub login such as my-app[bot] or octocat, got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

function parseRef(value: string): string | undefined {
  if (value === '') return undefined;
  // git would read a leading dash as an option.
  if (value.startsWith('-') || /[\s:]/.test(value)) {
    throw new InputError(`input baseline-ref: expected a git ref such as origin/main, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** The gate options, with errors naming the action input rather than the CLI flag. */
function gateOptions(input: InputReader): GateOptions {
  return parseGateOptionsAs(
    {
      k: input('k'),
      metric: input('metric'),
      submit: input('submit'),
      margin: input('margin'),
      confidence: input('confidence'),
      'fail-on': input('fail-on'),
      // Empty means the default here: the runner passes an unset input as ''.
      'match-config': optional(input('match-config')),
      problems: input('problems'),
      resamples: input('resamples'),
      seed: input('seed'),
      interval: input('interval'),
      'allow-mixed-judgement': booleanText('allow-mixed-judgement', input('allow-mixed-judgement')),
    },
    (flag) => `input ${flag}`,
  );
}

/** The inputs of one comparison, which a config file gives per check instead; `fail-on` may override the file's. */
const COMPARISON_INPUTS = [
  'baseline-ref',
  'format',
  'baseline-config',
  'candidate-config',
  'criterion',
  'score-field',
  'k',
  'metric',
  'submit',
  'margin',
  'confidence',
  'match-config',
  'problems',
  'resamples',
  'seed',
  'interval',
  'allow-mixed-judgement',
] as const;

/**
 * With `config`, the inputs of one comparison must be left at their defaults (the runner passes an input's
 * default when it is not set): a value that differs would be ignored, so it is an error that says where it goes.
 */
function checkConfigMode(input: InputReader, given: GateOptions): void {
  for (const name of COMPARISON_INPUTS) {
    const value = input(name);
    const key = name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as keyof GateOptions;
    const differs =
      key in DEFAULT_OPTIONS
        ? JSON.stringify(given[key]) !== JSON.stringify(DEFAULT_OPTIONS[key])
        : value !== '' && !(name === 'format' && value === 'auto');
    if (differs) {
      const top = name === 'confidence' || name === 'resamples' || name === 'seed';
      throw new InputError(
        `input ${name} does not apply with input config: set ${name} in the config file ` +
          `(${top ? 'at its top level' : 'in a check, or under defaults: for every check'})`,
      );
    }
  }
}

/** The config-file form: no baseline or candidate; fail-on may override the file's. */
function configInputs(input: InputReader, config: string, gate: GateOptions): Pick<ActionInputs, 'config' | 'failOn'> {
  for (const name of ['baseline', 'candidate'] as const) {
    if (input(name) !== '') {
      throw new InputError(
        `input ${name} does not apply with input config: give either baseline and candidate (one comparison) ` +
          'or config (the checks of a config file), not both',
      );
    }
  }
  checkConfigMode(input, gate);
  return { config, ...(input('fail-on') === '' ? {} : { failOn: gate.failOn }) };
}

/** Validates every input; each bad value is an `InputError` naming the input. */
export function parseActionInputs(input: InputReader): ActionInputs {
  const config = input('config');
  if (config === '' && input('baseline') === '' && input('candidate') === '') {
    throw new InputError(
      'give inputs baseline and candidate (the two results files to compare), or input config (a passk-gate.yml ' +
        'that lists several checks)',
    );
  }
  const gate = gateOptions(input);
  const family = config === '' ? {} : configInputs(input, config, gate);
  const baseline =
    config === '' ? required(input, 'baseline', 'the path of the baseline results file, or an MLflow URI') : '';
  const candidate =
    config === '' ? required(input, 'candidate', 'the path of the candidate results file, or an MLflow URI') : '';
  const format = optional(input('format'));
  const criterion = optional(input('criterion'));
  const comment = input('comment');
  if (comment !== '' && !COMMENT_MODES.includes(comment as CommentMode)) {
    throw new InputError(`input comment: expected one of ${COMMENT_MODES.join(', ')}, got ${JSON.stringify(comment)}`);
  }
  const summary = input('summary');
  const baselineRef = parseRef(input('baseline-ref'));
  if (baselineRef !== undefined && isMlflowUri(baseline))
    throw new InputError('input baseline-ref applies to a results file in the repository, not to an MLflow URI');
  const samples = { samples: usesSamples(gate.metric), scoreField: optional(input('score-field')) };
  return {
    ...family,
    baseline,
    candidate,
    baselineRef,
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
    commentAuthor: parseLogin(input('comment-author')),
  };
}

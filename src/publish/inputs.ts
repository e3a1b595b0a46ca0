import { InputError } from '../common/errors.js';
import { isMlflowUri } from '../io/mlflow-uri.js';
import type { LoadOptions } from '../load/read.js';
import { parseGateOptionsAs } from '../gate.js';
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

/** Validates every input; each bad value is an `InputError` naming the input. */
export function parseActionInputs(input: InputReader): ActionInputs {
  const baseline = required(input, 'baseline', 'the path of the baseline results file, or an MLflow URI');
  const candidate = required(input, 'candidate', 'the path of the candidate results file, or an MLflow URI');
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
  const gate = gateOptions(input);
  const samples = { samples: usesSamples(gate.metric), scoreField: optional(input('score-field')) };
  return {
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

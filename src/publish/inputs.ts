import { InputError } from '../common/errors.js';
import { didYouMean } from '../common/nearest.js';
import type { FailOn } from '../common/types.js';
import { OptionParser, OPTION_NAMES, parseOptions, type OptionNaming } from '../config/options.js';
import { AGAINST_THE_BASE, parseAnchor } from '../config/anchor.js';
import { comparisonRequest, GATE_KEYS, sideOf, type GateRequest } from '../config/request.js';
import { driftPrefix } from '../compare/model.js';
import { checkBranchName } from '../history/git.js';

const COMMENT_MODES = ['always', 'on-regression', 'never'] as const;

/** The inputs that publishing the outcome reads (the job summary, the PR comment), validated. */
export interface PublishInputs {
  /** The gate's label; keys its PR comment. */
  name?: string;
  comment: (typeof COMMENT_MODES)[number];
  summary: boolean;
  /** The pull request to comment on when the event does not name one (e.g. `workflow_run`). */
  prNumber?: number;
  token: string;
  /** Login of the account the token comments as; asked from GitHub when not given. */
  commentAuthor?: string;
}

/** The inputs of the gate itself: what it compares, and how. */
interface GateInputs {
  /**
   * The config file of a gate over several checks (`passk-gate.yml`); without it, `request` is the one
   * comparison the inputs describe.
   */
  config?: string;
  /** With `config`: the fail-on input, which overrides the file's (the fork recipe's comment workflow). */
  failOn?: FailOn;
  request?: GateRequest;
  /** The branch that keeps the history store (`history` input); see `historyInputs`. */
  history?: string;
  /** The anchor input as a bare SELECTOR: the drift check's anchor is picked in the history branch's store. */
  branchAnchor?: string;
  /** A sequential gate's plan: the step runs a look of `request`'s runs instead of comparing them. */
  sequentialPlan?: string;
}

/** The action's inputs, validated. */
export type ActionInputs = PublishInputs & GateInputs;

/** Reads one input as the runner passes it: trimmed, '' when unset. */
export type InputReader = (name: string) => string;

function parsePrNumber(value: string): number | undefined {
  if (value === '') return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1) {
    // `#42`, as GitHub shows a pull request, or its URL: the number alone is what to write.
    const written = /^(?:#|.*\/pull\/)(\d+)\/?$/.exec(value)?.[1];
    const fix = written === undefined || Number(written) < 1 ? '' : `: write ${Number(written)}`;
    throw new InputError(`input pr-number: expected a pull request number, got ${JSON.stringify(value)}${fix}`);
  }
  return number;
}

/** A GitHub login (letters, digits and hyphens, at most 39 characters), or an app's `<slug>[bot]`. */
function parseLogin(value: string): string | undefined {
  if (value === '') return undefined;
  const login = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}(\[bot\])?$/;
  if (!login.test(value)) {
    // `@octocat`, as GitHub shows a mention: the login alone is what to write.
    const fix = value.startsWith('@') && login.test(value.slice(1)) ? `: write ${value.slice(1)}` : '';
    throw new InputError(
      `input comment-author: expected a GitHub login such as my-app[bot] or octocat, got ${JSON.stringify(value)}${fix}`,
    );
  }
  return value;
}

/** The variables MLflow's client, and so the gate, reads its tracking server and credentials from. */
const MLFLOW_VARIABLES =
  /^MLFLOW_TRACKING_(URI|TOKEN|USERNAME|PASSWORD|INSECURE_TLS|SERVER_CERT_PATH|CLIENT_CERT_PATH)$/;

/** Where an MLflow setting given as an input (`mlflow_tracking_uri`) goes instead: the step's environment. */
function mlflowVariables(given: string): string {
  const variable = given.toUpperCase().replace(/-/g, '_');
  const name = MLFLOW_VARIABLES.test(variable)
    ? variable
    : 'MLFLOW_TRACKING_URI (and MLFLOW_TRACKING_TOKEN, or MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD)';
  return `MLflow's settings are read from environment variables, not inputs: set ${name} under the step's env:, not with:`;
}

/**
 * A warning for each input the step was given that the action does not take, with the one meant where it is near
 * (`fail_on` for `fail-on`, `margn` for `margin`): the runner passes it on, and the gate would run without it. The
 * runner passes a `with:` key as `INPUT_` and the key upper-cased, spaces as `_`. In name order, numbers by their
 * value (`zz2` before `zz10`): the environment's order is not the workflow's.
 */
export function unknownInputs(env: Record<string, string | undefined>): string[] {
  const known = new Set(ACTION_INPUTS.map((name) => `INPUT_${name.toUpperCase()}`));
  return Object.keys(env)
    .filter((key) => key.startsWith('INPUT_') && !known.has(key))
    .map((key) => ({ key, order: key.replace(/\d+/g, (digits) => digits.padStart(20, '0')) }))
    .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
    .map(({ key }) => {
      const given = key.slice('INPUT_'.length).toLowerCase();
      if (given.startsWith('mlflow')) return `unknown input ${given}: ${mlflowVariables(given)}`;
      const hint = didYouMean(given, ACTION_INPUTS);
      return `unknown input ${given}, which the gate does not read${hint === '' ? '; see the inputs in the README' : hint}`;
    });
}

/**
 * How the action names an option in messages (`input k`), and how a hint tells the user to give one: as the step's
 * `with:` block writes it (`input criterion: base`), not as the CLI's flag.
 */
export const INPUT_NAMING: OptionNaming = {
  name: (option) => `input ${option}`,
  hints: {
    set: (option, value) => `input ${option}: ${value}`,
    choose: (option, placeholder) => `input ${option}: ${placeholder}`,
    option: (option, value) => (value === undefined ? `input ${option}` : `input ${option}: ${value}`),
    report: (command) => `the report output of a ${command} step holds it`,
    commands: true,
  },
};

/** The inputs of one comparison besides its options, which a config file gives per check instead. */
const READ_INPUTS = [
  'baseline-ref',
  'format',
  'baseline-config',
  'candidate-config',
  'baseline-name',
  'candidate-name',
  'criterion',
  'score-field',
  'anchor',
];

/** The action's inputs, as action.yml declares them (a test holds the two together). */
export const ACTION_INPUTS: readonly string[] = [
  'baseline',
  'candidate',
  'config',
  'sequential-plan',
  ...READ_INPUTS,
  ...Object.values(OPTION_NAMES),
  'name',
  'comment',
  'summary',
  'pr-number',
  'github-token',
  'comment-author',
  'history',
];

/** The option inputs given (not empty, which is unset), by their input names; fail-on only when `withFailOn`. */
function givenOptionInputs(input: InputReader, withFailOn: boolean): string[] {
  return Object.values(OPTION_NAMES).filter(
    (name) => input(name) !== '' && (withFailOn || name !== OPTION_NAMES.failOn),
  );
}

/**
 * With `config`, the inputs of one comparison must be left unset (action.yml gives them no default, so one given
 * is told from one left out, whatever its value): one given would be ignored, so it is an error that says where
 * it goes. The fail-on input, when given, overrides the file's.
 */
function configInputs(input: InputReader, config: string): Pick<ActionInputs, 'config' | 'failOn'> {
  const run = (['baseline', 'candidate'] as const).find((name) => input(name) !== '');
  if (run !== undefined) {
    throw new InputError(
      `input ${run} does not apply with input config: give either baseline and candidate (one comparison) ` +
        'or config (the checks of a config file), not both',
    );
  }
  const name = [...READ_INPUTS.filter((read) => input(read) !== ''), ...givenOptionInputs(input, false)][0];
  if (name !== undefined) {
    const top = GATE_KEYS.includes(name);
    // With input history, the file's anchor picks in the branch as the input would.
    const branch =
      name === 'anchor' && !input(name).startsWith('history:') && input('history') !== ''
        ? `; anchor: ${input(name)} there picks in the history branch`
        : '';
    throw new InputError(
      `input ${name} does not apply with input config: set ${name} in the config file ` +
        `(${top ? 'at its top level' : 'in a check, or under defaults: for every check'}${branch})`,
    );
  }
  const failOn = input('fail-on');
  return {
    config,
    ...(failOn === '' ? {} : { failOn: parseOptions({ 'fail-on': failOn }, INPUT_NAMING).failOn }),
  };
}

/** Whether a path names a file, or is a glob that matches one, as the action finds it in the workspace. */
export type FileCheck = (path: string) => boolean;

/**
 * The files an input names: one per line (a YAML block) or separated by commas; a comma inside braces is a
 * glob's (`runs/{a,b}.json`). A line that names a file, or a glob that matches one, is that path, commas and all:
 * lm-eval names its output folders after the model's arguments (`pretrained__m,dtype__float`), and its files after
 * the time of the run, so a glob names them. Any other line that starts with `#` is a
 * comment, as in the toolkit's glob patterns (`@actions/glob`): a YAML block keeps it as text.
 */
function pathList(value: string, isFile: FileCheck): string[] {
  return value
    .split(/\r?\n/)
    .flatMap((line) => {
      if (isFile(line.trim())) return [line];
      return line.trim().startsWith('#') ? [] : line.split(/,(?![^{]*\})/);
    })
    .map((path) => path.trim())
    .filter((path) => path !== '');
}

/** The one comparison the inputs describe, every value parsed as the CLI's flags are, named as inputs. */
function comparisonInputs(input: InputReader, isFile: FileCheck): GateRequest {
  const paths = (name: string) => pathList(input(name), isFile);
  const missing = (['baseline', 'candidate'] as const).find((name) => paths(name).length === 0);
  if (missing !== undefined) {
    throw new InputError(`input ${missing} is required: the path of the ${missing} results file, or an MLflow URI`);
  }
  // The option inputs and those read with them as given, undefined when unset: the default.
  const read = [...Object.values(OPTION_NAMES), ...READ_INPUTS, 'name'];
  return comparisonRequest(
    {
      ...Object.fromEntries(read.map((name) => [name, input(name) === '' ? undefined : input(name)])),
      baseline: sideOf(paths('baseline')),
      candidate: sideOf(paths('candidate')),
      anchor: input('anchor').startsWith('history:') ? input('anchor') : undefined,
    },
    INPUT_NAMING,
  );
}

/**
 * The history inputs: `history`, the branch of the store; `anchor`, `history:DIR[#SELECTOR]` (read with the other
 * inputs) or, with `history`, a bare SELECTOR picked in the branch's store.
 */
function historyInputs(input: InputReader): Pick<ActionInputs, 'history' | 'branchAnchor'> {
  const branch = input('history');
  const anchor = input('anchor');
  const history = branch === '' ? undefined : checkBranchName(branch, 'input history');
  if (anchor === '' || anchor.startsWith('history:')) return history === undefined ? {} : { history };
  if (history === undefined) {
    throw new InputError(
      `input anchor: ${JSON.stringify(anchor)} is a selector: give input history (the branch of the store) too, or write history:DIR#${anchor}`,
    );
  }
  parseAnchor(anchor, 'input anchor', history);
  return { history, branchAnchor: anchor };
}

/** The request with its one check's drift check anchored by `selector` in the history branch `branch`. */
export function withBranchAnchor(request: GateRequest, selector: string, branch: string): GateRequest {
  const anchor = parseAnchor(selector, 'input anchor', branch);
  return { ...request, multiplicity: 'holm', checks: request.checks.map((check) => ({ ...check, anchor })) };
}

/** Whether a check's anchor picks in the history branch. */
export function anchorsInBranch(request: GateRequest): boolean {
  return request.checks.some((check) => check.anchor?.branch !== undefined);
}

/**
 * The request with each anchor of the history branch picked in `store`, its fetched copy; without one (the branch
 * does not exist yet), those checks have no drift check, and are named as the check against the base is beside
 * one (as `withAnchorChecks` names it), so that the report and the outputs have the same shape either way.
 */
export function inHistoryStore(request: GateRequest, store: string | undefined): GateRequest {
  const checks = request.checks.map((check) => {
    if (check.anchor?.branch === undefined) return check;
    if (store !== undefined) return { ...check, anchor: { ...check.anchor, store } };
    const without = { ...check, name: `${driftPrefix(check)}${AGAINST_THE_BASE}` };
    delete without.anchor;
    return without;
  });
  return { ...request, checks };
}

/**
 * With `sequential-plan`, the plan fixes the gate's options: an option input given (whatever its value), config,
 * or baseline-ref (a look reads the baseline the plan was written from) would be ignored, so it is an error.
 */
function checkSequentialInputs(input: InputReader, config: string): void {
  const name =
    config !== ''
      ? 'config'
      : (['baseline-ref', 'anchor', 'history'].find((other) => input(other) !== '') ??
        givenOptionInputs(input, true)[0]);
  if (name === undefined) return;
  throw new InputError(
    `input ${name} does not apply with input sequential-plan: ${SEQUENTIAL_IGNORES[name] ?? PLANNED}`,
  );
}

/** What a sequential look has in place of an input it does not take; the rest the plan fixes (`PLANNED`). */
const SEQUENTIAL_IGNORES: Record<string, string> = {
  config: "a sequential gate has one check, its plan's, not a config file's checks",
  anchor: 'a look compares the candidate with the baseline of its plan alone, and records no history',
  history: 'a look compares the candidate with the baseline of its plan alone, and records no history',
  'baseline-ref': 'a look reads the baseline file the plan was written from',
  problems: "a look takes the plan's problems, in the plan's order",
  resamples: "a look decides by the plan's boundaries on a t statistic, without resampling",
  interval: "a look decides by the plan's boundaries on a t statistic, not by an interval",
  'allow-mixed-judgement': 'a look refuses runs whose passes were judged differently',
};
const PLANNED = "the plan fixes the gate's options (give them to passk-gate sequential plan)";

/** The gate's label (input name), undefined when unset; read alone, it titles the error of any other input. */
export function gateName(input: InputReader): string | undefined {
  return input('name') === '' ? undefined : input('name');
}

/**
 * Validates the inputs that publishing reads; each bad value is an `InputError` naming the input. With these
 * valid, the gate's own inputs' error can be published as the gate's could-not-run.
 */
export function parsePublishInputs(input: InputReader): PublishInputs {
  const parse = new OptionParser(INPUT_NAMING);
  const comment = input('comment');
  const summary = input('summary');
  return {
    name: gateName(input),
    comment:
      comment === '' ? 'always' : parse.choice('comment', comment, COMMENT_MODES, { true: 'always', false: 'never' }),
    summary: summary === '' ? true : parse.boolean('summary', summary),
    prNumber: parsePrNumber(input('pr-number')),
    token: input('github-token'),
    commentAuthor: parseLogin(input('comment-author')),
  };
}

/** Validates the gate's inputs; each bad value is an `InputError` naming the input. */
export function parseGateInputs(input: InputReader, isFile: FileCheck): GateInputs {
  const config = input('config');
  if (config === '' && input('baseline') === '' && input('candidate') === '') {
    throw new InputError(
      'give inputs baseline and candidate (the two results files to compare), or input config (a passk-gate.yml ' +
        'that lists several checks)',
    );
  }
  // Before the comparison's inputs are parsed: an option input given here is refused whatever its value.
  const sequentialPlan = input('sequential-plan');
  if (sequentialPlan !== '') checkSequentialInputs(input, config);
  const gate = config === '' ? { request: comparisonInputs(input, isFile) } : configInputs(input, config);
  return {
    ...gate,
    ...(sequentialPlan === '' ? {} : { sequentialPlan }),
    ...historyInputs(input),
  };
}

import type { Judgement, RunResults } from '../common/types.js';
import type { Refusal } from './refusal.js';
import { nameText } from '../io/value-text.js';
import { listWords } from '../common/lists.js';
import { JUDGEMENT_FIELDS, JUDGEMENT_WORDS } from '../formats/tally.js';

/**
 * How the two runs' judgements compare: `same` (both recorded, equal), `differs` (a field both record differs),
 * `unknown` (one side, or one field, is recorded on one side only, so agreement cannot be shown), `unrecorded`
 * (neither side says: canonical files without `judgement`, MLflow lists).
 */
export type JudgementMatch = 'same' | 'differs' | 'unknown' | 'unrecorded';

interface JudgementCheck {
  match: JudgementMatch;
  /** Why the comparison is refused: the judgements differ and mixing them was not allowed. */
  reasons: string[];
  refusals: Refusal[];
  /** Said at the top of the report: a mixed judgement that was allowed, or one that cannot be checked. */
  warnings: string[];
}

/**
 * Whether the criterion the judgements record is a user simulator (τ-bench's and τ²-bench's `user:<model>...`):
 * the model that plays the user in every conversation, on which every reward depends. Not when one records
 * another criterion (an Inspect scorer): that is no user simulator.
 */
export function simulatedUsers(...judgements: Judgement[]): boolean {
  const recorded = judgements.flatMap((judgement) => valueOf(judgement, 'criterion') ?? []);
  return recorded.length > 0 && recorded.every((criterion) => criterion.startsWith('user:'));
}

/**
 * A field's word for a judgement: BigCodeBench's dataset is its suite (`bigcodebench-hard-instruct`), as reports
 * say; a criterion that is a user simulator is one.
 */
function fieldWord(field: keyof Judgement, ...judgements: Judgement[]): string {
  if (field === 'dataset' && judgements.some((j) => j.format === 'bigcodebench')) return 'suite';
  if (field === 'criterion' && simulatedUsers(...judgements)) return 'user simulator';
  return JUDGEMENT_WORDS[field];
}

/** A field's value, with an empty name (an lm-eval filter called "") taken as not recorded. */
function valueOf(judgement: Judgement, field: keyof Judgement): string | undefined {
  const value = judgement[field];
  return value === undefined || value === '' ? undefined : value;
}

/** A judgement in words: `evalplus (criterion plus, dataset 84f4…)`, names from files cut and quoted. */
export function judgementText(judgement: Judgement): string {
  const details = (['criterion', 'dataset'] as const).flatMap((field) => {
    const value = valueOf(judgement, field);
    return value === undefined ? [] : [`${fieldWord(field, judgement)} ${nameText(value)}`];
  });
  const format = nameText(judgement.format);
  return details.length === 0 ? format : `${format} (${details.join(', ')})`;
}

/** A check that only warns. */
function warning(match: JudgementMatch, text: string): JudgementCheck {
  return { match, reasons: [], refusals: [], warnings: [text] };
}

/**
 * Compares what a pass means on each side. Runs judged by a different harness, criterion or dataset version are
 * refused (a pass on evalplus's base and plus tests is not a pass on HumanEval's original tests) unless
 * `allowMixed`, which turns the refusal into a warning. A judgement recorded on one side only, or a field
 * recorded on one side only, cannot be checked: that is a warning, not a refusal, since nothing shows a
 * difference (a canonical file written by the team's own script records none). `baselineName` is what the text
 * calls the baseline: a drift check's is the anchor.
 */
export function compareJudgements(
  baseline: Pick<RunResults, 'judgement' | 'format'>,
  candidate: Pick<RunResults, 'judgement' | 'format'>,
  allowMixed: boolean,
  baselineName = 'baseline',
): JudgementCheck {
  const base = baseline.judgement;
  const cand = candidate.judgement;
  if (base === undefined && cand === undefined) return { match: 'unrecorded', reasons: [], refusals: [], warnings: [] };
  if (base === undefined || cand === undefined) {
    const [silent, known, judgement, given] =
      base === undefined
        ? [baselineName, 'candidate', cand!, baseline.format]
        : ['candidate', baselineName, base, candidate.format];
    // Only a canonical file or an MLflow list records no judgement: say which the user gave.
    const what =
      given === 'mlflow' ? "an MLflow run's per_problem_c list" : 'a passk-results/v1 file without "judgement"';
    return warning(
      'unknown',
      `the ${silent} does not record how its passes were judged (${what}); ` +
        `the ${known}'s were judged by ${judgementText(judgement)}: make sure both were judged by the same tests`,
    );
  }
  const differing = JUDGEMENT_FIELDS.filter((field) => {
    const [a, b] = [valueOf(base, field), valueOf(cand, field)];
    return a !== undefined && b !== undefined && a !== b;
  });
  const sides = `the ${baselineName}'s passes were judged by ${judgementText(base)}, the candidate's by ${judgementText(cand)}`;
  if (differing.length > 0) {
    const what = `${listWords(
      differing.map((field) => fieldWord(field, base, cand)),
      'and',
    )} differ${differing.length === 1 ? 's' : ''}`;
    if (allowMixed) {
      return warning(
        'differs',
        // Said also when another reason refuses the comparison: "allowed", not "compared".
        `mixed judgement (${what}): ${sides}; allowed, though the difference mixes the models with the tests`,
      );
    }
    return {
      match: 'differs',
      reasons: [`passes were judged differently (${what}): ${sides}; a pass means something else on each side`],
      refusals: [{ kind: 'judgement-differs', fields: differing, baseline: base, candidate: cand }],
      warnings: [],
    };
  }
  const oneSided = JUDGEMENT_FIELDS.filter(
    (field) => (valueOf(base, field) === undefined) !== (valueOf(cand, field) === undefined),
  );
  if (oneSided.length > 0) {
    const field = oneSided[0]!;
    const side = valueOf(base, field) === undefined ? 'candidate' : baselineName;
    return warning(
      'unknown',
      `only the ${side} records its ${fieldWord(field, base, cand)} (${sides}): cannot tell whether both were judged by the ` +
        'same tests',
    );
  }
  return { match: 'same', reasons: [], refusals: [], warnings: [] };
}

import { significanceLevel } from '../options.js';
// The phrases of a gate over several checks that every surface shares (terminal, comment, job summary,
// annotations): line one, the sentence on the error rate, and each check's level.
import { checkReport, type FamilyCheckReport, type FamilyReport } from '../report/family.js';
import type { GateReport } from '../report/model.js';
import {
  decisionOf,
  decisionWords,
  failOnRule,
  inconclusiveRule,
  VERDICT_WORDS,
  verdictGist,
  type TextStyle,
} from './decision.js';
import { inconclusiveReason, metricAtK, pValueText, unconfirmedRiseReason, type FamilyLevel } from './format.js';

/** How many failing checks line one names before it counts the rest. */
const NAMED_IN_LINE_ONE = 2;

/** "1 check", "5 checks". */
export function checksText(count: number): string {
  return `${count} check${count === 1 ? '' : 's'}`;
}

/**
 * A check as its name and the metric at its k ("`MBPP` pass@1"), or its name alone when that already says the
 * metric ("`HumanEval pass@10 guard`"); `name` shows the name as the surface does.
 */
export function checkName(check: FamilyCheckReport, name: (text: string) => string): string {
  const metric = metricAtK(check);
  return check.name.includes(metric) ? name(check.name) : `${name(check.name)} ${metric}`;
}

/**
 * A check's verdict with its name: its name and metric as what moved ("`MBPP` pass@1 fell 4.5 points",
 * "`HumanEval pass@10 guard` fell 7.5 points"), else its name before the gist ("`MBPP`: not compared, temperature
 * differs").
 */
function namedGist(check: FamilyCheckReport, style: TextStyle): string {
  const single = checkReport(check);
  if (check.verdict === 'regression' || check.verdict === 'improvement') {
    return verdictGist(
      single,
      style,
      checkName(check, (text) => style.value(text)),
    );
  }
  return `${style.value(check.name)}: ${verdictGist(single, style)}`;
}

/** How many checks got each verdict, most severe first: "3 no regression, 1 improvement". */
function verdictCounts(checks: readonly FamilyCheckReport[]): string {
  const order: GateReport['verdict'][] = ['refused', 'regression', 'inconclusive', 'no-regression', 'improvement'];
  return order
    .map((verdict) => [verdict, checks.filter((c) => c.verdict === verdict).length] as const)
    .filter(([, count]) => count > 0)
    .map(([verdict, count]) => `${count} ${VERDICT_WORDS[verdict]}`)
    .join(', ');
}

/** A list of check gists, the first few named and the rest counted: "a; b; and 2 more". */
function gistList(checks: readonly FamilyCheckReport[], style: TextStyle): string {
  const named = checks.slice(0, NAMED_IN_LINE_ONE).map((check) => namedGist(check, style));
  const rest = checks.length - named.length;
  return rest > 0 ? `${named.join('; ')}; and ${rest} more` : named.join('; ');
}

/**
 * Line one of a gate over several checks: the decision, then what decides it. It blocks when any check fails
 * (a regression, an inconclusive check under fail-on inconclusive, or a refused check): "Blocks merge: `MBPP`
 * pass@1 fell 4.5 points, more than the 1.0-point limit", or with several "Blocks merge: 2 of 5 checks fail:
 * ...". Otherwise "Can merge: 5 checks, none regressed (4 no regression, 1 improvement)"; with fail-on never,
 * "Informational: this gate does not block. It would have blocked: ..." when a check regressed.
 */
export function familyDecisionLine(report: FamilyReport, style: TextStyle): string {
  const words = decisionWords(report);
  const { checks } = report;
  const failing = checks.filter((check) => check.failed);
  if (decisionOf(report) === 'blocks') {
    if (failing.length === 1) return `${words}: ${namedGist(failing[0]!, style)}`;
    return `${words}: ${failing.length} of ${checksText(checks.length)} fail: ${gistList(failing, style)}`;
  }
  const regressed = checks.filter((check) => check.verdict === 'regression');
  if (decisionOf(report) === 'informational' && regressed.length > 0) {
    return `${words}. It would have blocked: ${gistList(regressed, style)}`;
  }
  return `${words}: ${checksText(checks.length)}, none regressed (${verdictCounts(checks)})`;
}

/** Decimals of a percentage that show a level to two significant digits. */
function levelDigits(alpha: number): number {
  return Math.max(0, Math.ceil(-Math.log10(alpha * 100))) + 2;
}

/** A two-sided level as a percentage: 0.05 -> "5%", 0.0125 -> "1.25%". */
function levelPercent(alpha: number): string {
  return `${Number((alpha * 100).toFixed(levelDigits(alpha)))}%`;
}

/**
 * The error rate in one plain sentence: "5 checks; the chance that any of them fails by noise alone is held to
 * 5%." With multiplicity none, that the rate is per check. How it is held is said with the method.
 */
export function familyErrorSentence(report: FamilyReport): string {
  const { method, family_size: size, confidence } = report.multiplicity;
  const alpha = significanceLevel(confidence);
  if (method === 'none') {
    return (
      `${checksText(size)}, each held to ${levelPercent(alpha)} on its own (multiplicity none): the error rate is ` +
      'per check, so the chance that some check fails by noise alone grows with the number of checks.'
    );
  }
  const any = size === 1 ? 'it' : 'any of them';
  return `${checksText(size)}; the chance that ${any} fails by noise alone is held to ${levelPercent(alpha)}.`;
}

/**
 * How the error rate is held, for the method notes: "Holm's step-down method over the checks' sign-flip
 * p-values; checks of the same problems are tested jointly, which is less strict when they move together";
 * null with multiplicity none.
 */
export function familyMethodText(report: FamilyReport): string | null {
  const { method, family_size: size, confidence, joint } = report.multiplicity;
  if (method === 'none') return null;
  const how =
    method === 'holm'
      ? "Holm's step-down method over the checks' sign-flip p-values"
      : `Bonferroni: each check tested at ${significanceLevel(confidence)} / ${size}`;
  const together =
    joint.length === 0
      ? ''
      : '; checks of the same problems are tested jointly, which is less strict when they move together';
  return `${how}${together}`;
}

/** The level a check of the gate was tested at, for its reasons; none with multiplicity none (1 - confidence). */
function familyLevel(report: FamilyReport, check: FamilyCheckReport): FamilyLevel | undefined {
  const { method, family_size: checks } = report.multiplicity;
  return method === 'none' ? undefined : { checks, level: check.multiplicity.level };
}

/**
 * Why a check of the gate is inconclusive, quoting its p-value with the level it needed in the gate ("...
 * (exact sign test p = 0.0156; in a gate of 6 checks this one needed p below 0.0083)"); null for other verdicts.
 */
export function checkInconclusiveReason(report: FamilyReport, check: FamilyCheckReport): string | null {
  return inconclusiveReason(checkReport(check), familyLevel(report, check));
}

/** Why a check whose interval lies above 0 is no regression, not an improvement; null for other checks. */
export function checkUnconfirmedRise(report: FamilyReport, check: FamilyCheckReport): string | null {
  return unconfirmedRiseReason(checkReport(check), familyLevel(report, check));
}

/** The confidence of a check's interval, to two significant digits of its level: "98.75%", "97.24%", "95%". */
function checkLevelText(check: FamilyCheckReport): string {
  const { level } = check.multiplicity;
  return `${Number(((1 - level) * 100).toFixed(levelDigits(level)))}%`;
}

/**
 * How a check was tested, in words: "tested at 98.75% (Holm step 1 of 5)", "at 97.5% (Bonferroni over 2 checks)",
 * "at 96.8%, jointly with `HumanEval` pass@10"; null for a refused check.
 */
export function testedText(report: FamilyReport, check: FamilyCheckReport, style: TextStyle): string | null {
  if (check.delta === null) return null;
  const { method, family_size: size } = report.multiplicity;
  const { step, joint_with: joint } = check.multiplicity;
  const stopped = report.checks.filter((c) => c.multiplicity.step !== null).length + 1;
  const how =
    method === 'none'
      ? 'on its own'
      : method === 'bonferroni'
        ? `Bonferroni over ${checksText(size)}`
        : step === null
          ? `Holm step ${stopped} of ${size}, where the method stopped`
          : `Holm step ${step} of ${size}`;
  const together = joint.length === 0 ? '' : `, jointly with ${joint.map((name) => style.value(name)).join(', ')}`;
  const { p_value: p, p_adjusted: adjusted = p, p_exact: exact } = check.delta;
  const alpha = significanceLevel(report.multiplicity.confidence);
  const adjustedText = method === 'none' ? '' : `, adjusted ${pValueText(adjusted, { alpha })}`;
  const raw = pValueText(p, { exact, alpha: check.multiplicity.level });
  return `interval at ${checkLevelText(check)} (${how}${together}); sign-flip test ${raw}${adjustedText}`;
}

/**
 * What fail-on makes of the inconclusive checks, said once for all of them: a check's own rule when every
 * inconclusive check has it (the same metric and limit), else one that holds for each check, whatever its
 * metric and limit. Null when no check is inconclusive, or under fail-on never.
 */
export function familyInconclusiveRule(report: FamilyReport): string | null {
  const rules = new Set(report.checks.flatMap((check) => inconclusiveRule(checkReport(check)) ?? []));
  if (rules.size <= 1) return [...rules][0] ?? null;
  return failOnRule(
    report.fail_on,
    "the suite must show each check's metric is at most its limit worse, and for these it does not",
  );
}

/** The two runs every check compares, when all compare the same two models (or files); null otherwise. */
export function sharedSides(report: FamilyReport): Pick<FamilyCheckReport, 'baseline' | 'candidate'> | null {
  const models = (side: 'baseline' | 'candidate') => new Set(report.checks.map((c) => c[side].model ?? c[side].source));
  return models('baseline').size === 1 && models('candidate').size === 1 ? report.checks[0]! : null;
}

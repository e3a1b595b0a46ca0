import type { ConfigValue, Judgement } from '../common/types.js';
import type { CheckReport } from '../compare/model.js';
import { counted } from '../common/lists.js';
import { points } from '../common/points.js';
import { metricLabel } from '../estimate/metric.js';
import { fewestSignificantUnits } from '../resample/sign-flip.js';
import { TIE_TOLERANCE } from '../resample/units.js';
import { bothRanTrials, unitWords, type UnitWords } from '../formats/detect.js';
import { simulatedUsers } from '../check/judgement.js';
import { DEFAULT_OPTIONS } from '../config/options.js';

/** A count with thousands separators: 32800 -> "32,800". */
export function grouped(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A metric value as a percentage: 0.6524 -> "65.2%". */
export function percent(value: number | null, digits = 1): string {
  return value === null ? 'n/a' : `${(value * 100).toFixed(digits)}%`;
}

/** Whether `value` reads as 0% or 100% at `digits` decimals without being 0 or 1. */
function readsWhole(value: number, digits: number): boolean {
  const text = percent(value, digits);
  return (value !== 0 && /^-?0\.?0*%$/.test(text)) || (value !== 1 && /^100\.?0*%$/.test(text));
}

/** A score as a percentage that reads 0% or 100% only when it is: 0.9997 -> "99.97%", not "100.0%". */
export function scorePercent(value: number): string {
  let digits = 1;
  while (digits < 20 && readsWhole(value, digits)) digits += 1;
  return percent(value, digits);
}

/**
 * Two values as percentages that read alike only when they are, and as 0% or 100% only when they are: with more
 * decimals where one decimal would not (0.000387, 0.0000645 -> "0.04%", "0.01%", not "0.0%" twice). With the
 * `change` shown beside them, at least as many decimals as it has, up to two: "63.45%", "63.46%" beside "+0.01",
 * not "63.4%", "63.5%", which read as a tenth of a point apart ("99.99%", "100.00%" beside "+0.006" are close
 * enough).
 */
export function percentPair(baseline: number, candidate: number, change?: string): [string, string] {
  const digits = pairDigits(baseline, candidate, change);
  return [percent(baseline, digits), percent(candidate, digits)];
}

/** The decimals at which `percentPair` writes two values. */
export function pairDigits(baseline: number, candidate: number, change = ''): number {
  let digits = Math.min(2, Math.max(1, change.split('.')[1]?.length ?? 0));
  while (
    baseline !== candidate &&
    digits < 20 &&
    (percent(baseline, digits) === percent(candidate, digits) ||
      readsWhole(baseline, digits) ||
      readsWhole(candidate, digits))
  ) {
    digits += 1;
  }
  return digits;
}

/** A difference in points with its sign: 0.012 -> "+1.2", -0.031 -> "-3.1". */
export function signedPoints(value: number, digits = 1): string {
  const text = points(value, digits);
  return text.startsWith('-') || /^0\.?0*$/.test(text) ? text : `+${text}`;
}

/**
 * `first`, the text of a value of `inPoints` points, or the text `write(digits)` gives it at more decimals, from
 * `from` on, until it reads on the same side of `limit` (points) as the value is: -6.25 beside a 6.25-point limit
 * reads "-6.25", not "-6.3", past it. A value at the limit but for rounding noise is at it, as a verdict takes it.
 */
export function onItsSide(
  inPoints: number,
  limit: number,
  first: string,
  write: (digits: number) => string,
  from: number,
): string {
  const side = (value: number) => (Math.abs(value - limit) <= 1e-9 ? 0 : Math.sign(value - limit));
  let text = first;
  for (let digits = from; side(Number(text)) !== side(inPoints) && digits <= 15; digits++) text = write(digits);
  return text;
}

/** A margin in points with the decimals it was given, one at least: 0.01 -> "1.0", 0.0139 -> "1.39". */
export function marginPoints(margin: number): string {
  const given = String(Number((margin * 100).toPrecision(12)));
  return given.includes('.') ? given : `${given}.0`;
}

/** The article before a number as it is read aloud: "an 8.3-point drop", "an 11-point", "a 1.5-point". */
export function articleFor(numberText: string): 'a' | 'an' {
  const whole = numberText.replace(/^[+-]/, '').split('.')[0]!;
  return whole.startsWith('8') || whole === '11' || whole === '18' ? 'an' : 'a';
}

/** A confidence level as a percentage, as given: 0.95 -> "95%", 0.999 -> "99.9%" (never rounded up to 100%). */
export function levelText(confidence: number): string {
  return `${Number((confidence * 100).toFixed(6))}%`;
}

/** The decimals that write a positive number below 1 with two significant digits, never in exponent notation. */
export function twoDigitDecimals(value: number): number {
  return Math.min(100, 1 - Math.floor(Math.log10(value)));
}

/** A size in points that never reads 0.0: one decimal, or two significant digits below 0.05 points (0.0064, 0.000000012). */
export function sizeInPoints(value: number): string {
  const inPoints = value * 100;
  if (Math.abs(inPoints) >= 0.05 || inPoints === 0) return points(value);
  return inPoints.toFixed(twoDigitDecimals(Math.abs(inPoints))).replace(/(\.\d*?)0+$/, '$1');
}

/** Whether a change is none: zero within the tie tolerance, as the sign-flip test counts it. */
export function unchanged(value: number): boolean {
  return Math.abs(value) <= TIE_TOLERANCE;
}

/**
 * A change in points with its sign that reads 0.0 only when it is none (`unchanged`), else never (`sizeInPoints`):
 * "+1.2", "+0.03", "-0.019", "0.0".
 */
export function signedChange(value: number): string {
  if (unchanged(value)) return '0.0';
  return value < 0 ? sizeInPoints(value) : `+${sizeInPoints(value)}`;
}

/** How many of `total` changes a list shows: "1", "both", "all 4", "largest 10 of 93". */
export function shownOf(shown: number, total: number): string {
  if (shown < total) return `largest ${shown} of ${grouped(total)}`;
  return total === 1 ? '1' : total === 2 ? 'both' : `all ${grouped(total)}`;
}

/** What a check's report calls its units: an agent's tasks and trials, else a model's problems and samples. */
export function wordsOf(report: Pick<CheckReport, 'baseline' | 'candidate'>): UnitWords {
  return unitWords(bothRanTrials(report.baseline, report.candidate));
}

/** The samples per problem: "n = 20", or "n = 10-20" when problems had different numbers. */
export function samplesText(samples: { min: number; max: number }): string {
  return `n = ${samples.min === samples.max ? samples.min : `${samples.min}-${samples.max}`}`;
}

/** "164 problems, n = 20" or "164 problems in 20 groups, n = 10-20": what a power figure is about. */
function suiteText(report: CheckReport): string {
  const { compared, samples } = report.problems;
  const groups = report.bootstrap.unit === 'cluster' ? ` in ${grouped(report.bootstrap.units)} groups` : '';
  return `${grouped(compared)} ${wordsOf(report).problem}s${groups}${samples === undefined ? '' : `, ${samplesText(samples)}`}`;
}

/**
 * "311 problems", or over groups "311 problems in about 39 groups": a suite of that many problems sized from this
 * one, its groups in proportion (as the power figure scales them).
 */
export function problemsText(report: CheckReport, problems: number): string {
  const suite = `${grouped(problems)} ${wordsOf(report).problem}s`;
  if (report.bootstrap.unit !== 'cluster') return suite;
  const groups = Math.max(1, Math.round((report.bootstrap.units * problems) / report.problems.compared));
  return `${suite} in about ${grouped(groups)} groups`;
}

/**
 * A count of the units a check resamples, as the reports say it: "5 problems" (`problem` names them: an agent's
 * "5 tasks"), or over groups "5 groups".
 */
export function unitsText({ unit }: { unit: 'problem' | 'cluster' }, count: number, problem: string): string {
  return counted(count, unit === 'cluster' ? 'group' : problem);
}

/** "164 problems (n = 20) would catch a 2.7-point drop 80% of the time": what a suite the power figures size catches. */
export function wouldCatch(suite: string, drop: number, probability: number): string {
  const size = sizeInPoints(drop);
  return `${suite} would catch ${articleFor(size)} ${size}-point drop ${Math.round(probability * 100)}% of the time`;
}

/**
 * The plan that reproduces a report's suite size for `drop`, a target as `plannedDrop` cuts it, with the settings
 * the check was decided under where they are not plan's defaults: a margin, a metric or k, or a level (a gate's
 * check is sized at the stricter level it is tested at) changes the suite a drop needs.
 */
export function planText(report: CheckReport, drop: number): string {
  const settings: [string, string | number, string | number][] = [
    ['metric', report.metric, DEFAULT_OPTIONS.metric],
    ['k', report.k, DEFAULT_OPTIONS.k],
    ['submit', report.submit ?? DEFAULT_OPTIONS.submit, DEFAULT_OPTIONS.submit],
    ['margin', report.delta!.margin, DEFAULT_OPTIONS.margin],
    ['confidence', report.delta!.confidence, DEFAULT_OPTIONS.confidence],
  ];
  const flags = settings.filter(([, value, given]) => value !== given).map(([name, value]) => ` --${name} ${value}`);
  return `passk-gate plan --target ${drop}${flags.join('')} sizes the suite from both runs`;
}

/**
 * Said when the smallest drop a suite catches `chance` ("80% of the time") is at least the baseline's score
 * (`suite` says what the figure is about): no candidate can fall that far, so no regression is caught.
 */
export function wholeScoreText(drop: number, chance: string, score: number, suite: string): string {
  return (
    `This suite cannot detect a regression at this size: the smallest drop it catches ${chance}, ` +
    `${sizeInPoints(drop)} points, is at least the baseline's whole score (${percent(score)}; ${suite}).`
  );
}

/** Said of a baseline that scores 0 on every one of its problems (`problem`: an agent's tasks): no drop can happen. */
export function zeroScoreText(
  problems: number,
  metric: Pick<CheckReport, 'metric' | 'k' | 'submit'>,
  problem: string,
): string {
  // pass@k is 0 only where nothing passes; another metric can be 0 with passes (pass^2 with one pass in two).
  const none =
    metric.metric === 'pass@k'
      ? `passes none of the ${grouped(problems)} ${problem}s`
      : `scores 0 at ${metricAtK(metric)} on every one of the ${grouped(problems)} ${problem}s`;
  return `The baseline ${none}: the candidate cannot score lower, so this gate can only report an improvement.`;
}

/** Below this many problems the power figure's normal approximations hold poorly (test/simulation/power.sim.test.ts). */
const FEWEST_PROBLEMS_FOR_POWER = 30;

/** Whether a check's power figures rest on fewer problems (not groups) than they hold for. */
export function fewProblemsForPower(report: CheckReport): boolean {
  return report.bootstrap.unit === 'problem' && report.problems.compared < FEWEST_PROBLEMS_FOR_POWER;
}

/** What is said of the figure for fewer problems: simulated, such a drop was caught a third of the time at 8 problems. */
const fewProblemsPower = (problem: string): string =>
  ` Below ${FEWEST_PROBLEMS_FOR_POWER} ${problem}s that figure is optimistic: in simulation such a drop was caught a ` +
  `third of the time at 8 ${problem}s and 72% at 20.`;

/**
 * What size of true drop this gate catches, in one sentence; null when refused. When the sign-flip floor sets it,
 * how many problems (or groups) must get worse before anything can be flagged; when it is more than twice the
 * margin, that a drop just past the limit would likely pass: the noise, not the margin, decides what is caught.
 */
export function powerSentence(report: CheckReport): string | null {
  if (report.delta === null) return null;
  const { power, margin } = report.delta;
  const chance = `${Math.round(power.probability * 100)}% of the time`;
  if (report.baseline.value === 0) return zeroScoreText(report.problems.compared, report, wordsOf(report).problem);
  if (power.detect !== null) {
    const { drop, problems } = power.detect;
    const suite =
      problems === null ? null : `${problemsText(report, problems)} (${samplesText(report.problems.samples!)})`;
    const more = suite === null ? '' : ` ${wouldCatch(suite, drop, power.probability)} (${planText(report, drop)}).`;
    return `${wholeScoreText(power.drop, chance, report.baseline.value!, suiteText(report))}${more}`;
  }
  const loose =
    margin > 0 && power.drop > 2 * margin
      ? ` That is more than twice the ${marginPoints(margin)}-point limit: a drop just past the limit would likely pass.`
      : '';
  if (power.limit === 'noise') {
    return (
      `This gate catches drops of ${sizeInPoints(power.drop)} points or more ${chance} (${suiteText(report)}).` +
      `${fewProblemsForPower(report) ? fewProblemsPower(wordsOf(report).problem) : ''}${loose}`
    );
  }
  // The sign test's floor is exact; past it, the interval's is the t approximation of a bootstrap whose tail is
  // shorter for a few whole changes (one problem fewer flags on greedy data).
  const bound = power.floor_units <= fewestSignificantUnits(report.multiplicity.level) ? 'at least' : 'about';
  return (
    `This gate can flag a drop only once ${bound} ${power.floor_units} of the ` +
    `${unitsText(report.bootstrap, report.bootstrap.units, wordsOf(report).problem)} get worse and none better, ${sizeInPoints(power.floor_drop)} ` +
    `points or more; fewer cannot be told from run-to-run noise (${suiteText(report)}).${loose}`
  );
}

/** The sign-flip p-value as a reason quotes it, with the level it needed when `checks` share the error rate. */
function testedP(report: CheckReport, checks: number, name: string): string {
  const { p_value, p_exact } = report.delta!;
  const alpha = report.multiplicity.level;
  const p = `${name}${pValueText(p_value, { exact: p_exact, alpha })}`;
  return checks <= 1 ? p : `${p}; in a gate of ${checks} checks this one needed p below ${levelBelow(alpha)}`;
}

/**
 * A test's level as a number never above it, so that a p-value at or above the level never reads below it: as four
 * significant digits write it when they do but for rounding noise below it (0.0125; 0.0179 for 0.017900000000000003),
 * else cut down to two (0.05/3 -> 0.016).
 */
export function levelBelow(alpha: number): number {
  for (let digits = 1; digits <= 4; digits++) {
    const written = Number(alpha.toPrecision(digits));
    if (written <= alpha && alpha - written <= alpha * 1e-12) return written;
  }
  const scale = 10 ** (1 - Math.floor(Math.log10(alpha)));
  return Math.floor(alpha * scale) / scale;
}

/** The step `noMarginAdvice` ends with, which a message cut short keeps whole. */
export const NO_MARGIN_STEP = 'set margin to the largest drop you accept';

/** What an inconclusive result at margin 0 needs said: more data (`problem`s: an agent's tasks) cannot decide it. */
export const noMarginAdvice = (problem: string): string =>
  `without a margin a candidate that did not change stays inconclusive however many ${problem}s are run: ` +
  NO_MARGIN_STEP;

/** Which way the changed units went: "for the worse", "both worse", "all 4 worse", "3 worse and 1 better". */
export function directionsText(moved: { worse: number; better: number }): string {
  const { worse, better } = moved;
  if (worse > 0 && better > 0) return `${worse} worse and ${better} better`;
  const [count, way] = better === 0 ? [worse, 'worse'] : [better, 'better'];
  return count === 1 ? `for the ${way}` : count === 2 ? `both ${way}` : `all ${count} ${way}`;
}

/**
 * Why an inconclusive result is inconclusive; null for any other verdict: the interval reaches past the limit
 * (a drop it shows below 0 is real, only not shown past the limit), or it lies below it but the sign-flip test did
 * not confirm the drop (too few changed, or within noise).
 */
export function inconclusiveReason(report: CheckReport, checks = 1): string | null {
  if (report.verdict !== 'inconclusive' || report.delta === null) return null;
  const { ci, margin, p_exact, moved, p_value, power } = report.delta;
  const changed = moved.worse + moved.better;
  const directions = directionsText(moved);
  // Fewer changes than the gate's floor cannot be told from noise whichever way they went, whatever the interval.
  const tooFew = p_exact && p_value >= report.multiplicity.level && changed < power.floor_units;
  const limit = margin > 0 ? `the ${marginPoints(margin)}-point limit` : 'zero';
  if (ci[1] >= -margin && !tooFew) {
    if (report.delta.value < -margin) {
      // An interval of a few discrete changes often ends exactly at the limit or at 0, which is not above it.
      // Noise is what an interval reaching 0 leaves open, whatever the limit.
      const reaches =
        margin > 0 && ci[1] >= 0
          ? `the interval ${ci[1] > 0 ? 'reaches above' : 'ends at'} zero (and so above ${limit})`
          : `the interval ${ci[1] > -margin ? 'reaches above' : 'ends at'} ${limit}`;
      // Below 0 and confirmed by the test, the drop is real: only its size past the limit is not shown.
      if (ci[1] < 0 && p_value < report.multiplicity.level) {
        return (
          `the drop is larger than run-to-run noise (the interval lies below 0), but ${reaches}, so the suite ` +
          'cannot show it exceeds the limit'
        );
      }
      return `${reaches}, so the suite cannot tell this drop from run-to-run noise`;
    }
    const worse = margin > 0 ? 'at most that much worse' : `not worse; ${noMarginAdvice(wordsOf(report).problem)}`;
    return `the interval reaches below ${limit}, so the suite cannot show the candidate is ${worse}`;
  }
  if (p_exact) {
    // No margin advice here: too few changed is the whole reason, and more problems can decide it.
    return (
      `only ${unitsText(report.bootstrap, changed, wordsOf(report).problem)} changed, ${directions}: too few to tell from run-to-run noise ` +
      `(${testedP(report, checks, 'exact sign test ')})`
    );
  }
  return (
    `the interval lies below ${limit}, but the sign-flip test does not confirm a change ` +
    `(${testedP(report, checks, '')}): ${unitsText(report.bootstrap, changed, wordsOf(report).problem)} changed, ${directions}, which ` +
    'run-to-run noise can explain'
  );
}

/** Whether the interval lies above 0 but the sign-flip test did not confirm the rise, so the verdict is no regression. */
export function riseUnconfirmed(report: CheckReport): boolean {
  return report.verdict === 'no-regression' && report.delta !== null && report.delta.ci[0] > 0;
}

/** Why a check whose interval lies above 0 is no regression rather than an improvement; null for others. */
export function unconfirmedRiseReason(report: CheckReport, checks: number): string | null {
  if (!riseUnconfirmed(report)) return null;
  return `the interval lies above 0, but the sign-flip test does not confirm a rise (${testedP(report, checks, '')}), so it counts as no regression, not an improvement`;
}

/**
 * Degrees of freedom as a report says them: whole, or to one decimal (the t interval's over unequal groups), to more
 * where one would read as whole: 10.986 beside "fewer than G - 1 = 11" reads 10.99, not 11.0.
 */
export function degreesOfFreedomText(df: number): string {
  if (Number.isInteger(df)) return String(df);
  let digits = 1;
  while (digits < 6 && Number.isInteger(Number(df.toFixed(digits)))) digits++;
  return df.toFixed(digits);
}

/** The interval method as a report names it: "expanded percentile", "t". */
export function intervalMethodName(method: CheckReport['bootstrap']['method']): string {
  return method.replace('-', ' ');
}

/**
 * A p-value as said in a report: "p = 0.0080" (two significant digits; an exact one, a count over all sign
 * patterns, to three as it is: "p = 0.125"), or "p < 0.001" when the level it is tested at, `alpha`, is not
 * below 0.001; below 0.001, in powers of ten ("p = 2.0e-5"). It gets as many more digits (up to six) as it takes
 * for the text to fall on the same side of `alpha` as p does, and on alpha just when p is: 0.04999 at 0.05 reads
 * 0.04999, 0.0103 at 0.01 reads 0.0103, an exact 2/64 at 0.03125 reads 0.03125.
 */
export function pValueText(p: number, { exact = false, alpha }: { exact?: boolean; alpha: number }): string {
  if (p < 0.001 && alpha >= 0.001) return 'p < 0.001';
  // Nothing is more certain than 1: no digits to add (a Holm-adjusted p is capped there).
  if (p === 1) return 'p = 1';
  const written = (digits: number): string =>
    p < 0.001 ? p.toExponential(digits - 1) : exact ? String(Number(p.toPrecision(digits))) : p.toPrecision(digits);
  let digits = exact ? 3 : 2;
  const below = (value: number): boolean => value < alpha;
  // A p that only reads as alpha (0.010 for 0.0103 at 0.01) looks as if it sat on the threshold, and one that sits
  // on it reads as above it (0.0313 for 0.03125): one more digit.
  const misread = (text: number): boolean => below(text) !== below(p) || (text === alpha) !== (p === alpha);
  while (digits < 6 && misread(Number(written(digits)))) digits++;
  return `p = ${written(digits)}`;
}

/**
 * What a pass means on one side: "evalplus, criterion plus, dataset 84f4b93a", τ-bench's criterion as the user
 * simulator it is; null when not recorded.
 */
export function judgementText(judgement: Judgement | null | undefined): string | null {
  if (judgement == null) return null;
  const dataset = judgement.format === 'bigcodebench' ? 'suite' : 'dataset';
  const criterion = simulatedUsers(judgement) ? 'user simulator' : 'criterion';
  return [
    judgement.format,
    ...(judgement.criterion === undefined ? [] : [`${criterion} ${judgement.criterion}`]),
    ...(judgement.dataset === undefined ? [] : [`${dataset} ${judgement.dataset}`]),
  ].join(', ');
}

export function configValueText(value: ConfigValue | undefined): string {
  return value === undefined ? '(absent)' : typeof value === 'string' ? value : JSON.stringify(value);
}

/** The metric as written at the deployment k: "pass@1", "pass^3", "1@10 (by score)", "pass-ratio@n". */
export function metricAtK(report: Pick<CheckReport, 'metric' | 'k' | 'submit'>, k: number | 'k' = report.k): string {
  return metricLabel(report.metric, k, report.submit);
}

/**
 * n@k's oracle beside the selector, and what picking by score loses of it; null for the other metrics, and when
 * all k samples are submitted (nothing is picked: n@k is pass@k).
 */
export function oracleSentence(report: CheckReport): string | null {
  const oracle = report.oracle;
  if (oracle === undefined || report.delta === null || report.submit === oracle.k) return null;
  const lost = (side: 'baseline' | 'candidate') => points(oracle[side] - (report[side].value ?? 0));
  const loss =
    lost('baseline') === '0.0' && lost('candidate') === '0.0'
      ? 'picking by score loses none of it, to a tenth of a point'
      : `picking by score loses part of it: baseline ${lost('baseline')} points, candidate ${lost('candidate')} points`;
  return (
    `Oracle pass@${oracle.k} (if the tests could pick among the ${oracle.k} samples): baseline ` +
    `${percent(oracle.baseline)}, candidate ${percent(oracle.candidate)} ` +
    `(${signedChange(oracle.candidate - oracle.baseline)} points); ${loss}.`
  );
}

/** How a problem's value is computed, for the reports' method notes. */
export function estimatorText(report: Pick<CheckReport, 'metric' | 'k' | 'submit'>, sample: string): string {
  switch (report.metric) {
    case 'pass@k':
      return `the unbiased estimator 1 − C(n−c, k)/C(n, k) from its n ${sample}s and c passes`;
    case 'pass^k':
      return `the unbiased estimator C(c, k)/C(n, k) from its n ${sample}s and c passes`;
    case 'n@k': {
      const submit = report.submit ?? 1;
      const submitted =
        submit === 1 ? 'the one with the highest score' : `one of the ${submit} with the highest scores`;
      return (
        `the exact chance that, of k ${sample}s drawn from its n without replacement, ${submitted} passes (ties ` +
        'broken at random), summed over score groups rather than simulated'
      );
    }
    case 'pass-ratio@n':
      return `the mean over its n ${sample}s of (tests passed / tests)²`;
  }
}

/** " at k = 5" after the metric, where the metric has a budget k (pass-ratio@n has none). */
export function atK(report: Pick<CheckReport, 'metric' | 'k'>): string {
  return report.metric === 'pass-ratio@n' ? '' : ` at k = ${report.k}`;
}

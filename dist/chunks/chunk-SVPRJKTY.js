import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  TIE_TOLERANCE,
  fewestSignificantUnits,
  points
} from "./chunk-B7OQPRX3.js";
import {
  metricLabel
} from "./chunk-W7P7PS5F.js";
import {
  counted
} from "./chunk-43QJMCA5.js";

// src/render/format.ts
function grouped(count) {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
function percent(value, digits = 1) {
  return value === null ? "n/a" : `${(value * 100).toFixed(digits)}%`;
}
function readsWhole(value, digits) {
  const text = percent(value, digits);
  return value !== 0 && /^-?0\.?0*%$/.test(text) || value !== 1 && /^100\.?0*%$/.test(text);
}
function percentPair(baseline, candidate) {
  let digits = 1;
  while (baseline !== candidate && digits < 20 && (percent(baseline, digits) === percent(candidate, digits) || readsWhole(baseline, digits) || readsWhole(candidate, digits))) {
    digits += 1;
  }
  return [percent(baseline, digits), percent(candidate, digits)];
}
function signedPoints(value, digits = 1) {
  const text = points(value, digits);
  return text.startsWith("-") || /^0\.?0*$/.test(text) ? text : `+${text}`;
}
function onItsSide(inPoints, limit, first, write, from) {
  const side = (value) => Math.abs(value - limit) <= 1e-9 ? 0 : Math.sign(value - limit);
  let text = first;
  for (let digits = from; side(Number(text)) !== side(inPoints) && digits <= 15; digits++) text = write(digits);
  return text;
}
function marginPoints(margin) {
  const given = String(Number((margin * 100).toPrecision(12)));
  return given.includes(".") ? given : `${given}.0`;
}
function articleFor(numberText) {
  const whole = numberText.replace(/^[+-]/, "").split(".")[0];
  return whole.startsWith("8") || whole === "11" || whole === "18" ? "an" : "a";
}
function levelText(confidence) {
  return `${Number((confidence * 100).toFixed(6))}%`;
}
function sizeInPoints(value) {
  const inPoints = value * 100;
  if (Math.abs(inPoints) >= 0.05 || inPoints === 0) return points(value);
  const decimals = Math.min(100, 1 - Math.floor(Math.log10(Math.abs(inPoints))));
  return inPoints.toFixed(decimals).replace(/(\.\d*?)0+$/, "$1");
}
function unchanged(value) {
  return Math.abs(value) <= TIE_TOLERANCE;
}
function signedChange(value) {
  if (unchanged(value)) return "0.0";
  return value < 0 ? sizeInPoints(value) : `+${sizeInPoints(value)}`;
}
function shownOf(shown, total) {
  if (shown < total) return `largest ${shown} of ${grouped(total)}`;
  return total === 1 ? "1" : total === 2 ? "both" : `all ${grouped(total)}`;
}
function samplesText(samples) {
  return `n = ${samples.min === samples.max ? samples.min : `${samples.min}-${samples.max}`}`;
}
function suiteText(report) {
  const { compared, samples } = report.problems;
  const groups = report.bootstrap.unit === "cluster" ? ` in ${report.bootstrap.units} groups` : "";
  return `${grouped(compared)} problems${groups}${samples === void 0 ? "" : `, ${samplesText(samples)}`}`;
}
function problemsText(report, problems) {
  if (report.bootstrap.unit !== "cluster") return `${grouped(problems)} problems`;
  const groups = Math.max(1, Math.round(report.bootstrap.units * problems / report.problems.compared));
  return `${grouped(problems)} problems in about ${grouped(groups)} groups`;
}
function unitsText(report, count) {
  return counted(count, report.bootstrap.unit === "cluster" ? "group" : "problem");
}
function wouldCatch(suite, drop, probability) {
  const size = sizeInPoints(drop);
  return `${suite} would catch ${articleFor(size)} ${size}-point drop ${Math.round(probability * 100)}% of the time`;
}
function wholeScoreText(drop, chance, score, suite) {
  return `This suite cannot detect a regression at this size: the smallest drop it catches ${chance}, ${sizeInPoints(drop)} points, is at least the baseline's whole score (${percent(score)}; ${suite}).`;
}
function zeroScoreText(problems, metric) {
  const none = metric.metric === "pass@k" ? `passes none of the ${grouped(problems)} problems` : `scores 0 at ${metricAtK(metric)} on every one of the ${grouped(problems)} problems`;
  return `The baseline ${none}: the candidate cannot score lower, so this gate can only report an improvement.`;
}
var FEWEST_PROBLEMS_FOR_POWER = 30;
function fewProblemsForPower(report) {
  return report.bootstrap.unit === "problem" && report.problems.compared < FEWEST_PROBLEMS_FOR_POWER;
}
var FEW_PROBLEMS_POWER = ` Below ${FEWEST_PROBLEMS_FOR_POWER} problems that figure is optimistic: in simulation such a drop was caught a third of the time at 8 problems and 72% at 20.`;
function powerSentence(report) {
  if (report.delta === null) return null;
  const { power, margin } = report.delta;
  const chance = `${Math.round(power.probability * 100)}% of the time`;
  if (report.baseline.value === 0) return zeroScoreText(report.problems.compared, report);
  if (power.detect !== null) {
    const { drop, problems } = power.detect;
    const suite = problems === null ? null : `${problemsText(report, problems)} (${samplesText(report.problems.samples)})`;
    const more = suite === null ? "" : ` ${wouldCatch(suite, drop, power.probability)}.`;
    return `${wholeScoreText(power.drop, chance, report.baseline.value, suiteText(report))}${more}`;
  }
  const loose = margin > 0 && power.drop > 2 * margin ? ` That is more than twice the ${marginPoints(margin)}-point limit: a drop just past the limit would likely pass.` : "";
  if (power.limit === "noise") {
    return `This gate catches drops of ${sizeInPoints(power.drop)} points or more ${chance} (${suiteText(report)}).${fewProblemsForPower(report) ? FEW_PROBLEMS_POWER : ""}${loose}`;
  }
  const bound = power.floor_units <= fewestSignificantUnits(report.multiplicity.level) ? "at least" : "about";
  return `This gate can flag a drop only once ${bound} ${power.floor_units} of the ${unitsText(report, report.bootstrap.units)} get worse and none better, ${sizeInPoints(power.floor_drop)} points or more; fewer cannot be told from run-to-run noise (${suiteText(report)}).${loose}`;
}
function testedP(report, checks, name) {
  const { p_value, p_exact } = report.delta;
  const alpha = report.multiplicity.level;
  const p = `${name}${pValueText(p_value, { exact: p_exact, alpha })}`;
  return checks <= 1 ? p : `${p}; in a gate of ${checks} checks this one needed p below ${levelBelow(alpha)}`;
}
function levelBelow(alpha) {
  for (let digits = 1; digits <= 4; digits++) {
    const written = Number(alpha.toPrecision(digits));
    if (written <= alpha && alpha - written <= alpha * 1e-12) return written;
  }
  const scale = 10 ** (1 - Math.floor(Math.log10(alpha)));
  return Math.floor(alpha * scale) / scale;
}
var NO_MARGIN_STEP = "set margin to the largest drop you accept";
var NO_MARGIN_ADVICE = "without a margin a candidate that did not change stays inconclusive however many problems are run: " + NO_MARGIN_STEP;
function directionsText(moved) {
  const { worse, better } = moved;
  if (worse > 0 && better > 0) return `${worse} worse and ${better} better`;
  const [count, way] = better === 0 ? [worse, "worse"] : [better, "better"];
  return count === 1 ? `for the ${way}` : count === 2 ? `both ${way}` : `all ${count} ${way}`;
}
function inconclusiveReason(report, checks = 1) {
  if (report.verdict !== "inconclusive" || report.delta === null) return null;
  const { ci, margin, p_exact, moved, p_value, power } = report.delta;
  const changed = moved.worse + moved.better;
  const directions = directionsText(moved);
  const tooFew = p_exact && p_value >= report.multiplicity.level && changed < power.floor_units;
  if (ci[1] >= -margin && !tooFew) {
    if (report.delta.value < -margin) {
      const limit = margin > 0 ? `the ${marginPoints(margin)}-point limit` : "zero";
      const reaches = margin > 0 && ci[1] > 0 ? `the interval reaches above zero (and so above ${limit})` : `the interval ${ci[1] > -margin ? "reaches above" : "ends at"} ${limit}`;
      if (ci[1] < 0 && p_value < report.multiplicity.level) {
        return `the drop is larger than run-to-run noise (the interval lies below 0), but ${reaches}, so the suite cannot show it exceeds the limit`;
      }
      return `${reaches}, so the suite cannot tell this drop from run-to-run noise`;
    }
    return margin > 0 ? `the interval reaches below the ${marginPoints(margin)}-point limit, so the suite cannot show the candidate is at most that much worse` : `the interval reaches below zero, so the suite cannot show the candidate is not worse; ${NO_MARGIN_ADVICE}`;
  }
  if (p_exact) {
    return `only ${unitsText(report, changed)} changed, ${directions}: too few to tell from run-to-run noise (${testedP(report, checks, "exact sign test ")})`;
  }
  return `the interval lies below the margin, but the sign-flip test does not confirm a change (${testedP(report, checks, "")}): ${unitsText(report, changed)} changed, ${directions}, which run-to-run noise can explain`;
}
function riseUnconfirmed(report) {
  return report.verdict === "no-regression" && report.delta !== null && report.delta.ci[0] > 0;
}
function unconfirmedRiseReason(report, checks) {
  if (!riseUnconfirmed(report)) return null;
  return `the interval lies above 0, but the sign-flip test does not confirm a rise (${testedP(report, checks, "")}), so it counts as no regression, not an improvement`;
}
function degreesOfFreedomText(df) {
  if (Number.isInteger(df)) return String(df);
  let digits = 1;
  while (digits < 6 && Number.isInteger(Number(df.toFixed(digits)))) digits++;
  return df.toFixed(digits);
}
function intervalMethodName(method) {
  return method.replace("-", " ");
}
function pValueText(p, { exact = false, alpha }) {
  if (p < 1e-3 && alpha >= 1e-3) return "p < 0.001";
  if (p === 1) return "p = 1";
  const written = (digits2) => p < 1e-3 ? p.toExponential(digits2 - 1) : exact ? String(Number(p.toPrecision(digits2))) : p.toPrecision(digits2);
  let digits = exact ? 3 : 2;
  const below = (value) => value < alpha;
  const misread = (text) => below(text) !== below(p) || text === alpha !== (p === alpha);
  while (digits < 6 && misread(Number(written(digits)))) digits++;
  return `p = ${written(digits)}`;
}
function judgementText(judgement) {
  if (judgement == null) return null;
  const dataset = judgement.format === "bigcodebench" ? "suite" : "dataset";
  return [
    judgement.format,
    ...judgement.criterion === void 0 ? [] : [`criterion ${judgement.criterion}`],
    ...judgement.dataset === void 0 ? [] : [`${dataset} ${judgement.dataset}`]
  ].join(", ");
}
function configValueText(value) {
  return value === void 0 ? "(absent)" : typeof value === "string" ? value : JSON.stringify(value);
}
function metricAtK(report, k = report.k) {
  return metricLabel(report.metric, k, report.submit);
}
function oracleSentence(report) {
  const oracle = report.oracle;
  if (oracle === void 0 || report.delta === null || report.submit === oracle.k) return null;
  const lost = (side) => points(oracle[side] - (report[side].value ?? 0));
  const loss = lost("baseline") === "0.0" && lost("candidate") === "0.0" ? "picking by score loses none of it, to a tenth of a point" : `picking by score loses part of it: baseline ${lost("baseline")} points, candidate ${lost("candidate")} points`;
  return `Oracle pass@${oracle.k} (if the tests could pick among the ${oracle.k} samples): baseline ${percent(oracle.baseline)}, candidate ${percent(oracle.candidate)} (${signedChange(oracle.candidate - oracle.baseline)} points); ${loss}.`;
}
function estimatorText(report) {
  switch (report.metric) {
    case "pass@k":
      return "the unbiased estimator 1 \u2212 C(n\u2212c, k)/C(n, k) from its n samples and c passes";
    case "pass^k":
      return "the unbiased estimator C(c, k)/C(n, k) from its n samples and c passes";
    case "n@k":
      return `the exact chance that, of k samples drawn from its n without replacement, one of the ${report.submit ?? 1} with the highest score passes (ties broken at random), summed over score groups rather than simulated`;
    case "pass-ratio@n":
      return "the mean over its n samples of (tests passed / tests)\xB2";
  }
}
function atK(report) {
  return report.metric === "pass-ratio@n" ? "" : ` at k = ${report.k}`;
}

export {
  grouped,
  percent,
  percentPair,
  signedPoints,
  onItsSide,
  marginPoints,
  articleFor,
  levelText,
  sizeInPoints,
  unchanged,
  signedChange,
  shownOf,
  samplesText,
  problemsText,
  wouldCatch,
  wholeScoreText,
  zeroScoreText,
  fewProblemsForPower,
  powerSentence,
  levelBelow,
  NO_MARGIN_STEP,
  NO_MARGIN_ADVICE,
  inconclusiveReason,
  riseUnconfirmed,
  unconfirmedRiseReason,
  degreesOfFreedomText,
  intervalMethodName,
  pValueText,
  judgementText,
  configValueText,
  metricAtK,
  oracleSentence,
  estimatorText,
  atK
};

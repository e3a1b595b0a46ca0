import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  FEWEST_GROUPS,
  GATE_POWER,
  alignProblems,
  bisect,
  checkMarginReachable,
  checkPerSampleData,
  checkSampleBudget,
  checkUnitsReachLevel,
  clusterDegreesOfFreedom,
  countMetricMoments,
  countMetricTables,
  countVarianceUnbiased,
  discreteMoments,
  dropVarianceOf,
  estimatedCountVariance,
  gatePowerOf,
  intervalDegreesOfFreedom,
  intervalMethodFor,
  largestKFix,
  leftOutText,
  pairedSpread,
  passRatioMoments,
  pastableScore,
  problemsToCatch,
  sampleRange,
  satterthwaiteDegreesOfFreedom,
  scaledSuite,
  sideWarnings,
  singleCheckLevel,
  sizedClusterPower,
  suiteRatePrior,
  ungroupedWarnings,
  unitsReachLevel,
  unitsShape,
  withClusterPower
} from "./chunk-OETJPMYG.js";
import {
  DEFAULT_OPTIONS,
  TIE_TOLERANCE,
  Xoshiro128,
  levelAt,
  pairedDifferences,
  points,
  resamplingUnits,
  unitMap,
  unitSizes,
  valueTolerance
} from "./chunk-4VRRUHI7.js";
import {
  ALWAYS_REQUIRED,
  compareConfigs,
  compareJudgements,
  configReason,
  filledConfig,
  groupedNAtK,
  leastMetricChange,
  mean,
  metricLabel,
  perProblemValues
} from "./chunk-IYQLLMCI.js";
import {
  ranTrials,
  runName,
  runNames,
  unitWords
} from "./chunk-O77QD7CX.js";
import {
  InputError,
  configPairsText,
  counted,
  listIds
} from "./chunk-Y3XH2ARF.js";

// src/plan/model.ts
var PLAN_FORMAT = "passk-plan/v1";

// src/plan/noise.ts
function pairedMoments(baseline, candidate) {
  return {
    variance: baseline.variance + candidate.variance,
    fourthCumulant: baseline.fourthCumulant + candidate.fourthCumulant,
    meanAbsoluteDifference: (baseline.meanAbsoluteDifference + candidate.meanAbsoluteDifference) / 2,
    changeProbability: (baseline.changeProbability + candidate.changeProbability) / 2
  };
}
function suiteNoise(differences, units, problemVariance2, leastChange, problemCumulant2 = 0) {
  const problems = differences.length;
  const sampling = new Float64Array(units.count);
  let changeTotal = 0;
  let changing = 0;
  let samplingTotal = 0;
  for (let i = 0; i < problems; i++) {
    const m = differences[i];
    sampling[units.unitOf[i]] += m.variance;
    samplingTotal += m.variance;
    changeTotal += m.meanAbsoluteDifference;
    changing += m.changeProbability;
  }
  if (units.clustered) {
    [changeTotal, changing] = [0, 0];
    for (const variance of sampling) {
      if (variance <= 0) continue;
      changeTotal += Math.sqrt(2 * variance / Math.PI);
      changing++;
    }
  }
  const { total, fourth } = unitMoments(differences, units, problemVariance2, problemCumulant2);
  const degreesOfFreedom = satterthwaiteDegreesOfFreedom(total, units.count * fourth - total * total, units.count);
  return {
    samplingVariance: samplingTotal / problems,
    problemVariance: problemVariance2,
    standardError: Math.sqrt(total) / problems,
    degreesOfFreedom,
    shape: { count: units.count, problems, typicalChange: changing > 0 ? changeTotal / changing : leastChange }
  };
}
function problemCumulant(differences, units, problemVariance2, observed, largest) {
  const { total, fourth } = unitMoments(differences, units, problemVariance2, 0);
  const expected = total * total * (1 + 2 * (units.count - 1) / observed) / units.count;
  const squared = problemVariance2 * problemVariance2;
  const most = Math.max(
    -2 * squared,
    Math.min(differences.length * squared, largest * largest * problemVariance2) - 3 * squared
  );
  return Math.min(most, Math.max(-2 * squared, (expected - fourth) / differences.length));
}
function unitMoments(differences, units, problemVariance2, problemCumulant2) {
  const variances = new Float64Array(units.count);
  const cumulants = new Float64Array(units.count);
  for (let i = 0; i < differences.length; i++) {
    const m = differences[i];
    const unit = units.unitOf[i];
    variances[unit] += m.variance + problemVariance2;
    cumulants[unit] += m.fourthCumulant + problemCumulant2;
  }
  let total = 0;
  let fourth = 0;
  for (let g = 0; g < units.count; g++) {
    total += variances[g];
    fourth += cumulants[g] + 3 * variances[g] ** 2;
  }
  return { total, fourth };
}

// src/plan/one-sample.ts
function unrelatedChange(values) {
  const results = discreteMoments(values, new Float64Array(values.length).fill(1 / values.length));
  return pairedMoments(results, results);
}
function measuredChange(differences, variance) {
  const count = differences.length;
  const shape = discreteMoments(differences, new Float64Array(count).fill(1 / count));
  const fourthCumulant = shape.variance > 0 ? shape.fourthCumulant * (variance / shape.variance) ** 2 : 0;
  let absolute = 0;
  let changed = 0;
  for (let i = 0; i < count; i++) {
    const size = Math.abs(differences[i]);
    absolute += size;
    if (size > TIE_TOLERANCE) changed++;
  }
  return {
    variance,
    fourthCumulant,
    meanAbsoluteDifference: absolute / count,
    changeProbability: changed / count
  };
}

// src/estimate/n-at-k-variance.ts
function simulatedNAtKMoments(samples, n, k, submit, draws, rng) {
  const passes = samples.filter((sample) => sample.pass).length;
  if (passes === 0 || passes === samples.length) {
    return { variance: 0, fourthCumulant: 0, meanAbsoluteDifference: 0, changeProbability: 0 };
  }
  const { rank, ranks } = scoreRanks(samples);
  const fails = Uint8Array.from(samples, (sample) => sample.pass ? 0 : 1);
  const drawn = new Int32Array(ranks);
  const drawnFailing = new Int32Array(ranks);
  const run = {
    firstGroup: new Int32Array(2),
    sizes: new Int32Array(ranks),
    failing: new Int32Array(ranks)
  };
  const values = new Float64Array(draws);
  for (let r = 0; r < draws; r++) {
    drawn.fill(0);
    drawnFailing.fill(0);
    for (let i = 0; i < n; i++) {
      const j = rng.nextBelow(samples.length);
      drawn[rank[j]]++;
      drawnFailing[rank[j]] += fails[j];
    }
    let groups = 0;
    for (let g = 0; g < ranks; g++) {
      if (drawn[g] === 0) continue;
      run.sizes[groups] = drawn[g];
      run.failing[groups++] = drawnFailing[g];
    }
    run.firstGroup[1] = groups;
    values[r] = groupedNAtK(run, 0, k, submit);
  }
  return discreteMoments(values, new Float64Array(draws).fill(1 / draws));
}
function scoreRanks(samples) {
  const scores = samples.map(({ score }) => {
    if (typeof score !== "number" || !Number.isFinite(score)) {
      throw new RangeError("n@k needs a finite score on every sample");
    }
    return score;
  });
  const distinct = [...new Set(scores)].sort((a, b) => b - a);
  const rankOf = new Map(distinct.map((score, i) => [score, i]));
  return { rank: Int32Array.from(scores, (score) => rankOf.get(score)), ranks: distinct.length };
}

// src/plan/sampling.ts
var N_AT_K_DRAWS = 200;
function problemSampling({ metric, k, submit }, prior) {
  if (metric === "pass-ratio@n") return (problem, n) => passRatioMoments(problem.samples, n);
  if (metric === "n@k") {
    return (problem, n, stream) => simulatedNAtKMoments(problem.samples, n, k, submit, N_AT_K_DRAWS, new Xoshiro128(n, stream));
  }
  const known = /* @__PURE__ */ new Map();
  const valuesAt = countMetricTables(metric, k);
  return ({ n: observed, c }, n) => {
    const key = `${observed}:${c}:${n}`;
    let moments = known.get(key);
    if (moments === void 0) {
      moments = {
        ...countMetricMoments(valuesAt(n), c / observed),
        variance: estimatedCountVariance(metric, n, k, observed, c, prior)
      };
      known.set(key, moments);
    }
    return moments;
  };
}
function varianceEstimator(metric, k, problems) {
  if (metric === "n@k") return "simulated";
  if (metric === "pass-ratio@n") return "unbiased";
  return problems.every((p) => countVarianceUnbiased(k, p.n)) ? "unbiased" : "plug-in";
}

// src/plan/plan.ts
var PLAN_SAMPLES = [1, 2, 5, 10, 20, 50, 100, 200];
var PLAN_PROBLEMS = [50, 100, 200, 500, 1e3, 2e3, 5e3];
var PLAN_MATCH_CONFIG = ["temperature", "top_p", "max_tokens"];
function planEval(baseline, candidate, options) {
  const over = baseline.problems.some((p) => p.n < 2) ? "problems" : "samples";
  if (over === "problems") checkOneSampleBudget(baseline, options);
  checkPerSampleData(baseline.problems, options.metric, baseline, options.hints);
  const notes = [];
  const words = unitWords(ranTrials(baseline));
  const pairing = [];
  const aligned = candidate === void 0 ? null : pairWith(baseline, candidate, options, notes, over, words, pairing);
  const problems = aligned?.baseline ?? baseline.problems;
  const groups = aligned === null ? problems.map((p) => p.group) : aligned.groups;
  if (aligned === null) pairing.push(...ungroupedWarnings(problems.map((p) => p.group)));
  const units = unitMap(groups ?? problems.map(() => void 0));
  const level = singleCheckLevel(options.confidence);
  if (over === "samples" || units.clustered && units.count < FEWEST_GROUPS) {
    checkUnitsReachLevel(units.count, units.clustered, level, {
      source: baseline.source,
      always: ", at any n",
      hints: options.hints,
      problem: words.problem
    });
  }
  const [least, most] = sampleRange(problems);
  const interval = intervalMethodFor(options.interval, units.clustered);
  const recorded = [...problems, ...aligned?.candidate ?? []];
  const dropVariance = (n) => dropVarianceOf(options.metric, options.k, problems, () => n, recorded);
  const suite = {
    problems,
    others: aligned?.candidate ?? null,
    groups,
    units,
    level,
    interval,
    least,
    dropVariance,
    notes,
    words
  };
  const planned = over === "samples" ? planOverSamples(suite, options) : planOverProblems(suite, options);
  const label = metricLabel(options.metric, options.k, options.submit);
  const smaller = largestKFix(problems, options.submit, options.hints);
  checkSampleBudget(problems, options.k, baseline.source, label, ranTrials(baseline), false, smaller);
  const value = mean(perProblemValues(problems, options.k, options.metric, options.submit));
  checkDropReachable(value, options, baseline.source);
  if (over === "problems" && most > 1) {
    notes.push(
      `${problems.filter((p) => p.n > 1).length} of the baseline's ${words.problem}s had more than one ${words.sample}: they are planned as recorded, so a suite of one ${words.sample} each varies a little more than these rows say`
    );
  }
  const names = candidate === void 0 ? null : runNames(baseline, candidate);
  const side = (run, name) => ({
    source: run.source,
    name,
    ...run.files !== void 0 ? { sources: run.files } : {},
    model: run.model ?? null,
    ...run.models !== void 0 ? { models: run.models } : {},
    problems: problems.length
  });
  return {
    format: PLAN_FORMAT,
    metric: options.metric,
    k: options.k,
    ...options.metric === "n@k" ? { submit: options.submit } : {},
    baseline: {
      ...side(baseline, names?.baseline ?? runName(baseline)),
      value,
      units: units.count,
      unit: units.clustered ? "cluster" : "problem",
      samples: { min: least, max: most }
    },
    candidate: candidate === void 0 ? null : side(candidate, names.candidate),
    gate: { margin: options.margin, confidence: options.confidence, interval, probability: GATE_POWER },
    over,
    ...planned,
    notes,
    // As a comparison's report says them: each side's, named.
    warnings: [...pairing, ...sideWarnings(baseline, candidate)]
  };
}
function checkDropReachable(score, { metric, k, submit, margin, target }, source) {
  const label = metricLabel(metric, k, submit);
  checkMarginReachable(margin, score, label, source);
  if (target === void 0 || target <= score + TIE_TOLERANCE) return;
  const most = score === 0 ? "cannot fall at all" : `can fall by at most ${points(score)} points`;
  throw new InputError(
    `${source}: the baseline's ${label} is ${points(score)}%, so the candidate ${most}, not by a target of ${points(target)} points: no drop that large can happen; ` + (score === 0 ? "plan without --target" : `set a target at most ${pastableScore(score)}`)
  );
}
function designFor(suite, margin, noise, n) {
  const dropVariance = suite.dropVariance(n);
  return {
    ...dropVariance === void 0 ? {} : { dropVariance },
    margin,
    alpha: suite.level.alpha,
    standardError: noise.standardError,
    degreesOfFreedom: noise.degreesOfFreedom,
    interval: suite.interval,
    samples: n
  };
}
function analyticPower(suite, margin) {
  return (noise, n) => gatePowerOf(noise.shape, designFor(suite, margin, noise, n));
}
function problemsNeeded(suite, margin, noise, n, drop, adjusted) {
  const problems = problemsToCatch(noise, designFor(suite, margin, noise, n), drop, adjusted);
  return { n, problems, completions: problems === null ? null : completions(problems, n) };
}
function noiseFor(suite, differences, problemVariance2, leastChange, cumulant = 0) {
  const noise = suiteNoise(differences, suite.units, problemVariance2, leastChange, cumulant);
  return {
    ...noise,
    degreesOfFreedom: intervalDegreesOfFreedom(suite.interval, unitSizes(suite.units), noise.degreesOfFreedom),
    // A few large groups keep the t interval's df few in a larger suite too: twice 120 + 7 x 5 problems have 2.3.
    ...suite.interval === "t" ? { degreesOfFreedomAt: (count) => clusterDegreesOfFreedom(repeatedUnits(suite.units, count)) } : {}
  };
}
function planRow(n, problems, baseline, noise, power) {
  return {
    n,
    problems,
    baseline_n: baseline,
    completions: completions(problems, n),
    sampling_variance: noise.samplingVariance,
    problem_variance: noise.problemVariance,
    se: noise.standardError,
    df: noise.degreesOfFreedom,
    drop: power.drop,
    noise_drop: power.noiseDrop,
    floor_units: power.floorUnits,
    floor_drop: power.floorDrop,
    limit: power.limit
  };
}
function planOverSamples(suite, options) {
  const { problems, others, units, least, notes } = suite;
  const { problem, sample } = suite.words;
  const { metric, k, submit, margin } = options;
  const both = [...problems, ...others ?? []];
  const counted2 = varianceEstimator(metric, k, both);
  const prior = counted2 === "plug-in" ? suiteRatePrior(metric, both) : void 0;
  const sampling = problemSampling(options, prior);
  const differences = (n) => problems.map((problem2, i) => {
    const first = sampling(problem2, n === "own" ? problem2.n : n, 2 * i);
    const other = others?.[i];
    return pairedMoments(first, other === void 0 ? first : sampling(other, n === "own" ? other.n : n, 2 * i + 1));
  });
  const compared = others === null ? null : { own: differences("own"), ...pairedChange(problems, others, options, suite.groups) };
  const between = compared === null ? null : problemVariance(suite, compared.se, compared.own);
  const tau2 = Math.max(0, between ?? 0);
  const cumulant = compared === null ? 0 : problemCumulant(compared.own, units, tau2, compared.degreesOfFreedom, 1 + Math.abs(compared.observed));
  const leastAt = (n) => leastMetricChange(
    both.map((p) => ({ ...p, n })),
    metric,
    k,
    submit
  );
  const estimator = prior === void 0 ? counted2 : "empirical-bayes";
  const most = sampleRange(problems)[1];
  const fewer = `an unbiased sampling variance of ${metricLabel(metric, k)} needs 2k = ${2 * k} ${sample}s per ${problem} and ${fewerText(suite, k)}`;
  if (estimator === "empirical-bayes") {
    notes.push(
      `${fewer}: theirs is taken at the suite's spread of rates (a beta prior fitted to the ${problem}s' rates, updated by each ${problem}'s ${sample}s), as its own rate c/n would take a ${problem} that passed all or none of its ${sample}s never to vary; planned so from 2 to 4 trials per task, simulated gates caught the drops 77% to 86% of the time`
    );
  }
  if (estimator === "plug-in") {
    notes.push(
      `${fewer}: their plug-in rate c/n understates it (a ${problem} that passed all or none of its ${sample}s is taken never to vary), so the drops can be far too small: planned from 2 or 3 trials per task, simulated gates caught them 32% to 70% of the time, not 80%`
    );
  }
  if (estimator === "simulated") {
    notes.push(
      `n@k's sampling variance is simulated with each problem's ${least === most ? least : `${least}-${most}`} recorded samples standing for all it could produce (the plug-in): that understates it, the more the larger k is next to the samples recorded, so the drops are somewhat too small`
    );
  }
  const samples = [.../* @__PURE__ */ new Set([...options.samples ?? PLAN_SAMPLES, least])].filter((n) => n >= k).sort((a, b) => a - b);
  if (samples.length === 0) {
    throw new InputError(
      `--k ${k}: no planned n reaches it (the plan shows n = ${(options.samples ?? PLAN_SAMPLES).join(", ")} and the baseline's ${least}); a budget k needs at least k samples per problem`
    );
  }
  const seen = compared !== null && both.every((p) => p.n === least) ? {
    degreesOfFreedom: intervalDegreesOfFreedom(suite.interval, compared.units, compared.degreesOfFreedom),
    shape: unitsShape(compared.units, leastAt(least))
  } : null;
  const noiseAt = (n) => {
    const noise = noiseFor(suite, differences(n), tau2, leastAt(n), cumulant);
    return seen !== null && n === least ? { ...noise, ...seen } : noise;
  };
  const analytic = analyticPower(suite, margin);
  const gate = {
    metric,
    interval: suite.interval,
    k,
    margin,
    level: levelAt(options.confidence),
    seed: DEFAULT_OPTIONS.seed
  };
  const simulated = { baseline: problems, candidate: problems, groups: units.clustered ? suite.groups : void 0 };
  const powerOf = (noise, n) => withClusterPower(analytic(noise, n), gate, simulated, n);
  const noises = new Map(samples.map((n) => [n, noiseAt(n)]));
  const rows = samples.map((n) => {
    const noise = noises.get(n);
    return planRow(n, problems.length, n === least, noise, powerOf(noise, n));
  });
  const drops = new Map(rows.map((row) => [row.n, row.drop]));
  let target = null;
  if (options.target !== void 0) {
    const drop = options.target;
    const catches = (m) => (drops.get(m) ?? powerOf(noiseAt(m), m).drop) <= drop;
    const largest = samples[samples.length - 1];
    const n = !catches(largest) ? null : catches(k) ? k : bisect(k, largest, catches);
    const needed = (at) => problemsNeeded(suite, margin, noises.get(at), at, drop, sizedClusterPower(gate, simulated, at));
    const sizedAt = [...new Set(n === null ? [largest, least] : n > least ? [least] : [])].filter((m) => m >= k);
    target = {
      drop,
      n,
      completions: n === null ? null : completions(problems.length, n),
      problems: options.sizeSuites === false ? [] : sizedAt.map(needed)
    };
  }
  return {
    variance: {
      estimator,
      problem_variance: tau2,
      problem_variance_from: others === null ? "assumed-zero" : "candidate",
      problem_variance_raw: between,
      one_sample: null
    },
    rows,
    more_samples: null,
    target
  };
}
function repeatedUnits(units, count) {
  const size = units.unitOf.length;
  const copies = Math.floor(count / size);
  const partial = new Float64Array(units.count);
  for (let i = 0; i < count % size; i++) partial[units.unitOf[i]] += 1;
  const sizes = Float64Array.from([...unitSizes(units).sizes, ...partial.filter((n) => n > 0)]);
  const multiplicities = sizes.map((_, j) => j < units.count ? copies : 1);
  return { sizes, multiplicities, count: copies * units.count + sizes.length - units.count, problems: count };
}
function fewerText({ problems, others, words }, k) {
  const fewer = (run) => run.filter((p) => !countVarianceUnbiased(k, p.n)).length;
  const [base, cand] = [fewer(problems), others === null ? 0 : fewer(others)];
  if (base === problems.length && (others === null || cand === others.length))
    return `every ${words.problem} has fewer`;
  const of = (count, run) => `${count} of ${run}${problems.length} ${words.problem}s`;
  if (others === null) return `${of(base, "the ")} have fewer`;
  return `${of(base, "the baseline's ")} and ${cand} of the candidate's have fewer`;
}
function planOverProblems(suite, options) {
  const { problems, others, units } = suite;
  const { metric, k, submit } = options;
  let change;
  if (others === null) change = unrelatedChange(perProblemValues(problems, k, metric, submit));
  else {
    const { differences, se } = pairedChange(problems, others, options, suite.groups);
    change = measuredChange(differences, problems.length * se * se);
  }
  const changes = problems.map(() => change);
  const noise = noiseFor(suite, changes, 0, leastMetricChange(problems, metric, k, submit));
  const power = analyticPower(suite, options.margin);
  const size = problems.length;
  const row = (problemCount, at) => ({
    ...planRow(1, problemCount, problemCount === size, at, power(at, 1)),
    sampling_variance: null,
    problem_variance: null
  });
  const own = unitsReachLevel(units.count, units.clustered, suite.level) ? row(size, noise) : null;
  const rows = [.../* @__PURE__ */ new Set([...options.suites ?? PLAN_PROBLEMS, size])].sort((a, b) => a - b).flatMap((problemCount) => {
    if (problemCount === size) return own === null ? [] : [own];
    const scaled = { ...noise, ...scaledSuite(noise, problemCount) };
    return unitsReachLevel(scaled.shape.count, units.clustered, suite.level) ? [row(problemCount, scaled)] : [];
  });
  const caught = own !== null && options.target !== void 0 && own.drop <= options.target;
  const target = options.target === void 0 ? null : {
    drop: options.target,
    n: caught ? 1 : null,
    completions: caught ? completions(size, 1) : null,
    problems: [problemsNeeded(suite, options.margin, noise, 1, options.target)]
  };
  return {
    variance: {
      estimator: "none",
      problem_variance: null,
      problem_variance_from: null,
      problem_variance_raw: null,
      one_sample: { variance: change.variance, from: others === null ? "unrelated" : "candidate" }
    },
    rows,
    // No n of samples makes the pilot's own problems fail the gate: there is nothing to bound.
    more_samples: own === null ? null : moreSamples(noise, size, own.drop, power),
    target
  };
}
function moreSamples(noise, problems, oneSampleDrop, power) {
  return PLAN_SAMPLES.filter((n) => n > 1).map((n) => {
    const allSampling = {
      ...noise,
      standardError: noise.standardError / Math.sqrt(n),
      degreesOfFreedom: Math.max(noise.degreesOfFreedom, noise.shape.count - 1),
      shape: { ...noise.shape, typicalChange: noise.shape.typicalChange / n }
    };
    return {
      n,
      completions: completions(problems, n),
      least_drop: power(allSampling, n).drop,
      most_drop: oneSampleDrop
    };
  });
}
function checkOneSampleBudget(baseline, { metric, k, submit }) {
  if (k === 1) return;
  const single = baseline.problems.filter((p) => p.n < 2).length;
  const trials = ranTrials(baseline);
  const { problem, sample } = unitWords(trials);
  const greedy = trials ? "" : " (a greedy run)";
  throw new InputError(
    `--k ${k}: ${baseline.source} has one ${sample} of ${single === baseline.problems.length ? `each ${problem}` : `${single} of its ${problem}s`}${greedy}: it can plan ${metricLabel(metric, 1, 1)} over ${problem}s, not ${metricLabel(metric, k, submit)}, which needs at least ${k} ${sample}s of every ${problem}; plan at --k 1, or from a run with repeated ${sample}s`
  );
}
function completions(problems, n) {
  return { per_run: problems * n, both_runs: 2 * problems * n };
}
function pairWith(baseline, candidate, { metric, k, submit, hints }, notes, over, words, warnings) {
  const { problem } = words;
  const variation = `${problem}-to-${problem} variation`;
  const { aligned, reasons, warnings: pairing } = alignProblems(baseline, candidate, "intersect");
  warnings.push(...pairing);
  if (reasons.length > 0) throw new InputError(`${candidate.source}: ${reasons.join("; ")}`);
  const judged = compareJudgements(baseline, candidate, false).reasons;
  if (judged.length > 0) {
    throw new InputError(
      `${candidate.source}: ${judged.join("; ")}, so its changes cannot size the ${variation}; give a candidate run judged as the baseline is`
    );
  }
  const config = compareConfigs(baseline, candidate, { compared: PLAN_MATCH_CONFIG, required: [] });
  const differs = config.reasons.filter((_, i) => config.refusals[i].kind === "config-differs");
  if (differs.length > 0) {
    throw new InputError(
      `${candidate.source}: ${differs.join("; ")}: its changes mix the model's with the decoding's, so they cannot size the ${variation}; give a candidate run at the baseline's settings`
    );
  }
  const unknown = config.refusals.find(
    (r) => r.kind === "config-missing" && r.key === ALWAYS_REQUIRED
  );
  if (unknown !== void 0) {
    const fix = Object.fromEntries(
      unknown.missing.map((side) => [`${side}-config`, configPairsText(filledConfig(config, side))])
    );
    const lacking = new Set(unknown.missing.map((side) => (side === "baseline" ? baseline : candidate).source));
    throw new InputError(
      `${[...lacking].join(" and ")}: ${configReason(unknown)}, since a candidate at an unknown temperature may not be sampled as the baseline is, so its changes cannot size the ${variation}`,
      fix
    );
  }
  const label = metricLabel(metric, k, submit);
  const smaller = largestKFix(aligned.baseline.concat(aligned.candidate), submit, hints);
  checkSampleBudget(aligned.baseline, k, baseline.source, label, ranTrials(baseline), false, smaller);
  checkSampleBudget(aligned.candidate, k, candidate.source, label, ranTrials(candidate), false, smaller);
  checkPerSampleData(aligned.candidate, metric, candidate, hints);
  if (over === "samples") checkCandidateSpread(aligned.candidate, candidate.source, words);
  const dropped = aligned.onlyBaseline.length + aligned.onlyCandidate.length;
  if (dropped > 0) {
    notes.push(
      `planned for the ${aligned.baseline.length} ${problem}s both runs have; left out ${leftOutText(aligned)}`
    );
  }
  return aligned;
}
function problemVariance(suite, se, sampling) {
  const count = suite.problems.length;
  const within = sampling.reduce((sum, moments) => sum + moments.variance, 0);
  const raw = count * se * se - within / count;
  if (raw < 0) {
    const squared = -raw * 1e4;
    const digits = squared >= 0.05 ? 1 : Math.min(100, 1 - Math.floor(Math.log10(squared)));
    suite.notes.push(
      `the candidate's differences vary less than sampling alone predicts (by ${squared.toFixed(digits)} points\xB2 per ${suite.words.problem}): the ${suite.words.problem}-to-${suite.words.problem} variation is taken as 0`
    );
  }
  return raw;
}
function pairedChange(baseline, candidate, { metric, k, submit }, groups) {
  const differences = pairedDifferences(
    perProblemValues(baseline, k, metric, submit),
    perProblemValues(candidate, k, metric, submit),
    valueTolerance(metric, sampleRange(baseline.concat(candidate))[1])
  );
  const units = resamplingUnits(differences, groups);
  return { differences, units, ...pairedSpread(units) };
}
function checkCandidateSpread(problems, source, { problem, sample }) {
  const single = problems.filter((p) => p.n < 2);
  if (single.length === 0) return;
  const which = single.length === problems.length && single.length > 1 ? `each of its ${single.length} ${problem}s` : counted(single.length, problem);
  throw new InputError(
    `${source}: the candidate has only one ${sample} of ${which} (${listIds(single.map((p) => p.id))}): one ${sample} shows nothing of how a ${problem}'s result varies from run to run, so --candidate needs at least 2 ${sample}s per ${problem} (2k for an unbiased estimate at k) when the baseline has them; give a candidate run with repeated ${sample}s, or plan without --candidate`
  );
}

export {
  PLAN_SAMPLES,
  planEval
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  PLAIN_TEXT,
  atK,
  checkColumns,
  checkName,
  checkNotes,
  checkNumbers,
  configCheckBlock,
  configSourceNote,
  configStatusWords,
  configValueText,
  contextText,
  decisionOf,
  familyErrorSentence,
  familyInconclusiveRule,
  familyMethodText,
  fixSteps,
  gateDecisionLine,
  inconclusiveNote,
  inconclusiveReason,
  intervalMethodName,
  judgementText,
  levelText,
  listedWarnings,
  metricAtK,
  mixedJudgement,
  oracleSentence,
  pValueText,
  percent,
  powerNote,
  powerSentence,
  refusedSettings,
  refusedStatus,
  renderMarkdown,
  runsLine,
  samplesText,
  sharing,
  sideFiles,
  signedPoints,
  sizeInPoints,
  statusWords,
  terminalOriginLines,
  terminalText,
  trialsNote,
  unmatchedIds,
  verdictGist
} from "./chunk-IUYFUPKQ.js";
import {
  CANONICAL_FORMAT,
  CLI_NAMING,
  DEFAULT_OPTIONS,
  EXIT_BUG,
  EXIT_PASSED,
  EXIT_USAGE,
  InputError,
  TIE_TOLERANCE,
  Xoshiro128,
  alignProblems,
  checkPerSampleData,
  checkSampleBudget,
  checkUnitsReachLevel,
  compareConfigs,
  comparisonRequest,
  comparisonView,
  countsOnly,
  describeFailure,
  describeRead,
  exitStatus,
  gatePowerOf,
  intervalDegreesOfFreedom,
  intervalMethodFor,
  isDecimalText,
  isMlflowUri,
  levelAt,
  listIds,
  loadResults,
  logChoose,
  logFactorialTable,
  metricEstimator,
  metricLabel,
  mlflowSettingsFrom,
  nAtK,
  normalisedExp,
  once,
  pairedStandardError,
  parseOptions,
  perProblemValues,
  points,
  pointsHint,
  readGateConfig,
  readRuns,
  reportJson,
  resamplingUnits,
  runGate,
  sampleRange,
  satterthwaiteDegreesOfFreedom,
  sideOf,
  singleCheckLevel,
  squaredShare,
  unitMap,
  usesSamples,
  withClusterPower
} from "./chunk-RX2ZWSWD.js";
import "./chunk-T6J2QFXX.js";

// src/cli.ts
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { parseArgs } from "node:util";

// src/formats/canonical-write.ts
function sampleJson(sample) {
  const fields = { pass: sample.pass };
  if (sample.score !== void 0) fields.score = sample.score;
  if (sample.tests_passed !== void 0) fields.tests_passed = sample.tests_passed;
  if (sample.tests_total !== void 0) fields.tests_total = sample.tests_total;
  return fields;
}
function problemJson(problem) {
  const fields = countsOnly(problem);
  if (problem.samples !== void 0) fields.samples = problem.samples.map(sampleJson);
  return JSON.stringify(fields);
}
function judgementJson(judgement) {
  const fields = { format: judgement.format };
  if (judgement.criterion !== void 0 && judgement.criterion !== "") fields.criterion = judgement.criterion;
  if (judgement.dataset !== void 0 && judgement.dataset !== "") fields.dataset = judgement.dataset;
  return JSON.stringify(fields);
}
function canonicalJson(run) {
  const head = [`  "format": ${JSON.stringify(CANONICAL_FORMAT)},`];
  if (run.model !== void 0) head.push(`  "model": ${JSON.stringify(run.model)},`);
  if (run.judgement !== void 0) head.push(`  "judgement": ${judgementJson(run.judgement)},`);
  head.push(`  "config": ${JSON.stringify(run.config)},`);
  const problems = run.problems.map((problem) => `    ${problemJson(problem)}`).join(",\n");
  return `{
${head.join("\n")}
  "problems": [
${problems}
  ]
}
`;
}

// src/render/terminal.ts
var TERMINAL_CHANGES = 10;
var TERMINAL_CHANGES_PER_CHECK = 5;
function painter(color) {
  return color ? (code, text) => `\x1B[${code}m${text}\x1B[0m` : (_, text) => text;
}
function decisionColour(report) {
  const decision = decisionOf(report);
  if (decision === "blocks") return "1;31";
  if (decision === "informational") return "1;36";
  return report.verdict === "inconclusive" ? "1;33" : "1;32";
}
function table(rows, indent = "  ") {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => [...row[col] ?? ""].length)));
  return rows.map(
    (row) => (indent + row.map((cell, col) => cell + " ".repeat(widths[col] - [...cell].length)).join("  ")).trimEnd()
  );
}
function label(check) {
  return checkName(check, (name) => terminalText(name, 40));
}
function checkTable(report) {
  return table([
    checkColumns(report),
    ...report.checks.map(
      (check) => check.delta === null ? [label(check), "-", "-", "-", "-", "-", refusedStatus(check, PLAIN_TEXT)] : [label(check), ...checkNumbers(check), statusWords(check)]
    )
  ]);
}
function changeLines(report, limit, indent = "") {
  const row = (f) => [
    terminalText(f.id, 60),
    `${percent(f.baseline)} -> ${percent(f.candidate)}`,
    signedPoints(f.delta)
  ];
  const rows = (changes) => table(changes.slice(0, limit).map(row), `${indent}    `);
  const { dropped, gained } = report.changed;
  const lines = [`${indent}Per-problem changes${atK(report)}: ${dropped} got worse, ${gained} got better`];
  if (report.flips.length > 0) lines.push(`${indent}  got worse`, ...rows(report.flips));
  if (report.gains.length > 0) lines.push(`${indent}  got better`, ...rows(report.gains));
  return lines;
}
function refusedLines(report, check, surface, paint) {
  const many = report.checks.length > 1;
  const settings = refusedSettings(check, PLAIN_TEXT);
  const ids = unmatchedIds(check, PLAIN_TEXT).map(([side, list]) => `  ${side}: ${list}`);
  const blocks = [settings.length === 0 ? [] : table([["setting", "baseline", "candidate"], ...settings]), ids].filter(
    (block) => block.length > 0
  );
  const lines = many ? [paint("1", `${terminalText(check.name, 60)}: ${verdictGist(check, PLAIN_TEXT)}`), ...blocks.flat()] : blocks.flatMap((block) => [...block, ""]);
  const file = report.config_file;
  const steps = fixSteps(check, PLAIN_TEXT);
  if (steps.length === 0) return many ? [...lines, ""] : lines;
  const place = file === null ? null : `${terminalText(file, 80)}${check.line === null ? "" : ` (the check at line ${check.line})`}`;
  lines.push(place === null ? paint("1", "To fix it") : `  To fix it, in ${place}:`);
  for (const step of steps) {
    lines.push(`  - ${step.text}`);
    if (step.edits === void 0) continue;
    const block = place === null ? surface?.fix(step.edits) ?? [] : configCheckBlock(check.name, step.edits);
    lines.push(...block.map((line) => `      ${paint("36", line)}`));
  }
  return [...lines, ""];
}
function checkLines(report, check, paint) {
  const change = check.delta === null ? "" : `, ${signedPoints(check.delta.value)} points`;
  const lines = [
    paint("1", `${label(check)}: ${statusWords(check)}${change}`),
    paint("2", `  ${runsLine(check, PLAIN_TEXT.value)}`),
    ...checkNotes(report, check, PLAIN_TEXT).map((note) => `  ${note}`)
  ];
  if (check.delta !== null && (check.flips.length > 0 || check.gains.length > 0)) {
    lines.push(...changeLines(check, TERMINAL_CHANGES_PER_CHECK, "  "));
  }
  return [...lines, ""];
}
function configLines(report) {
  const judged = (side) => {
    const text = judgementText(side.judgement);
    return text === null ? "not recorded" : terminalText(text, 60);
  };
  const cell = (value, source) => value === void 0 ? "not recorded" : terminalText(configValueText(value), 40) + configSourceNote(source);
  const [baseline, candidate] = [report.baseline, report.candidate].map(
    (side) => sideFiles(side, (name) => terminalText(name, 40), 40)
  );
  const files = Math.max(baseline.length, candidate.length);
  return [
    "Runs and decoding config",
    ...table([
      ["", "baseline", "candidate", "checked"],
      ...Array.from({ length: files }, (_, i) => [
        i > 0 ? "" : files > 1 ? "files" : "file",
        baseline[i] ?? "",
        candidate[i] ?? "",
        ""
      ]),
      ...report.baseline.judgement != null || report.candidate.judgement != null ? [["judged by", judged(report.baseline), judged(report.candidate), ""]] : [],
      ...report.config.rows.map((row) => [
        terminalText(row.key, 40),
        cell(row.baseline, row.baselineSource),
        cell(row.candidate, row.candidateSource),
        configStatusWords(row)
      ])
    ]),
    ""
  ];
}
function methodLines(report, paint) {
  const { delta, bootstrap: b } = report;
  if (delta === null) return [];
  const p = pValueText(delta.p_value, { exact: delta.p_exact, alpha: report.multiplicity.level });
  const interval = b.method === "t" ? `t interval on ${delta.df} degrees of freedom over ${b.units} ${b.unit === "cluster" ? "groups (cluster-robust standard error)" : "problems"}` : `paired ${intervalMethodName(b.method)} bootstrap over ${b.units} ${b.unit}s, ${b.resamples} resamples, seed ${b.seed}`;
  const lines = [paint("2", `Method: ${interval}; sign-flip test ${p}.`)];
  if (powerNote(report) === null) lines.push(paint("2", `Power: ${powerSentence(report)}`));
  return lines;
}
function loneCheckLines(report, check, surface, paint) {
  const lines = [];
  if (check.verdict === "refused") lines.push(...refusedLines(report, check, surface, paint));
  else {
    const note = inconclusiveNote(check);
    if (note !== null) lines.push(`  ${note}`, "");
    lines.push(...checkTable(report), "");
    for (const extra of [powerNote(check), oracleSentence(check), trialsNote(check)])
      if (extra !== null) lines.push(`  ${extra}`, "");
  }
  if (check.flips.length > 0 || check.gains.length > 0) {
    const [heading, ...changes] = changeLines(check, TERMINAL_CHANGES);
    lines.push(paint("1", heading), ...changes, "");
  }
  lines.push(...terminalOriginLines(check), ...configLines(check));
  if (check.curve.length > 1) {
    lines.push(
      `${metricAtK(check, "k")} at other budgets (%)`,
      ...table([
        ["k", ...check.curve.map((p) => p.k === check.k ? `${p.k} (gate)` : String(p.k))],
        ["baseline", ...check.curve.map((p) => (p.baseline * 100).toFixed(1))],
        ["candidate", ...check.curve.map((p) => (p.candidate * 100).toFixed(1))]
      ]),
      ""
    );
  }
  const warnings = listedWarnings(check);
  if (warnings.length > 0) {
    lines.push(paint("1;33", "Warnings"), ...warnings.map((w) => `  ! ${terminalText(w, 400)}`), "");
  }
  return [...lines, ...methodLines(check, paint)];
}
function checksLines(report, surface, paint) {
  const lines = [...checkTable(report), "", `  ${familyErrorSentence(report)}`, ""];
  for (const check of report.checks) {
    if (check.verdict === "refused") lines.push(...refusedLines(report, check, surface, paint));
  }
  const inconclusive = report.checks.filter((check) => check.verdict === "inconclusive");
  if (inconclusive.length > 0) {
    lines.push(`${inconclusive.length === 1 ? "One check is" : `${inconclusive.length} checks are`} inconclusive:`);
    for (const check of inconclusive)
      lines.push(`  - ${label(check)}: ${inconclusiveReason(check, sharing(report)) ?? ""}`);
    const rule = familyInconclusiveRule(report);
    lines.push(...rule === null ? [] : [`  ${rule}`], "");
  }
  for (const check of report.checks) if (check.verdict !== "refused") lines.push(...checkLines(report, check, paint));
  const warnings = report.checks.flatMap(
    (check) => check.warnings.map((w) => `  ! ${terminalText(check.name, 60)}: ${terminalText(w, 400)}`)
  );
  if (warnings.length > 0) lines.push(paint("1;33", "Warnings"), ...warnings, "");
  const method = familyMethodText(report);
  if (method !== null) lines.push(paint("2", `Method: ${method}.`));
  return lines;
}
function renderTerminal(report, options = {}) {
  const paint = painter(options.color ?? false);
  const [one] = report.checks;
  const many = report.checks.length > 1;
  const mixed = many ? void 0 : mixedJudgement(one);
  const lines = [
    paint(decisionColour(report), gateDecisionLine(report, PLAIN_TEXT)),
    ...mixed === void 0 ? [] : [`  ! ${terminalText(mixed, 400)}`],
    paint("2", `  ${contextText(report, PLAIN_TEXT.value)}`),
    "",
    ...many ? checksLines(report, options.surface, paint) : loneCheckLines(report, one, options.surface, paint)
  ];
  return `${lines.join("\n").trimEnd()}
`;
}

// src/plan/options.ts
function parsePlanOptions(raw) {
  const { k, metric, submit, margin, confidence, interval } = parseOptions(raw);
  const options = { k, metric, submit, margin, confidence, interval };
  if (raw.target !== void 0 && raw.target.trim() !== "") {
    const text = raw.target.trim();
    const value = Number(text);
    if (!isDecimalText(text) || !(value > 0 && value < 1)) {
      throw new InputError(
        `--target: expected a drop in metric units above 0 and below 1 (0.02 = 2 points), got ${JSON.stringify(raw.target)}${isDecimalText(text) ? pointsHint(value) : ""}`
      );
    }
    options.target = value;
  }
  return options;
}

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
function suiteNoise(differences, units, problemVariance2) {
  const problems = differences.length;
  const variances = new Float64Array(units.count);
  const sampling = new Float64Array(units.count);
  const cumulants = new Float64Array(units.count);
  let absolute = 0;
  let changing = 0;
  let samplingTotal = 0;
  for (let i = 0; i < problems; i++) {
    const m = differences[i];
    const unit = units.unitOf[i];
    sampling[unit] += m.variance;
    variances[unit] += m.variance + problemVariance2;
    cumulants[unit] += m.fourthCumulant;
    samplingTotal += m.variance;
    absolute += m.meanAbsoluteDifference;
    changing += m.changeProbability;
  }
  let total = 0;
  let fourth = 0;
  for (let g = 0; g < units.count; g++) {
    total += variances[g];
    fourth += cumulants[g] + 3 * variances[g] ** 2;
  }
  const degreesOfFreedom = satterthwaiteDegreesOfFreedom(total, units.count * fourth - total * total, units.count);
  return {
    samplingVariance: samplingTotal / problems,
    problemVariance: problemVariance2,
    standardError: Math.sqrt(total) / problems,
    degreesOfFreedom,
    shape: { count: units.count, problems, typicalChange: typicalChange(sampling, units, absolute, changing) }
  };
}
function typicalChange(sampling, units, absolute, changing) {
  const whole = sampling.length === 0 ? 1 : units.unitOf.length / units.count;
  if (!units.clustered) return changing > 0 ? absolute / changing : whole;
  let sum = 0;
  let changed = 0;
  for (const variance of sampling) {
    if (variance <= 0) continue;
    sum += Math.sqrt(2 * variance / Math.PI);
    changed++;
  }
  return changed > 0 ? sum / changed : whole;
}
function scaledNoise(noise, problems) {
  const { shape } = noise;
  const count = Math.max(1, Math.round(shape.count * problems / shape.problems));
  const degreesOfFreedom = shape.count > 1 ? Math.max(1, Math.min(count - 1, noise.degreesOfFreedom * (count - 1) / (shape.count - 1))) : 1;
  return {
    ...noise,
    standardError: noise.standardError * Math.sqrt(shape.problems / problems),
    degreesOfFreedom,
    shape: { count, problems, typicalChange: shape.typicalChange }
  };
}

// src/estimate/sampling-moments.ts
function binomialProbabilities(n, p) {
  const probabilities = new Float64Array(n + 1);
  if (p <= 0 || p >= 1) {
    probabilities[p <= 0 ? 0 : n] = 1;
    return probabilities;
  }
  const table2 = logFactorialTable(n);
  const [logP, logQ] = [Math.log(p), Math.log1p(-p)];
  for (let c = 0; c <= n; c++) probabilities[c] = logChoose(table2, n, c) + c * logP + (n - c) * logQ;
  return normalisedExp(probabilities);
}
function discreteMoments(values, weights) {
  let mean = 0;
  for (let i = 0; i < values.length; i++) mean += weights[i] * values[i];
  let second = 0;
  let fourth = 0;
  for (let i = 0; i < values.length; i++) {
    const squared = (values[i] - mean) ** 2;
    second += weights[i] * squared;
    fourth += weights[i] * squared * squared;
  }
  const order = Array.from({ length: values.length }, (_, i) => i).sort((a, b) => values[a] - values[b]);
  let below = 0;
  let same = 0;
  let absolute = 0;
  for (let j = 0; j < order.length; ) {
    const value = values[order[j]];
    let mass = 0;
    for (; j < order.length && values[order[j]] === value; j++) {
      mass += weights[order[j]];
      below += weights[order[j]];
    }
    same += mass * mass;
    if (j < order.length) absolute += 2 * below * (1 - below) * (values[order[j]] - value);
  }
  return {
    variance: second,
    fourthCumulant: fourth - 3 * second * second,
    meanAbsoluteDifference: absolute,
    changeProbability: Math.max(0, 1 - same)
  };
}
function countMetricMoments(metric, n, k, p) {
  const estimator = metricEstimator(metric);
  const values = Float64Array.from({ length: n + 1 }, (_, c) => estimator(n, c, k));
  return discreteMoments(values, binomialProbabilities(n, p));
}
function meanOfDrawsMoments(variance, fourthCumulant, n) {
  return {
    variance: variance / n,
    fourthCumulant: fourthCumulant / (n * n * n),
    meanAbsoluteDifference: 2 * Math.sqrt(variance / n / Math.PI),
    changeProbability: variance > 0 ? 1 : 0
  };
}
function passRatioMoments(samples, n) {
  const count = samples.length;
  if (count < 2) throw new RangeError("the spread of pass-ratio@n needs at least two samples");
  const shares = samples.map(squaredShare);
  const plugIn = discreteMoments(shares, new Float64Array(count).fill(1 / count));
  return meanOfDrawsMoments(plugIn.variance * count / (count - 1), plugIn.fourthCumulant, n);
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
function simulatedNAtKMoments(samples, n, k, submit, draws, randomBelow) {
  const passes = samples.filter((sample) => sample.pass).length;
  if (passes === 0 || passes === samples.length) {
    return { variance: 0, fourthCumulant: 0, meanAbsoluteDifference: 0, changeProbability: 0 };
  }
  const values = new Float64Array(draws);
  const run = new Array(n);
  for (let r = 0; r < draws; r++) {
    for (let i = 0; i < n; i++) run[i] = samples[randomBelow(samples.length)];
    values[r] = nAtK(run, k, submit);
  }
  return discreteMoments(values, new Float64Array(draws).fill(1 / draws));
}

// src/estimate/sampling-variance.ts
function overlapProbabilities(n, k) {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 1 || k > n) {
    throw new RangeError(`overlap of two ${k}-subsets of ${n} samples is undefined`);
  }
  const table2 = logFactorialTable(n);
  const logs = new Float64Array(k + 1);
  for (let c = 0; c <= k; c++) logs[c] = logChoose(table2, k, c) + logChoose(table2, n - k, k - c);
  return normalisedExp(logs);
}
function uStatisticVariance(n, k, power) {
  const weights = overlapProbabilities(n, k);
  const both = power(2 * k);
  let variance = 0;
  for (let c = 1; c <= k; c++) if (weights[c] > 0) variance += weights[c] * (power(2 * k - c) - both);
  return Math.max(0, variance);
}
function unbiasedPower(trials, hits, m) {
  if (m > trials) throw new RangeError(`theta^${m} has no unbiased estimate from ${trials} draws`);
  let product = 1;
  for (let j = 0; j < m && product > 0; j++) product *= (hits - j) / (trials - j);
  return product;
}
function countVarianceUnbiased(k, observed) {
  return 2 * k <= observed;
}
function estimatedCountVariance(metric, n, k, observed, passed) {
  if (metric !== "pass@k" && metric !== "pass^k") throw new RangeError(`${metric} is not computed from counts`);
  const hits = metric === "pass@k" ? observed - passed : passed;
  const power = countVarianceUnbiased(k, observed) ? (m) => unbiasedPower(observed, hits, m) : (m) => Math.pow(hits / observed, m);
  return uStatisticVariance(n, k, power);
}

// src/plan/sampling.ts
var N_AT_K_DRAWS = 200;
function problemSampling({ metric, k, submit }) {
  if (metric === "pass-ratio@n") return (problem, n) => passRatioMoments(problem.samples, n);
  if (metric === "n@k") {
    return (problem, n, stream) => {
      const rng = new Xoshiro128(n, stream);
      return simulatedNAtKMoments(problem.samples, n, k, submit, N_AT_K_DRAWS, (bound) => rng.nextBelow(bound));
    };
  }
  const known = /* @__PURE__ */ new Map();
  return ({ n: observed, c }, n) => {
    const key = `${observed}:${c}:${n}`;
    if (!known.has(key)) {
      const moments = countMetricMoments(metric, n, k, c / observed);
      known.set(key, { ...moments, variance: estimatedCountVariance(metric, n, k, observed, c) });
    }
    return known.get(key);
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
var PLAN_POWER = 0.8;
var PLAN_MATCH_CONFIG = ["temperature", "top_p", "max_tokens"];
var MOST_PROBLEMS = 1e9;
function planEval(baseline, candidate, options) {
  checkPerSampleData(baseline.problems, options.metric, baseline);
  const over = baseline.problems.some((p) => p.n < 2) ? "problems" : "samples";
  if (over === "problems") checkOneSampleBudget(baseline, options);
  const notes = [];
  const aligned = candidate === void 0 ? null : pairWith(baseline, candidate, options, notes, over);
  const problems = aligned?.baseline ?? baseline.problems;
  const groups = aligned === null ? problems.map((p) => p.group) : aligned.groups;
  const units = unitMap(groups ?? problems.map(() => void 0));
  const level = singleCheckLevel(options.confidence);
  checkUnitsReachLevel(units.count, units.clustered, level, { source: baseline.source, always: ", at any n" });
  const [least, most] = sampleRange(problems);
  const interval = intervalMethodFor(options.interval, units.clustered);
  const suite = { problems, others: aligned?.candidate ?? null, groups, units, level, interval, least, notes };
  const planned = over === "samples" ? planOverSamples(suite, aligned, options) : planOverProblems(suite, options);
  if (over === "problems" && most > 1) {
    notes.push(
      `${problems.filter((p) => p.n > 1).length} of the baseline's problems had more than one sample: they are planned as recorded, so a suite of one sample each varies a little more than these rows say`
    );
  }
  return {
    format: PLAN_FORMAT,
    metric: options.metric,
    k: options.k,
    ...options.metric === "n@k" ? { submit: options.submit } : {},
    baseline: {
      source: baseline.source,
      model: baseline.model ?? null,
      problems: problems.length,
      units: units.count,
      unit: units.clustered ? "cluster" : "problem",
      samples: { min: least, max: most }
    },
    candidate: candidate === void 0 ? null : { source: candidate.source, model: candidate.model ?? null, problems: problems.length },
    gate: { margin: options.margin, confidence: options.confidence, interval, probability: PLAN_POWER },
    over,
    ...planned,
    notes
  };
}
function analyticPower(suite, options) {
  return (noise, n) => gatePowerOf(
    noise.shape,
    {
      margin: options.margin,
      alpha: suite.level.alpha,
      interval: suite.interval,
      standardError: noise.standardError,
      degreesOfFreedom: noise.degreesOfFreedom,
      samples: n
    },
    PLAN_POWER
  );
}
function noiseFor(suite, differences, problemVariance2) {
  const noise = suiteNoise(differences, suite.units, problemVariance2);
  return {
    ...noise,
    degreesOfFreedom: intervalDegreesOfFreedom(suite.interval, suite.units.count, noise.degreesOfFreedom)
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
function planOverSamples(suite, aligned, options) {
  const { problems, others, units, least, notes } = suite;
  const sampling = problemSampling(options);
  const differences = (n) => problems.map((problem, i) => {
    const first = sampling(problem, n === "own" ? problem.n : n, 2 * i);
    const other = others?.[i];
    return pairedMoments(first, other === void 0 ? first : sampling(other, n === "own" ? other.n : n, 2 * i + 1));
  });
  const between = aligned === null ? null : problemVariance(aligned, options, differences("own"), notes);
  const tau2 = Math.max(0, between ?? 0);
  const estimator = varianceEstimator(options.metric, options.k, [...problems, ...others ?? []]);
  const most = sampleRange(problems)[1];
  if (estimator === "plug-in") {
    notes.push(
      `an unbiased sampling variance of ${options.metric === "pass^k" ? "pass^" : "pass@"}${options.k} needs 2k = ${2 * options.k} samples per problem and some problems have fewer: their plug-in rate c/n understates it, so the drops are somewhat too small`
    );
  }
  if (estimator === "simulated") {
    notes.push(
      `n@k's sampling variance is simulated with each problem's ${least === most ? least : `${least}-${most}`} recorded samples standing for all it could produce (the plug-in): that understates it, the more the larger k is next to the samples recorded, so the drops are somewhat too small`
    );
  }
  const samples = [.../* @__PURE__ */ new Set([...options.samples ?? PLAN_SAMPLES, least])].filter((n) => n >= options.k).sort((a, b) => a - b);
  if (samples.length === 0) {
    throw new InputError(
      `--k ${options.k}: no planned n reaches it (the plan shows n = ${(options.samples ?? PLAN_SAMPLES).join(", ")} and the baseline's ${least}); a budget k needs at least k samples per problem`
    );
  }
  const noiseAt = (n) => noiseFor(suite, differences(n), tau2);
  const analytic = analyticPower(suite, options);
  const { metric, k, margin } = options;
  const gate2 = {
    metric,
    interval: suite.interval,
    k,
    margin,
    level: levelAt(options.confidence),
    seed: DEFAULT_OPTIONS.seed
  };
  const simulated = { baseline: problems, candidate: problems, groups: units.clustered ? suite.groups : void 0 };
  const powerOf = (noise, n) => withClusterPower(analytic(noise, n), gate2, simulated, n);
  const noises = new Map(samples.map((n) => [n, noiseAt(n)]));
  const rows = samples.map((n) => {
    const noise = noises.get(n);
    return planRow(n, problems.length, n === least, noise, powerOf(noise, n));
  });
  let target = null;
  if (options.target !== void 0) {
    const drop = options.target;
    const dropAt = (n2) => powerOf(noises.get(n2) ?? noiseAt(n2), n2).drop;
    const largest = samples[samples.length - 1];
    const n = smallestSamples(options.k, largest, (m) => dropAt(m) <= drop);
    const needed = (at) => {
      const noise = noises.get(at);
      return fewestProblemsNeeded(problems.length, at, (size) => analytic(scaledNoise(noise, size), at).drop <= drop);
    };
    target = {
      drop,
      n,
      completions: n === null ? null : completions(problems.length, n),
      problems: n !== null ? [] : [.../* @__PURE__ */ new Set([largest, least])].filter((m) => m >= options.k).map(needed)
    };
  }
  return {
    variance: {
      estimator,
      problem_variance: tau2,
      problem_variance_from: aligned === null ? "assumed-zero" : "candidate",
      problem_variance_raw: between,
      one_sample: null
    },
    rows,
    more_samples: null,
    target
  };
}
function planOverProblems(suite, options) {
  const { problems, others, units } = suite;
  const { metric, k, submit } = options;
  const values = perProblemValues(problems, k, metric, submit);
  let change;
  if (others === null) change = unrelatedChange(values);
  else {
    const candidateValues = perProblemValues(others, k, metric, submit);
    const differences = candidateValues.map((value, i) => value - values[i]);
    const se = pairedStandardError(resamplingUnits(differences, suite.groups));
    change = measuredChange(differences, problems.length * se * se);
  }
  const noise = noiseFor(
    suite,
    problems.map(() => change),
    0
  );
  const power = analyticPower(suite, options);
  const size = problems.length;
  const row = (problemCount, at) => ({
    ...planRow(1, problemCount, problemCount === size, at, power(at, 1)),
    sampling_variance: null,
    problem_variance: null
  });
  const own = row(size, noise);
  const rows = [.../* @__PURE__ */ new Set([...options.suites ?? PLAN_PROBLEMS, size])].sort((a, b) => a - b).flatMap((problemCount) => {
    if (problemCount === size) return [own];
    const scaled = scaledNoise(noise, problemCount);
    return reachesLevel(scaled.shape.count, units.clustered, suite.level) ? [row(problemCount, scaled)] : [];
  });
  const target = options.target === void 0 ? null : {
    drop: options.target,
    n: own.drop <= options.target ? 1 : null,
    completions: own.drop <= options.target ? completions(size, 1) : null,
    problems: [
      fewestProblemsNeeded(size, 1, (count) => power(scaledNoise(noise, count), 1).drop <= options.target)
    ]
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
    more_samples: moreSamples(noise, size, own.drop, power),
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
function reachesLevel(count, clustered, level) {
  try {
    checkUnitsReachLevel(count, clustered, level, { source: "" });
    return true;
  } catch (error) {
    if (error instanceof InputError) return false;
    throw error;
  }
}
function checkOneSampleBudget(baseline, { metric, k, submit }) {
  if (k === 1) return;
  const single = baseline.problems.filter((p) => p.n < 2).length;
  throw new InputError(
    `--k ${k}: ${baseline.source} has one sample of ${single === baseline.problems.length ? "each problem" : `${single} of its problems`} (a greedy run): it can plan ${metricLabel(metric, 1, Math.min(submit, 1))} over problems, not ${metricLabel(metric, k, submit)}, which needs at least ${k} samples of every problem; plan at --k 1, or from a run with repeated samples`
  );
}
function completions(problems, n) {
  return { per_run: problems * n, both_runs: 2 * problems * n };
}
function smallestSamples(least, most, catches) {
  if (!catches(most)) return null;
  return catches(least) ? least : bisect(least, most, catches);
}
function fewestProblems(start, catches) {
  let lo = 0;
  let hi = start;
  while (!catches(hi)) {
    if (hi > MOST_PROBLEMS) return null;
    lo = hi;
    hi *= 2;
  }
  if (lo === 0) {
    lo = Math.floor(hi / 2);
    while (lo >= 1 && catches(lo)) {
      hi = lo;
      lo = Math.floor(lo / 2);
    }
  }
  return bisect(lo, hi, catches);
}
function fewestProblemsNeeded(start, n, catches) {
  const problems = fewestProblems(start, catches);
  return { n, problems, completions: problems === null ? null : completions(problems, n) };
}
function bisect(lo, hi, catches) {
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (catches(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}
function pairWith(baseline, candidate, { metric, k, submit }, notes, over) {
  const { aligned, reasons } = alignProblems(baseline, candidate, "intersect");
  if (reasons.length > 0) throw new InputError(`${candidate.source}: ${reasons.join("; ")}`);
  const config = compareConfigs(baseline, candidate, { compared: PLAN_MATCH_CONFIG, required: [] });
  const differs = config.reasons.filter((_, i) => config.refusals[i].kind === "config-differs");
  if (differs.length > 0) {
    throw new InputError(
      `${candidate.source}: ${differs.join("; ")}: its changes mix the model's with the decoding's, so they cannot size the problem-to-problem variation; give a candidate run at the baseline's settings`
    );
  }
  const label2 = metricLabel(metric, k, submit);
  checkSampleBudget(aligned.baseline, k, baseline.source, label2);
  checkSampleBudget(aligned.candidate, k, candidate.source, label2);
  checkPerSampleData(aligned.candidate, metric, candidate);
  if (over === "samples") checkSpreadEstimable(aligned.candidate, candidate.source);
  const dropped = aligned.onlyBaseline.length + aligned.onlyCandidate.length;
  if (dropped > 0) {
    notes.push(
      `planned for the ${aligned.baseline.length} problems both runs have; ${aligned.onlyBaseline.length} only in the baseline and ${aligned.onlyCandidate.length} only in the candidate were left out`
    );
  }
  return aligned;
}
function problemVariance(aligned, { metric, k, submit }, sampling, notes) {
  const base = perProblemValues(aligned.baseline, k, metric, submit);
  const cand = perProblemValues(aligned.candidate, k, metric, submit);
  const differences = cand.map((value, i) => value - base[i]);
  const se = pairedStandardError(resamplingUnits(differences, aligned.groups));
  const count = base.length;
  const within = sampling.reduce((sum, moments) => sum + moments.variance, 0);
  const raw = count * se * se - within / count;
  if (raw < 0) {
    notes.push(
      `the candidate's differences vary less than sampling alone predicts (by ${(-raw).toPrecision(2)} per problem): the problem-to-problem variation is taken as 0`
    );
  }
  return raw;
}
function checkSpreadEstimable(problems, source) {
  const single = problems.filter((p) => p.n < 2);
  if (single.length === 0) return;
  throw new InputError(
    `${source}: ${single.length} problem${single.length === 1 ? " has" : "s have"} only one sample (${listIds(single.map((p) => p.id))}): one sample shows nothing of how a problem's result varies from run to run; plan from a run with at least 2 samples per problem (2k for an unbiased estimate at k)`
  );
}

// src/render/plan.ts
function grouped(count) {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
function squaredPoints(variance) {
  return (variance * 1e4).toFixed(1);
}
function ownRow(plan2) {
  return plan2.rows.find((row) => row.baseline_n) ?? plan2.rows[plan2.rows.length - 1];
}
function contrastRow(plan2, own) {
  const others = plan2.rows.filter((row) => row !== own);
  if (plan2.over === "problems") {
    const more = others.filter((row) => row.problems > own.problems);
    return more.find((row) => row.problems >= own.problems * 4) ?? more.at(-1);
  }
  const fewer = others.filter((row) => row.n <= own.n / 4);
  return fewer.at(-1) ?? others.find((row) => row.n >= own.n * 4) ?? others.at(-1);
}
function headline(plan2) {
  const label2 = metricLabel(plan2.metric, plan2.k, plan2.submit);
  const own = ownRow(plan2);
  const other = contrastRow(plan2, own);
  const chance = `${Math.round(plan2.gate.probability * 100)}% of the time`;
  const caught = `catch a ${sizeInPoints(own.drop)}-point drop ${chance}`;
  if (plan2.over === "problems") {
    const worst = plan2.variance.one_sample?.from === "unrelated" ? " at worst" : "";
    const contrast = other === void 0 ? "" : `; ${grouped(other.problems)} catch ${sizeInPoints(other.drop)}`;
    return `${label2}, one sample per problem: ${grouped(own.problems)} problems ${caught}${worst}${contrast}`;
  }
  const first = `${own.n} sample${own.n === 1 ? "" : "s"} per problem ${caught}`;
  return `${label2}, ${grouped(plan2.baseline.problems)} problems: ${first}${other === void 0 ? "" : `; ${other.n} catch ${sizeInPoints(other.drop)}`}`;
}
function rowsTable(plan2) {
  const chance = `${Math.round(plan2.gate.probability * 100)}%`;
  const drop = (row) => (
    // What sets the drop, when the sign test's floor does.
    `${sizeInPoints(row.drop)}${row.limit === "floor" ? ` (${row.floor_units} problems must drop)` : ""}`
  );
  if (plan2.over === "problems") {
    return table([
      ["problems", "completions per run", "both runs", `drop caught ${chance} (points)`, "SE (points)", ""],
      ...plan2.rows.map((row) => [
        grouped(row.problems),
        grouped(row.completions.per_run),
        grouped(row.completions.both_runs),
        drop(row),
        (row.se * 100).toFixed(2),
        row.baseline_n ? "<- the baseline's" : ""
      ])
    ]);
  }
  return table([
    ["n", "completions per run", "both runs", `drop caught ${chance} (points)`, "SE (points)", "sampling share", ""],
    ...plan2.rows.map((row) => {
      const sampling = row.sampling_variance ?? 0;
      const total = sampling + (row.problem_variance ?? 0);
      return [
        String(row.n),
        grouped(row.completions.per_run),
        grouped(row.completions.both_runs),
        drop(row),
        (row.se * 100).toFixed(2),
        total > 0 ? `${Math.round(100 * sampling / total)}%` : "-",
        row.baseline_n ? "<- the baseline's n" : ""
      ];
    })
  ]);
}
function wrapped(text, indent = "  ", width = 110) {
  const lines = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") lines.push(indent + line);
  return lines;
}
function candidateName(plan2) {
  return terminalText(plan2.candidate.model ?? plan2.candidate.source, 60);
}
function varianceText(plan2) {
  if (plan2.variance.one_sample !== null) return oneSampleText(plan2, plan2.variance.one_sample.variance);
  const own = ownRow(plan2);
  const sampling = `Variance of one problem's change (points²): ${squaredPoints(own.sampling_variance ?? 0)} from sampling at n = ${own.n}, which falls as n grows (about as 1/n: the share column);`;
  if (plan2.variance.problem_variance_from === "assumed-zero") {
    return [
      `${sampling} the part that varies from problem to problem, which samples do not remove, is assumed 0: no --candidate was given, so every drop above is the least it can be. Plan with --candidate FILE (a past comparison at the same settings) to measure it.`
    ];
  }
  return [
    `${sampling} ${squaredPoints(plan2.variance.problem_variance ?? 0)} from problem to problem, measured on ${candidateName(plan2)} against the baseline, which more samples do not remove.`
  ];
}
function oneSampleText(plan2, variance) {
  const stated = `Variance of one problem's change at one sample (points²): ${squaredPoints(variance)},`;
  const source = plan2.candidate === null ? `${stated} taken as if the candidate's result on each problem were unrelated to the baseline's, at its pass rate (twice the variance of the baseline's results). That is the most it can be for a candidate near that rate unless it passes where the baseline fails and fails where it passes, so every drop above is at worst: a candidate that passes and fails mostly where the baseline does varies less. Plan with --candidate FILE (a past comparison at one sample per problem) to measure it.` : `${stated} measured on ${candidateName(plan2)} against the baseline.`;
  const own = ownRow(plan2);
  const bounds = plan2.more_samples ?? [];
  const at = (n) => bounds.find((bound) => bound.n === n);
  const shown = [at(10), bounds.at(-1)].filter((bound, i, all) => bound !== void 0 && all.indexOf(bound) === i);
  const [first, ...rest] = shown.map((bound) => `${sizeInPoints(bound.least_drop)} at n = ${bound.n}`);
  const split = `One sample per problem cannot split it into the part more samples remove (a problem's result varying from run to run) and the part they cannot (problems, and the change, differing from one to the next), so what more samples would catch on these ${grouped(own.problems)} problems is bounded, not known: at best ${[first, ...rest].join(", ")} (if all of it were sampling), at worst ${sizeInPoints(own.drop)} as at one sample (if none were, as when greedy decoding repeats itself). Plan from a run with repeated samples, at the settings you would sample at, to know.`;
  return [source, split];
}
function targetText(plan2) {
  const target = plan2.target;
  if (target === null) return null;
  const size = sizeInPoints(target.drop);
  const never = `catches ${size} points: the gate flags a drop only once its interval clears the ${points(plan2.gate.margin)}-point limit.`;
  if (plan2.over === "problems") {
    const needed = target.problems[0];
    if (needed.problems === null) return `No number of problems ${never}`;
    return `To catch ${size} points at one sample per problem: ${grouped(needed.problems)} problems (${grouped(needed.completions.per_run)} completions per run, ${grouped(needed.completions.both_runs)} for both).`;
  }
  if (target.n !== null) {
    const cost = target.completions;
    return `To catch ${size} points: ${target.n} samples per problem (${grouped(cost.per_run)} completions per run, ${grouped(cost.both_runs)} for both).`;
  }
  const largest = plan2.rows[plan2.rows.length - 1].n;
  const options = target.problems.filter((option) => option.problems !== null);
  if (options.length === 0) return `No n and no number of problems ${never}`;
  const said = options.map(
    (option) => `${grouped(option.problems)} problems at n = ${option.n} (${grouped(option.completions.per_run)} completions per run)`
  );
  return `No n up to ${largest} catches ${size} points on ${grouped(plan2.baseline.problems)} problems: that takes ${said.join(" or ")}.`;
}
function renderPlanTerminal(plan2, options = {}) {
  const paint = painter(options.color ?? false);
  const { margin, confidence, interval } = plan2.gate;
  const context = [
    `baseline ${terminalText(plan2.baseline.model ?? plan2.baseline.source, 60)}`,
    samplesText(plan2.baseline.samples),
    ...plan2.baseline.unit === "cluster" ? [`${plan2.baseline.units} groups`] : [],
    `gate: limit ${points(margin)} points, ${levelText(confidence)} ${intervalMethodName(interval)} interval and sign-flip test`
  ].join(" · ");
  const baselineRow = plan2.rows.findIndex((row) => row.baseline_n);
  const lines = [
    paint("1", headline(plan2)),
    paint("2", `  ${context}`),
    "",
    ...rowsTable(plan2).map((line, i) => i === baselineRow + 1 ? paint("1", line) : line),
    "",
    ...varianceText(plan2).flatMap((paragraph) => [...wrapped(paragraph), ""])
  ];
  const target = targetText(plan2);
  if (target !== null) {
    lines.push(...wrapped(target).map((line) => paint(plan2.target.n === null ? "33" : "32", line)), "");
  }
  if (plan2.notes.length > 0) {
    lines.push(paint("1;33", "Notes"), ...plan2.notes.map((note) => `  ! ${terminalText(note, 400)}`), "");
  }
  const estimator = {
    unbiased: "estimated without bias from the samples each problem had",
    "plug-in": "from each problem's pass rate c/n (too few samples for the unbiased estimate)",
    simulated: `simulated by drawing runs from each problem's samples (seeded)`
  };
  const noise = plan2.variance.estimator === "none" ? "one sample per problem shows no spread within a problem: the variance of a problem's change is planned whole, the standard error falling as 1/√problems" : `each problem's sampling variance at n ${estimator[plan2.variance.estimator]}`;
  const method = `Method: ${noise}; the drop from the power method the gate reports (compare's "This gate catches drops of ..."), a true drop being the same shift of every problem's log-odds.`;
  lines.push(...wrapped(method, "").map((line) => paint("2", line)));
  return `${lines.join("\n").trimEnd()}
`;
}

// src/cli.ts
var HELP = `Usage: passk-gate compare --baseline FILE --candidate FILE [options]
       passk-gate gate --config passk-gate.yml [--json FILE] [--markdown FILE]
       passk-gate convert FILE -o OUT.json [--format NAME] [--config CONFIG] [--criterion C] [--score-field F]
       passk-gate plan --baseline FILE [--candidate FILE] [--target DROP] [--k K] [--metric M] [options]

FILE is a results file, or an MLflow run: runs:/<run_id>[/<artifact path>], models:/<name>@<alias> or
models:/<name>/<version>, read from MLFLOW_TRACKING_URI with MLFLOW_TRACKING_TOKEN or
MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD.

compare: compares two eval runs' per-problem pass counts and decides whether the candidate regressed.
gate: one gate over several checks (suites, budgets k, metrics) listed in a YAML or JSON config file, with
      the chance that any check fails by noise alone held to 1 - confidence (Holm's method by default).
convert: writes a harness's results file as a passk-results/v1 file (config merged in), to archive baselines.
plan: before an eval is run, tells what a gate at n = 1, 2, 5, ... 200 samples per problem can detect and
      what it costs, from the baseline's samples (and a past candidate's, for how changes vary by problem);
      from a run with one sample per problem (greedy), what suites of 50 to 5,000 problems can.

Options:
  --baseline FILE        results of the model in production; repeat it, or give a glob ('runs/*.json'),
                         for several runs of one model: their trials add up per problem
  --candidate FILE       results of the model that wants to replace it (repeatable too)
  --format NAME          auto (detect from the content), passk, humaneval, evalplus, bigcodebench,
                         lm-eval, inspect, livecodebench, taubench, tau2bench, swebench or
                         terminalbench (default auto)
  --baseline-config C    decoding config the baseline's file does not record: key=value,... or a JSON
                         file, e.g. temperature=0.8,top_p=0.95 (--config for convert)
  --candidate-config C   the same for the candidate
  --criterion C          evalplus: plus (base and plus tests pass, default) or base; lm-eval: the filter;
                         Inspect: the scorer
  --score-field F        the field of each sample that holds the selector's score (for n@k): a human-eval
                         results row's key, an evalplus or BigCodeBench per-sample entry's key, an
                         Inspect scorer or metadata key
  --k N                  the deployment k the gate decides on (default 1)
  --metric M             pass@k, pass^k, n@k (submit the highest-scored N of k samples) or pass-ratio@n
                         (mean squared share of tests passed) (default pass@k)
  --submit N             n@k: how many of the k samples are submitted, 1 <= N <= k (default 1)
  --margin X             largest tolerated drop, in metric units: 0.01 = 1 point (default 0)
  --confidence X         two-sided level of the interval (default 0.95)
  --fail-on WHEN         regression, inconclusive or never (default regression)
  --match-config KEYS    decoding settings compared where a run records them; temperature must be known
                         (default temperature,top_p,top_k,max_tokens; none turns the check off)
  --require-config KEYS  settings that must be recorded (or given) on both sides, e.g. top_p,max_tokens
  --problems MODE        strict: refuse different problem sets; intersect: compare the common ones
                         (default strict)
  --resamples B          bootstrap and permutation resamples (default 10000); too few for the
                         confidence, so that the gate could never fail, is refused
  --seed S               PRNG seed; same inputs and seed give the same report (default 0)
  --interval METHOD      auto (default: expanded-percentile over problems, t over groups),
                         expanded-percentile or t
  --target DROP          plan: the drop to catch, in metric units like --margin (0.02 = 2 points); says
                         the smallest n, or the problems, that catch it 80% of the time
  --allow-mixed-judgement
                         compare runs whose passes were judged differently (another harness, criterion,
                         suite or dataset version) instead of refusing; the report warns first thing
  --config FILE          gate: the config file that lists the checks (YAML or JSON; paths in it are
                         relative to it)
  --json FILE            also write the machine-readable report (plan: the machine plan)
  --markdown FILE        also write the GitHub-flavoured markdown report
  -o, --output FILE      convert: where to write the passk-results/v1 file
                         (FILE - is stdout, for one of these; the terminal report then goes to stderr)
  -h, --help             show this help
  --version              show the version

Exit status: 0 gate passed, 1 gate failed on the verdict, 2 bad usage or invalid input,
3 comparison refused (configs or problem sets differ; for gate, any check refused: the others are still
shown), ${EXIT_BUG} internal error (a bug in passk-gate: please report it with the message it prints).
`;
var RUN_OPTIONS = {
  baseline: { type: "string", multiple: true },
  candidate: { type: "string", multiple: true },
  format: { type: "string" },
  criterion: { type: "string" },
  "score-field": { type: "string" },
  k: { type: "string" },
  metric: { type: "string" },
  submit: { type: "string" },
  margin: { type: "string" },
  confidence: { type: "string" },
  interval: { type: "string" },
  json: { type: "string" },
  help: { type: "boolean", short: "h" }
};
var COMPARE_OPTIONS = {
  ...RUN_OPTIONS,
  "baseline-config": { type: "string" },
  "candidate-config": { type: "string" },
  "fail-on": { type: "string" },
  "match-config": { type: "string" },
  "require-config": { type: "string" },
  problems: { type: "string" },
  resamples: { type: "string" },
  seed: { type: "string" },
  "allow-mixed-judgement": { type: "boolean" },
  markdown: { type: "string" }
};
var PLAN_OPTIONS = { ...RUN_OPTIONS, target: { type: "string" } };
function colorWanted(env, stdout) {
  const force = env.FORCE_COLOR;
  if (force !== void 0 && force !== "") return force !== "0" && force !== "false";
  if (env.NO_COLOR !== void 0 && env.NO_COLOR !== "") return false;
  const rest = Object.fromEntries(
    Object.entries(env).filter(([name]) => name !== "NO_COLOR" && name !== "FORCE_COLOR")
  );
  return stdout.isTTY === true && (stdout.hasColors?.(16, rest) ?? false);
}
var GATE_OPTIONS = {
  config: { type: "string" },
  json: { type: "string" },
  markdown: { type: "string" },
  help: { type: "boolean", short: "h" }
};
var CONVERT_OPTIONS = {
  format: { type: "string" },
  config: { type: "string" },
  criterion: { type: "string" },
  "score-field": { type: "string" },
  output: { type: "string", short: "o" },
  help: { type: "boolean", short: "h" }
};
var COMMAND_OPTIONS = {
  compare: COMPARE_OPTIONS,
  plan: PLAN_OPTIONS,
  gate: GATE_OPTIONS,
  convert: CONVERT_OPTIONS
};
var EXAMPLE_VALUES = {
  baseline: "baseline.json",
  candidate: "candidate.json",
  format: "evalplus",
  criterion: "base",
  "score-field": "mean_logprob",
  k: "1",
  metric: "pass@k",
  submit: "1",
  margin: "0.02",
  target: "0.02",
  confidence: "0.95",
  interval: "t",
  json: "report.json",
  markdown: "report.md",
  "baseline-config": "temperature=0.8",
  "candidate-config": "temperature=0.8",
  "fail-on": "inconclusive",
  "match-config": "temperature,top_p",
  problems: "intersect",
  resamples: "10000",
  seed: "0",
  output: "baseline.passk.json"
};
function optionUsage(command, name) {
  if (name === "config") return `e.g. --config ${command === "convert" ? "temperature=0.8" : "passk-gate.yml"}`;
  const example = EXAMPLE_VALUES[name];
  if (example !== void 0) return `e.g. --${name} ${example}`;
  const placeholder = new RegExp(`^ +(?:-\\w, )?--${name} (\\S+)`, "m").exec(HELP)?.[1];
  return `as in --${name} ${placeholder ?? "VALUE"} (see passk-gate --help)`;
}
var COMMAND_FILES = {
  compare: "--baseline FILE --candidate FILE",
  plan: "--baseline FILE",
  gate: "--config FILE",
  convert: "FILE -o OUT.json"
};
function editDistance(a, b) {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j], rows[i - 2][j - 2] + 1);
      }
    }
  }
  return rows[a.length][b.length];
}
function nearestOptions(name, options) {
  const begun = name.length >= 3 ? options.filter((option) => option.startsWith(name)) : [];
  if (begun.length > 0) return begun;
  const limit = Math.max(1, Math.floor(name.length / 3));
  const scored = options.map((option) => ({ option, distance: editDistance(name, option) }));
  const best = Math.min(...scored.map((s) => s.distance));
  return best > limit ? [] : scored.filter((s) => s.distance === best).map((s) => s.option);
}
function unknownOption(command, rawName) {
  const name = rawName.replace(/^-+/, "");
  const own = Object.keys(COMMAND_OPTIONS[command]);
  const near = rawName.startsWith("--") ? nearestOptions(name, own) : [];
  if (near.length > 0) {
    return `unknown option ${rawName} for ${command}: did you mean ${near.map((option) => `--${option}`).join(" or ")}?`;
  }
  const others = Object.keys(COMMAND_OPTIONS).filter(
    (other) => other !== command && Object.hasOwn(COMMAND_OPTIONS[other], name)
  );
  const elsewhere = others.length > 0 ? ` (${others.join(" and ")} takes it)` : "";
  return `unknown option ${rawName} for ${command}${elsewhere}; see passk-gate --help`;
}
function argumentProblem(command, config, error) {
  const options = config.options ?? {};
  const { tokens } = parseArgs({ ...config, strict: false, tokens: true });
  for (const token of tokens) {
    if (token.kind === "positional" && !config.allowPositionals) {
      return `unexpected argument ${JSON.stringify(token.value)}: ${command} takes files as ${COMMAND_FILES[command]}`;
    }
    if (token.kind !== "option") continue;
    const option = Object.hasOwn(options, token.name) ? options[token.name] : void 0;
    if (option === void 0) return unknownOption(command, token.rawName);
    const flag = `--${token.name}`;
    if (option.type === "boolean" && token.value !== void 0) return `${flag} takes no value: give ${flag} alone`;
    if (option.type !== "string") continue;
    const next = token.inlineValue ? void 0 : token.value;
    const shorts = Object.values(options).flatMap((other) => other.short === void 0 ? [] : [`-${other.short}`]);
    if (token.value === void 0 || next !== void 0 && (next.startsWith("--") || shorts.includes(next))) {
      return `${flag} needs a value, ${optionUsage(command, token.name)}`;
    }
    if (!token.inlineValue && token.value.startsWith("-")) {
      return `${flag}: a value that starts with "-" is written with "=", as in ${flag}=${token.value}`;
    }
  }
  return error.message.split("\n")[0];
}
function parseCommandArgs(command, config) {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new InputError(argumentProblem(command, config, error));
  }
}
function showHelp(io) {
  io.stdout(HELP);
  return EXIT_PASSED;
}
function noteRead(run, options, io, warnings) {
  if (run.format !== "passk" || run.files !== void 0) io.stderr(`passk-gate: ${describeRead(run, options)}
`);
  if (warnings)
    for (const warning of run.warnings)
      io.stderr(`passk-gate: warning: ${run.source}: ${terminalText(warning, 400)}
`);
}
var STDOUT_FILE = "-";
function checkOutputs(...outputs) {
  const piped = outputs.filter((output) => output.path === STDOUT_FILE);
  if (piped.length > 1) {
    throw new InputError(`${piped.map((o) => `${o.flag} -`).join(" and ")}: only one output can go to stdout`);
  }
}
async function writeOutputs(io, report, ...outputs) {
  const piped = outputs.find((output) => output.path === STDOUT_FILE);
  await Promise.all(
    outputs.flatMap(
      ({ flag, path, text }) => path === void 0 || path === STDOUT_FILE ? [] : [writeOutput(path, text(), flag)]
    )
  );
  if (piped === void 0) io.stdout(report(io.color));
  else {
    io.stdout(piped.text());
    io.stderr(report(io.stderrColor));
  }
}
async function writeOutput(path, text, flag) {
  try {
    await writeFile(path, text);
  } catch (error) {
    const code = error.code;
    const why = code === "ENOENT" ? "its folder does not exist" : code === "EACCES" || code === "EPERM" ? "permission denied" : code === "EISDIR" ? "is a directory" : `cannot be written (${code ?? error.message})`;
    throw new InputError(`${flag} ${path}: ${why}`);
  }
}
async function convert(args, io, mlflow) {
  const { values, positionals } = parseCommandArgs("convert", {
    args,
    options: CONVERT_OPTIONS,
    allowPositionals: true
  });
  if (values.help) return showHelp(io);
  if (positionals.length !== 1) throw new InputError("convert needs exactly one results FILE");
  if (values.output === void 0) throw new InputError("convert needs -o OUT.json, the file to write");
  const path = positionals[0];
  const options = {
    format: values.format,
    config: values.config,
    criterion: values.criterion,
    configName: "--config",
    samples: true,
    scoreField: values["score-field"],
    ...isMlflowUri(path) ? { mlflow: mlflow() } : {}
  };
  const run = await loadResults(path, options);
  noteRead(run, options, io, true);
  const output = values.output;
  await writeOutputs(
    io,
    () => `wrote ${output === STDOUT_FILE ? "stdout" : output}: ${run.problems.length} problems, config ${JSON.stringify(run.config)}
`,
    { flag: "--output", path: output, text: () => canonicalJson(run) }
  );
  return EXIT_PASSED;
}
async function runAndReport(request, outputs, io, mlflow, surface) {
  const { report, reads } = await runGate(request, { mlflow });
  for (const read of reads) noteRead(read.run, read.options, io, false);
  const json = () => reportJson(outputs.comparison ? comparisonView(report) : report);
  await writeOutputs(
    io,
    (color) => renderTerminal(report, { color, surface }),
    { flag: "--json", path: outputs.json, text: json },
    { flag: "--markdown", path: outputs.markdown, text: () => renderMarkdown(report, { surface }) }
  );
  return exitStatus(report);
}
async function compare(args, io, mlflow) {
  const { values } = parseCommandArgs("compare", { args, options: COMPARE_OPTIONS });
  const { baseline, candidate, json, markdown, help, format, criterion, "score-field": scoreField, ...rest } = values;
  const { "baseline-config": baselineConfig, "candidate-config": candidateConfig, ...options } = rest;
  if (help) return showHelp(io);
  if (baseline === void 0 || candidate === void 0) {
    throw new InputError("compare needs both --baseline FILE and --candidate FILE");
  }
  checkOutputs({ flag: "--json", path: json }, { flag: "--markdown", path: markdown });
  const request = comparisonRequest(
    {
      baseline: sideOf(baseline),
      candidate: sideOf(candidate),
      format,
      criterion,
      scoreField,
      baselineConfig,
      candidateConfig,
      options
    },
    CLI_NAMING
  );
  const surface = { language: "sh", fix: (edits) => [commandLine(["compare", ...args], edits)] };
  return runAndReport(request, { json, markdown, comparison: true }, io, mlflow, surface);
}
async function plan(args, io, mlflow) {
  const { values } = parseCommandArgs("plan", { args, options: PLAN_OPTIONS });
  const { baseline, candidate, json, help, format, criterion, "score-field": scoreField, ...raw } = values;
  if (help) return showHelp(io);
  if (baseline === void 0) throw new InputError("plan needs --baseline FILE, the run to plan from");
  const options = parsePlanOptions(raw);
  const load = { format, criterion, samples: usesSamples(options.metric), scoreField };
  const read = async (paths) => {
    const run = await readRuns(
      paths,
      (path) => loadResults(path, isMlflowUri(path) ? { ...load, mlflow: mlflow() } : load)
    );
    noteRead(run, load, io, false);
    return run;
  };
  const baselineRun = await read(baseline);
  const candidateRun = candidate === void 0 ? void 0 : await read(candidate);
  const report = planEval(baselineRun, candidateRun, options);
  await writeOutputs(io, (color) => renderPlanTerminal(report, { color }), {
    flag: "--json",
    path: json,
    text: () => `${JSON.stringify(report, null, 2)}
`
  });
  return EXIT_PASSED;
}
async function gate(args, io, mlflow) {
  const { config: path, json, markdown, help } = parseCommandArgs("gate", { args, options: GATE_OPTIONS }).values;
  if (help) return showHelp(io);
  if (path === void 0) throw new InputError("gate needs --config FILE, the config file that lists the checks");
  checkOutputs({ flag: "--json", path: json }, { flag: "--markdown", path: markdown });
  return runAndReport(await readGateConfig(path), { json, markdown, comparison: false }, io, mlflow);
}
function shellWord(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
function withoutOptions(args, edits) {
  const kept = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const name = Object.keys(edits).find((n) => arg === `--${n}` || arg.startsWith(`--${n}=`));
    if (name === void 0) kept.push(arg);
    else if (arg === `--${name}` && typeof edits[name] !== "boolean") i++;
  }
  return kept;
}
function commandLine(args, edits) {
  const flag = ([name, value]) => typeof value === "boolean" ? value ? [`--${name}`] : [] : [`--${name}`, value];
  const words = [...withoutOptions(args, edits), ...Object.entries(edits).flatMap(flag)];
  return ["passk-gate", ...words].map(shellWord).join(" ");
}
async function runCli(argv, io, version, env = process.env) {
  const [command, ...rest] = argv;
  const mlflow = once(() => mlflowSettingsFrom(env, (line) => io.stderr(`passk-gate: ${line}
`), tmpdir()));
  try {
    if (command === void 0 || command === "-h" || command === "--help" || command === "help") {
      io.stdout(HELP);
      return command === void 0 ? EXIT_USAGE : EXIT_PASSED;
    }
    if (command === "--version") {
      io.stdout(`${version}
`);
      return EXIT_PASSED;
    }
    if (command === "compare") return await compare(rest, io, mlflow);
    if (command === "gate") return await gate(rest, io, mlflow);
    if (command === "convert") return await convert(rest, io, mlflow);
    if (command === "plan") return await plan(rest, io, mlflow);
    throw new InputError(`unknown command ${JSON.stringify(command)}; try passk-gate --help`);
  } catch (error) {
    const failure = describeFailure(error, version);
    io.stderr(`passk-gate: ${failure.status === EXIT_USAGE ? "error: " : ""}${failure.message}
`);
    return failure.status;
  }
}
export {
  HELP,
  colorWanted,
  commandLine,
  runCli,
  shellWord
};

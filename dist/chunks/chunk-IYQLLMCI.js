import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  JUDGEMENT_FIELDS,
  JUDGEMENT_WORDS
} from "./chunk-O77QD7CX.js";
import {
  INEXACT_INTEGER,
  INEXACT_INTEGER_READ,
  InputError,
  configValuesEqual,
  inputError,
  isInexactInteger,
  listWords,
  nameText,
  settingName,
  shown
} from "./chunk-Y3XH2ARF.js";

// src/estimate/pass-at-k.ts
function passAtK(n, c, k) {
  assertCounts(n, c, k);
  if (n - c < k) return 1;
  let allFail = 1;
  if (c <= k) for (let i = n - c + 1; i <= n; i++) allFail *= 1 - k / i;
  else for (let j = 0; j < k; j++) allFail *= (n - c - j) / (n - j);
  return 1 - allFail;
}
function passHatK(n, c, k) {
  assertCounts(n, c, k);
  if (c < k) return 0;
  let allPass = 1;
  if (k <= n - c) for (let i = 0; i < k; i++) allPass *= (c - i) / (n - i);
  else for (let j = 0; j < n - c; j++) allPass *= (n - k - j) / (n - j);
  return allPass;
}
function assertCounts(n, c, k) {
  if (!Number.isInteger(n) || !Number.isInteger(c) || !Number.isInteger(k) || n < 1 || c < 0 || c > n || k < 1) {
    throw new RangeError(`invalid counts n=${n}, c=${c}, k=${k}`);
  }
  if (k > n) throw new RangeError(`k=${k} is more than the n=${n} samples drawn: pass@k cannot be estimated`);
}

// src/estimate/n-at-k.ts
var logFactorials = new Float64Array([0, 0]);
function logFactorialTable(max) {
  if (max < logFactorials.length) return logFactorials;
  const grown = new Float64Array(Math.max(max + 1, logFactorials.length * 2));
  grown.set(logFactorials);
  for (let i = logFactorials.length; i < grown.length; i++) grown[i] = grown[i - 1] + Math.log(i);
  logFactorials = grown;
  return grown;
}
function nAtKError(samples) {
  return 64 * Number.EPSILON * logFactorialTable(samples)[samples];
}
function logChoose(table, n, k) {
  return k < 0 || k > n ? -Infinity : table[n] - table[k] - table[n - k];
}
function normalisedExp(logs) {
  let largest = -Infinity;
  for (let i = 0; i < logs.length; i++) largest = Math.max(largest, logs[i]);
  let total = 0;
  for (let i = 0; i < logs.length; i++) total += logs[i] = Math.exp(logs[i] - largest);
  for (let i = 0; i < logs.length; i++) logs[i] /= total;
  return logs;
}
function groupByScore(sampleLists) {
  const samples = sampleLists.reduce((sum, list) => sum + list.length, 0);
  const groups = {
    firstGroup: new Int32Array(sampleLists.length + 1),
    sizes: new Int32Array(samples),
    failing: new Int32Array(samples)
  };
  for (let i = 0; i < sampleLists.length; i++) {
    groups.firstGroup[i + 1] = appendScoreGroups(sampleLists[i], groups, groups.firstGroup[i]);
  }
  return groups;
}
var allScores = new Float64Array(64);
var failingScores = new Float64Array(64);
var INSERTION_SORT_MAX = 32;
function sortAscending(values, length) {
  if (length > INSERTION_SORT_MAX) {
    values.subarray(0, length).sort();
    return;
  }
  for (let i = 1; i < length; i++) {
    const value = values[i];
    let j = i;
    for (; j > 0 && values[j - 1] > value; j--) values[j] = values[j - 1];
    values[j] = value;
  }
}
function appendScoreGroups(samples, groups, at) {
  const total = samples.length;
  if (allScores.length < total) {
    allScores = new Float64Array(total * 2);
    failingScores = new Float64Array(total * 2);
  }
  let failures = 0;
  for (let i = 0; i < total; i++) {
    const { score, pass } = samples[i];
    if (typeof score !== "number" || !Number.isFinite(score)) {
      throw new RangeError("n@k needs a finite score on every sample");
    }
    allScores[i] = score;
    if (!pass) failingScores[failures++] = score;
  }
  sortAscending(allScores, total);
  sortAscending(failingScores, failures);
  let nextFailing = failures - 1;
  for (let next = total - 1; next >= 0; at++) {
    const score = allScores[next];
    let size = 0;
    for (; next >= 0 && allScores[next] === score; next--) size++;
    let failingHere = 0;
    for (; nextFailing >= 0 && failingScores[nextFailing] === score; nextFailing--) failingHere++;
    groups.sizes[at] = size;
    groups.failing[at] = failingHere;
  }
  return at;
}
function checkBudget(total, k, submit) {
  if (!Number.isInteger(k) || !Number.isInteger(submit) || submit < 1 || submit > k || k > total) {
    throw new RangeError(`n@k needs 1 <= submit <= k <= samples, got submit=${submit}, k=${k}, ${total} samples`);
  }
}
function groupedNAtK(groups, problem, k, submit) {
  const { firstGroup, sizes, failing } = groups;
  const first = firstGroup[problem];
  const end = firstGroup[problem + 1];
  let total = 0;
  let failures = 0;
  for (let g = first; g < end; g++) {
    total += sizes[g];
    failures += failing[g];
  }
  checkBudget(total, k, submit);
  if (submit === k || end - first === 1) return passAtK(total, total - failures, submit);
  if (failures === total) return 0;
  const table = logFactorialTable(total);
  const logSubsets = logChoose(table, total, k);
  let failure = 0;
  let above = 0;
  let failingAbove = 0;
  for (let g = first; g < end; g++) {
    if (total - above < k - submit + 1) break;
    const size = sizes[g];
    const failingHere = failing[g];
    const below = total - above - size;
    for (let m = 0; m < submit && m <= failingAbove; m++) {
      const r = submit - m;
      if (r > failingHere) continue;
      let tieFails = 1;
      for (let i = 0; i < r; i++) tieFails *= (failingHere - i) / (size - i);
      const logAbove = logChoose(table, failingAbove, m) - logSubsets;
      let subsets = 0;
      for (let x = Math.max(r, k - m - below); x <= Math.min(size, k - m); x++) {
        subsets += Math.exp(logAbove + logChoose(table, size, x) + logChoose(table, below, k - m - x));
      }
      failure += tieFails * subsets;
    }
    above += size;
    failingAbove += failingHere;
  }
  return Math.min(1, Math.max(0, 1 - failure));
}

// src/estimate/metric.ts
function squaredShare({ tests_passed: passed, tests_total: total }) {
  if (!Number.isInteger(passed) || !Number.isInteger(total) || passed < 0 || total < 1 || passed > total) {
    throw new RangeError("pass-ratio@n needs 0 <= tests_passed <= tests_total, tests_total >= 1, on every sample");
  }
  const ratio = passed / total;
  return ratio * ratio;
}
function passRatio(samples) {
  if (samples.length === 0) throw new RangeError("pass-ratio@n needs at least one sample");
  let sum = 0;
  for (const sample of samples) sum += squaredShare(sample);
  return sum / samples.length;
}
function metricEstimator(metric) {
  if (metric !== "pass@k" && metric !== "pass^k") throw new RangeError(`${metric} is not computed from counts`);
  return metric === "pass@k" ? passAtK : passHatK;
}
function usesSamples(metric) {
  return metric === "n@k" || metric === "pass-ratio@n";
}
function samplesOf(problem, metric) {
  if (problem.samples === void 0) {
    throw new RangeError(`${metric} needs per-sample data, and problem ${JSON.stringify(problem.id)} has none`);
  }
  return problem.samples;
}
var TABLE_MAX_C = 65536;
var TABLE_SLOT_BUDGET = 1 << 22;
function metricValues(problems, metric, submit = 1) {
  let fill;
  if (metric === "n@k") {
    const groups = groupByScore(problems.map((problem) => samplesOf(problem, metric)));
    fill = (k, values) => {
      for (let i = 0; i < problems.length; i++) values[i] = groupedNAtK(groups, i, k, submit);
    };
  } else if (metric === "pass-ratio@n") {
    const ratios = Float64Array.from(problems, (problem) => passRatio(samplesOf(problem, metric)));
    fill = (_k, values) => values.set(ratios);
  } else {
    fill = (k, values) => fillCountValues(problems, k, metric, values);
  }
  const count = problems.length;
  return {
    count,
    fill,
    at: (k) => {
      const values = new Float64Array(count);
      fill(k, values);
      return values;
    }
  };
}
function fillCountValues(problems, k, metric, values) {
  const estimator = metricEstimator(metric);
  const tables = /* @__PURE__ */ new Map();
  let slotsLeft = TABLE_SLOT_BUDGET;
  let tableN = NaN;
  let table = new Float64Array(0);
  for (let i = 0; i < problems.length; i++) {
    const { n, c } = problems[i];
    if (n !== tableN) {
      let found = tables.get(n);
      if (found === void 0) {
        const slots = Number.isInteger(n) && n >= 0 ? Math.min(n, TABLE_MAX_C) + 1 : 0;
        found = new Float64Array(slots <= slotsLeft ? slots : 0).fill(NaN);
        slotsLeft -= found.length;
        tables.set(n, found);
      }
      table = found;
      tableN = n;
    }
    if (c === (c | 0) && c >= 0 && c < table.length) {
      if (Number.isNaN(table[c])) table[c] = estimator(n, c, k);
      values[i] = table[c];
    } else {
      values[i] = estimator(n, c, k);
    }
  }
}
function perProblemValues(problems, k, metric, submit = 1) {
  return metricValues(problems, metric, submit).at(k);
}
function leastMetricChange(problems, metric, k, submit = 1) {
  let least = Infinity;
  if (metric === "pass-ratio@n") {
    for (const problem of problems) {
      for (const sample of samplesOf(problem, metric)) {
        least = Math.min(least, 1 / (problem.n * sample.tests_total ** 2));
      }
    }
    return least;
  }
  let n = k;
  for (const problem of problems) n = Math.max(n, problem.n);
  least = 1;
  for (let i = 1; i <= k; i++) least *= i / (n - k + i);
  return metric === "n@k" ? least / tieDenominators(k, submit) : least;
}
function tieDenominators(k, submit) {
  const gcd = (a, b) => b === 0n ? a : gcd(b, a % b);
  let row = [1n];
  let lcm = 1n;
  for (let m = 1; m <= k; m++) {
    row = Array.from({ length: Math.min(m, submit) + 1 }, (_, t) => t === 0 ? 1n : row[t - 1] + (row[t] ?? 0n));
    for (let t = 1; t < row.length; t++) lcm = lcm / gcd(lcm, row[t]) * row[t];
    if (lcm > 10n ** 300n) return Infinity;
  }
  return Number(lcm);
}
function mean(values) {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i];
  return sum / values.length;
}
function metricLabel(metric, k, submit = 1) {
  if (metric === "n@k") return `${submit}@${k} (by score)`;
  if (metric === "pass-ratio@n") return metric;
  return metric === "pass@k" ? `pass@${k}` : `pass^${k}`;
}

// src/check/config.ts
var ALWAYS_REQUIRED = "temperature";
function unrecordedSetting(run, key) {
  const source = run.configSources[key];
  if (source === "file" || source === "filename" || source === "mlflow") return void 0;
  const value = run.config[key];
  return `${key}=${value === void 0 ? "VALUE" : String(value)}`;
}
var GREEDY_IGNORES = ["top_p", "top_k"];
function compareConfigs(baseline, candidate, policy, baselineName = "baseline") {
  const { compared } = policy;
  const required = compared.length === 0 ? [] : [ALWAYS_REQUIRED, ...policy.required];
  const keys = [...new Set([...compared, ...required].map(settingName))];
  const others = [.../* @__PURE__ */ new Set([...Object.keys(baseline.config), ...Object.keys(candidate.config)])].filter((key) => !keys.includes(key)).sort();
  const greedy = [baseline, candidate].every(
    (run) => Object.hasOwn(run.config, ALWAYS_REQUIRED) && configValuesEqual(run.config[ALWAYS_REQUIRED], 0)
  );
  const refusals = [];
  const rows = [...keys, ...others].map((key) => {
    const inBaseline = Object.hasOwn(baseline.config, key);
    const inCandidate = Object.hasOwn(candidate.config, key);
    const row = {
      key,
      baseline: inBaseline ? baseline.config[key] : void 0,
      candidate: inCandidate ? candidate.config[key] : void 0,
      checked: keys.includes(key),
      status: "unrecorded"
    };
    if (inBaseline && baseline.configSources[key] !== void 0) row.baselineSource = baseline.configSources[key];
    if (inCandidate && candidate.configSources[key] !== void 0) row.candidateSource = candidate.configSources[key];
    if (inBaseline && inCandidate) row.status = configValuesEqual(row.baseline, row.candidate) ? "equal" : "differs";
    else if (inBaseline || inCandidate || required.includes(key)) row.status = "missing";
    if (!row.checked) return row;
    if (greedy && GREEDY_IGNORES.includes(key) && !required.includes(key)) row.status = "greedy";
    refuseInexactValue(row, { baseline, candidate }, baselineName === "anchor");
    if (row.status === "differs") {
      refusals.push({ kind: "config-differs", key, baseline: row.baseline, candidate: row.candidate });
    } else if (row.status === "missing") {
      const missing = [];
      if (!inBaseline) missing.push("baseline");
      if (!inCandidate) missing.push("candidate");
      refusals.push({
        kind: "config-missing",
        key,
        baseline: row.baseline ?? null,
        candidate: row.candidate ?? null,
        missing
      });
    }
    return row;
  });
  return { rows, reasons: refusals.map((r) => configReason(r, baselineName)), refusals };
}
function refuseInexactValue(row, runs, anchored) {
  const side = ["baseline", "candidate"].find((s) => isInexactInteger(row[s]));
  if (side === void 0) return;
  const key = nameText(row.key);
  if (side === "baseline" && anchored) {
    const fix = "the record is never rewritten: pick another record, or record a new run";
    throw inputError(runs.baseline.source, `config ${key}`, `${INEXACT_INTEGER_READ}: ${fix}`);
  }
  if ((side === "baseline" ? row.baselineSource : row.candidateSource) === "user") {
    throw new InputError(`the config given for the ${side}: ${key} ${INEXACT_INTEGER}`);
  }
  throw inputError(runs[side].source, `config ${key}`, INEXACT_INTEGER);
}
function configReason(refusal, baseline = "baseline") {
  const { key } = refusal;
  const name = (side2) => side2 === "baseline" ? baseline : side2;
  if (refusal.kind === "config-differs") {
    return `config ${key} differs: ${baseline} ${shown(refusal.baseline)}, candidate ${shown(refusal.candidate)}`;
  }
  const { missing } = refusal;
  if (missing.length === 2) {
    return baseline === "anchor" ? `config ${key}: recorded by neither run; give it for the candidate, and pick a record that has it` : `config ${key}: recorded by neither run; give it for both`;
  }
  const side = missing[0];
  const other = side === "baseline" ? "candidate" : "baseline";
  const lacks = `config ${key}: not recorded by the ${name(side)} (${name(other)} ${shown(refusal[other])})`;
  return side === "baseline" && baseline === "anchor" ? `${lacks}; the anchor was recorded without it, and a record is never rewritten: pick another record` : `${lacks}; give it for the ${name(side)}`;
}
function filledConfig(config, side) {
  const other = side === "baseline" ? "candidate" : "baseline";
  const pairs = /* @__PURE__ */ new Map();
  for (const row of config.rows) {
    if (row[`${side}Source`] === "user") pairs.set(row.key, row[side] ?? null);
  }
  for (const r of config.refusals) {
    if (r.kind === "config-missing" && r.missing.includes(side)) {
      pairs.set(r.key, r.missing.includes(other) ? void 0 : r[other]);
    }
  }
  return pairs;
}

// src/check/judgement.ts
function simulatedUsers(...judgements) {
  const recorded = judgements.flatMap((judgement) => valueOf(judgement, "criterion") ?? []);
  return recorded.length > 0 && recorded.every((criterion) => criterion.startsWith("user:"));
}
function fieldWord(field, ...judgements) {
  if (field === "dataset" && judgements.some((j) => j.format === "bigcodebench")) return "suite";
  if (field === "criterion" && simulatedUsers(...judgements)) return "user simulator";
  return JUDGEMENT_WORDS[field];
}
function valueOf(judgement, field) {
  const value = judgement[field];
  return value === void 0 || value === "" ? void 0 : value;
}
function judgementText(judgement) {
  const details = ["criterion", "dataset"].flatMap((field) => {
    const value = valueOf(judgement, field);
    return value === void 0 ? [] : [`${fieldWord(field, judgement)} ${nameText(value)}`];
  });
  const format = nameText(judgement.format);
  return details.length === 0 ? format : `${format} (${details.join(", ")})`;
}
function warning(match, text) {
  return { match, reasons: [], refusals: [], warnings: [text] };
}
function compareJudgements(baseline, candidate, allowMixed, baselineName = "baseline") {
  const base = baseline.judgement;
  const cand = candidate.judgement;
  if (base === void 0 && cand === void 0) return { match: "unrecorded", reasons: [], refusals: [], warnings: [] };
  if (base === void 0 || cand === void 0) {
    const [silent, known, judgement, given] = base === void 0 ? [baselineName, "candidate", cand, baseline.format] : ["candidate", baselineName, base, candidate.format];
    const what = given === "mlflow" ? "an MLflow run's per_problem_c list" : 'a passk-results/v1 file without "judgement"';
    return warning(
      "unknown",
      `the ${silent} does not record how its passes were judged (${what}); the ${known}'s were judged by ${judgementText(judgement)}: make sure both were judged by the same tests`
    );
  }
  const differing = JUDGEMENT_FIELDS.filter((field) => {
    const [a, b] = [valueOf(base, field), valueOf(cand, field)];
    return a !== void 0 && b !== void 0 && a !== b;
  });
  const sides = `the ${baselineName}'s passes were judged by ${judgementText(base)}, the candidate's by ${judgementText(cand)}`;
  if (differing.length > 0) {
    const what = `${listWords(
      differing.map((field) => fieldWord(field, base, cand)),
      "and"
    )} differ${differing.length === 1 ? "s" : ""}`;
    if (allowMixed) {
      return warning(
        "differs",
        // Said also when another reason refuses the comparison: "allowed", not "compared".
        `mixed judgement (${what}): ${sides}; allowed, though the difference mixes the models with the tests`
      );
    }
    return {
      match: "differs",
      reasons: [`passes were judged differently (${what}): ${sides}; a pass means something else on each side`],
      refusals: [{ kind: "judgement-differs", fields: differing, baseline: base, candidate: cand }],
      warnings: []
    };
  }
  const oneSided = JUDGEMENT_FIELDS.filter(
    (field) => valueOf(base, field) === void 0 !== (valueOf(cand, field) === void 0)
  );
  if (oneSided.length > 0) {
    const field = oneSided[0];
    const side = valueOf(base, field) === void 0 ? "candidate" : baselineName;
    return warning(
      "unknown",
      `only the ${side} records its ${fieldWord(field, base, cand)} (${sides}): cannot tell whether both were judged by the same tests`
    );
  }
  return { match: "same", reasons: [], refusals: [], warnings: [] };
}

export {
  logFactorialTable,
  nAtKError,
  logChoose,
  normalisedExp,
  groupedNAtK,
  squaredShare,
  metricEstimator,
  usesSamples,
  metricValues,
  perProblemValues,
  leastMetricChange,
  mean,
  metricLabel,
  ALWAYS_REQUIRED,
  unrecordedSetting,
  compareConfigs,
  configReason,
  filledConfig,
  simulatedUsers,
  judgementText,
  compareJudgements
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  planEval
} from "./chunk-WME4BJAA.js";
import {
  FEWEST_GROUPS,
  checkPerSampleData,
  checkSampleBudget,
  checkUnitsReachLevel,
  clusterDegreesOfFreedom,
  largestKFix,
  require_lib as require_lib2,
  require_lib2 as require_lib3,
  sampleRange,
  singleCheckLevel
} from "./chunk-OETJPMYG.js";
import {
  CLI_NAMING,
  Xoshiro128,
  require_lib26 as require_lib,
  unitMap
} from "./chunk-4VRRUHI7.js";
import {
  metricLabel
} from "./chunk-IYQLLMCI.js";
import {
  ranTrials,
  unitWords
} from "./chunk-O77QD7CX.js";
import {
  InputError,
  checkSettingNames,
  listWords
} from "./chunk-Y3XH2ARF.js";
import {
  __toESM
} from "./chunk-T6J2QFXX.js";

// src/sequential/model.ts
var SEQUENTIAL_PLAN_FORMAT = "passk-gate-sequential-plan/v1";
var SEQUENTIAL_LOOK_FORMAT = "passk-gate-sequential-look/v1";
var SPENDING = "lan-demets-obrien-fleming";
var FUTILITY_POWER = 0.1;

// src/sequential/plan.ts
var import_stats_base_dists_normal_cdf2 = __toESM(require_lib(), 1);
var import_stats_base_dists_t_quantile = __toESM(require_lib2(), 1);
import { createHash } from "node:crypto";

// src/sequential/spending.ts
var import_stats_base_dists_normal_cdf = __toESM(require_lib(), 1);
var import_stats_base_dists_normal_quantile = __toESM(require_lib3(), 1);
function obrienFlemingSpent(fraction, alpha) {
  if (fraction <= 0) return 0;
  if (fraction >= 1) return alpha;
  return 2 * (0, import_stats_base_dists_normal_cdf.default)(-(0, import_stats_base_dists_normal_quantile.default)(1 - alpha / 2, 0, 1) / Math.sqrt(fraction), 0, 1);
}
var POINTS_PER_SD = 64;
var LOWEST_SD = 10;
function simpsonWeight(i, count, step) {
  if (i === 0 || i === count - 1) return step / 3;
  return (i % 2 === 1 ? 4 : 2) * step / 3;
}
function grid(low, high, sd) {
  const intervals = 2 * Math.max(8, Math.ceil((high - low) / sd * (POINTS_PER_SD / 2)));
  return { start: low, step: (high - low) / intervals, count: intervals + 1 };
}
function crossing(previous, bound, sd) {
  const { start, step, values } = previous;
  let total = 0;
  for (let i = 0; i < values.length; i++) {
    total += simpsonWeight(i, values.length, step) * values[i] * (0, import_stats_base_dists_normal_cdf.default)((start + i * step - bound) / sd, 0, 1);
  }
  return total;
}
function solveBound(chance, share) {
  let low = -10;
  let high = 40;
  for (let i = 0; i < 100 && high - low > 1e-10; i++) {
    const mid = (low + high) / 2;
    if (chance(mid) > share) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
function nextDensity(previous, low, high, sd, totalSd) {
  const { start, step, count } = grid(low, high, totalSd);
  const values = new Float64Array(count);
  const norm = 1 / (sd * Math.sqrt(2 * Math.PI));
  for (let j = 0; j < count; j++) {
    const x = start + j * step;
    let total = 0;
    for (let i = 0; i < previous.values.length; i++) {
      const u = (x - (previous.start + i * previous.step)) / sd;
      total += simpsonWeight(i, previous.values.length, previous.step) * previous.values[i] * Math.exp(-0.5 * u * u);
    }
    values[j] = total * norm;
  }
  return { start, step, values };
}
function spendingBoundaries(fractions, alpha) {
  const key = JSON.stringify([fractions, alpha]);
  if (!solved.has(key)) {
    if (solved.size >= SOLVED_KEPT) solved.delete(solved.keys().next().value);
    solved.set(key, solveBoundaries(fractions, alpha));
  }
  return solved.get(key).map((b) => ({ ...b }));
}
var solved = /* @__PURE__ */ new Map();
var SOLVED_KEPT = 64;
function solveBoundaries(fractions, alpha) {
  const boundaries = [];
  let density = null;
  let before = 0;
  let spentBefore = 0;
  for (const fraction of fractions) {
    const spent = obrienFlemingSpent(fraction, alpha);
    const share = spent - spentBefore;
    const totalSd = Math.sqrt(fraction);
    let z;
    if (density === null) {
      z = solveBound((bound) => (0, import_stats_base_dists_normal_cdf.default)(-bound, 0, 1), share);
      const { start, step, count } = grid(-LOWEST_SD * totalSd, z * totalSd, totalSd);
      const values = new Float64Array(count);
      for (let j = 0; j < count; j++) {
        const u = (start + j * step) / totalSd;
        values[j] = Math.exp(-0.5 * u * u) / (totalSd * Math.sqrt(2 * Math.PI));
      }
      density = { start, step, values };
    } else {
      const sd = Math.sqrt(fraction - before);
      const previous = density;
      z = solveBound((bound) => crossing(previous, bound * totalSd, sd), share);
      density = nextDensity(previous, -LOWEST_SD * totalSd, z * totalSd, sd, totalSd);
    }
    boundaries.push({ fraction, spent, z });
    before = fraction;
    spentBefore = spent;
  }
  return boundaries;
}

// src/sequential/plan.ts
var ORDER_STREAM = 1e3;
function oneSidedAlpha(confidence) {
  return Number(((1 - confidence) / 2).toPrecision(10));
}
function seededOrder(items, seed) {
  const order = [...items];
  const random = new Xoshiro128(seed, ORDER_STREAM);
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.nextBelow(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}
function lookSizes(problems, looks) {
  return Array.from({ length: looks }, (_, i) => Math.round(problems * (i + 1) / looks));
}
function tBoundary(z, df) {
  return -(0, import_stats_base_dists_t_quantile.default)((0, import_stats_base_dists_normal_cdf2.default)(-z, 0, 1), df);
}
function lookUnits(size) {
  return size.groups ?? size.problems;
}
function orderPositions(unit, spans, order = "the plan's order") {
  const [from, to] = spans[0];
  if (spans.length === 1 && from === to) return `the ${ordinal(from)} ${unit} of ${order}`;
  const shown = spans.map(([a, b]) => a === b ? `${a}` : `${a}-${b}`);
  return `${unit}s ${listWords(shown, "and")} of ${order}`;
}
function ordinal(position) {
  const tens = Math.floor(position / 10) % 10;
  const suffix = tens === 1 ? "th" : ["th", "st", "nd", "rd"][position % 10] ?? "th";
  return `${position}${suffix}`;
}
function plannedLooks(sizes, total, alpha, samples) {
  const fractions = sizes.map((size) => lookUnits(size) / lookUnits(total));
  return spendingBoundaries(fractions, alpha).map((boundary, i) => {
    const { problems, groups, df } = sizes[i];
    return {
      look: i + 1,
      problems,
      ...groups === void 0 ? {} : { groups },
      ...boundary,
      t: tBoundary(boundary.z, df ?? lookUnits(sizes[i]) - 1),
      completions: problems * samples
    };
  });
}
function lookOrder(problems, looks, seed) {
  const { unitOf, count, clustered } = unitMap(problems.map((p) => p.group));
  if (!clustered) {
    const order = seededOrder(
      problems.map((p) => p.id),
      seed
    );
    return {
      order,
      sizes: lookSizes(problems.length, looks).map((n) => ({ problems: n })),
      total: { problems: order.length }
    };
  }
  const members = Array.from({ length: count }, () => []);
  problems.forEach((p, i) => members[unitOf[i]].push(p.id));
  const groups = seededOrder(members, seed);
  const through = [0];
  for (const group of groups) through.push(through.at(-1) + group.length);
  const sized = (g) => {
    const sizes = Float64Array.from(groups.slice(0, g), (group) => group.length);
    const df = clusterDegreesOfFreedom({
      sizes,
      multiplicities: new Float64Array(g).fill(1),
      count: g,
      problems: through[g]
    });
    return { problems: through[g], groups: g, df };
  };
  return {
    order: groups.flat(),
    sizes: lookSizes(count, looks).map(sized),
    total: { problems: problems.length, groups: count }
  };
}
function problemsDigest(problems) {
  return linesDigest(problems.map((p) => JSON.stringify([p.id, p.n, p.c])));
}
var DIGEST_BLOCK = 1024;
function linesDigest(lines) {
  const hash = createHash("sha256");
  for (let i = 0; i < lines.length; i += DIGEST_BLOCK) {
    hash.update(`${lines.slice(i, i + DIGEST_BLOCK).join("\n")}
`);
  }
  return `sha256:${hash.digest("hex")}`;
}
function planHash(plan, asWritten = false) {
  const content = { ...plan };
  delete content.hash;
  delete content.notes;
  const sorted = (_key, value) => typeof value === "object" && value !== null && !Array.isArray(value) && !asWritten ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) : value;
  return `sha256:${createHash("sha256").update(JSON.stringify(content, sorted)).digest("hex")}`;
}
function designDrop(baseline, options) {
  const { metric, k, submit, margin, confidence } = options;
  const report = planEval(baseline, void 0, { metric, k, submit, margin, confidence, interval: "auto" });
  return report.rows.find((r) => r.baseline_n).drop;
}
function makeSequentialPlan(baseline, options, naming = CLI_NAMING) {
  const { problems } = baseline;
  if (baseline.positional === true) {
    throw new InputError(
      `${baseline.source}: names its problems only by position (an MLflow per_problem_c list), so no candidate's results so far can be the plan's first problems, which its random order picks by id: log the harness's results file, which names each problem (mlflow.log_artifact(path, 'eval')), and give its runs:/<run_id>/eval/<file>; or gate the whole eval with compare`
    );
  }
  const { problem } = unitWords(ranTrials(baseline));
  const label = metricLabel(options.metric, options.k, options.submit);
  const smaller = largestKFix(problems, options.submit, naming.hints);
  checkSampleBudget(problems, options.k, baseline.source, label, ranTrials(baseline), false, smaller);
  checkPerSampleData(problems, options.metric, baseline, naming.hints);
  const recorded = Object.keys(baseline.config);
  const unrecorded = "the baseline does not record it";
  checkSettingNames(options.matchConfig, recorded, naming.name("match-config"), unrecorded);
  checkSettingNames(options.requireConfig, recorded, naming.name("require-config"), unrecorded);
  const { order, sizes, total } = lookOrder(problems, options.looks, options.seed);
  const clustered = total.groups !== void 0;
  checkUnitsReachLevel(lookUnits(total), clustered, singleCheckLevel(options.confidence), {
    source: baseline.source,
    always: ", at any n",
    hints: naming.hints,
    problem
  });
  const fewest = clustered ? FEWEST_GROUPS : 2;
  const splits = (looks) => {
    const units = lookSizes(lookUnits(total), looks);
    return units[0] >= fewest && new Set(units).size === units.length;
  };
  if (!splits(options.looks)) {
    const unit = clustered ? "groups" : `${problem}s`;
    const why = clustered ? " (the fewest whose spread a look can estimate)" : "";
    let most = options.looks - 1;
    while (most > 1 && !splits(most)) most--;
    throw new InputError(
      `${naming.name("looks")} ${options.looks}: ${lookUnits(total)} ${unit} cannot be split into ${options.looks} looks of at least ${fewest} ${unit} each${why}; give at most ${most} ${most === 1 ? "look" : "looks"}`
    );
  }
  const samples = sampleRange(problems)[0];
  const alpha = oneSidedAlpha(options.confidence);
  const plan = {
    format: SEQUENTIAL_PLAN_FORMAT,
    baseline: { source: baseline.source, problems: problems.length, samples, digest: problemsDigest(problems) },
    options: {
      metric: options.metric,
      k: options.k,
      submit: options.submit,
      margin: options.margin,
      confidence: options.confidence,
      fail_on: options.failOn,
      match_config: [...options.matchConfig],
      require_config: [...options.requireConfig],
      seed: options.seed,
      criterion: options.criterion?.trim() || null,
      score_field: options.scoreField?.trim() || null
    },
    alpha,
    spending: SPENDING,
    // Under fail-on inconclusive a pass must be shown (non-inferiority): no look stops for futility.
    futility: options.failOn === "inconclusive" ? null : { conditional_power: FUTILITY_POWER, design_drop: designDrop(baseline, options) },
    order,
    looks: plannedLooks(sizes, total, alpha, samples)
  };
  return { ...plan, hash: planHash(plan) };
}

export {
  SEQUENTIAL_PLAN_FORMAT,
  SEQUENTIAL_LOOK_FORMAT,
  FUTILITY_POWER,
  lookUnits,
  orderPositions,
  plannedLooks,
  problemsDigest,
  linesDigest,
  planHash,
  makeSequentialPlan
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  SEQUENTIAL_LOOK_FORMAT,
  SEQUENTIAL_PLAN_FORMAT,
  makeSequentialPlan,
  planHash,
  plannedLooks,
  problemsDigest
} from "./chunk-CQSGQ6L3.js";
import {
  EXIT_CONTINUE,
  EXIT_FAILED,
  EXIT_PASSED,
  EXIT_REFUSED,
  readSide,
  shownRuns
} from "./chunk-NSAMNTK7.js";
import {
  CLI_NAMING,
  checkPerSampleData,
  checkSampleBudget,
  require_lib,
  sampleRange,
  singleCheckLevel
} from "./chunk-XNXZAWS5.js";
import {
  fewestSignificantUnits
} from "./chunk-6GAESIC3.js";
import {
  compareJudgements
} from "./chunk-GWY3WH4H.js";
import {
  ALWAYS_REQUIRED,
  compareConfigs,
  filledConfig
} from "./chunk-3F4DEH7P.js";
import {
  mean,
  metricLabel,
  metricValues,
  usesSamples
} from "./chunk-STOPAB27.js";
import {
  CLI_HINTS,
  InputError,
  configPairsText,
  readJsonFile
} from "./chunk-6H7HEUSY.js";
import {
  __toESM
} from "./chunk-T6J2QFXX.js";

// src/sequential/look.ts
var import_stats_base_dists_normal_cdf = __toESM(require_lib(), 1);
function ratio(numerator, se) {
  if (se > 0) return numerator / se;
  return numerator > 0 ? Infinity : numerator < 0 ? -Infinity : 0;
}
function lookStatistic(baseline, candidate, margin) {
  const m = baseline.length;
  const differences = Float64Array.from({ length: m }, (_, i) => baseline[i] - candidate[i]);
  const drop = mean(differences);
  let squares = 0;
  for (const d of differences) squares += (d - drop) ** 2;
  const se = Math.sqrt(squares / (m - 1) / m);
  return { drop, se, df: m - 1, t: ratio(drop - margin, se), nonInferiorityT: ratio(margin - drop, se) };
}
function conditionalPower(z, fraction, finalBoundary, drift) {
  const b = z * Math.sqrt(fraction);
  return 1 - (0, import_stats_base_dists_normal_cdf.default)((finalBoundary - b - drift * (1 - fraction)) / Math.sqrt(1 - fraction), 0, 1);
}
var Refusal = class extends Error {
};
function checkedPlan(value, naming) {
  const plan = value;
  if (typeof value !== "object" || value === null || plan.format !== SEQUENTIAL_PLAN_FORMAT) {
    throw new InputError(
      `${naming.name("plan")}: not a sequential plan (expected "format": "${SEQUENTIAL_PLAN_FORMAT}"); write one with passk-gate sequential plan`
    );
  }
  if (typeof plan.hash !== "string" || planHash(plan) !== plan.hash) {
    throw new Refusal(
      "the plan was changed after it was written (its hash does not match): a plan is fixed before the first look; use the plan as written, or write a new one for a new eval"
    );
  }
  const looks = plan.looks;
  const valid = Array.isArray(plan.order) && plan.order.every((id) => typeof id === "string") && Array.isArray(looks) && looks.length > 0 && looks.every((l, i) => Number.isInteger(l?.problems) && l.problems > (i === 0 ? 1 : looks[i - 1].problems)) && looks.at(-1).problems === plan.order.length && typeof plan.options === "object" && plan.options !== null && typeof plan.baseline?.digest === "string";
  if (!valid)
    throw new InputError(
      `${naming.name("plan")}: the plan is malformed (order, looks or options); write a new one with passk-gate sequential plan`
    );
  return plan;
}
function checkedPrevious(value, naming) {
  const previous = value;
  const valid = typeof value === "object" && value !== null && value.format === SEQUENTIAL_LOOK_FORMAT && typeof previous.plan === "string" && typeof previous.decision === "string" && Number.isInteger(previous.look) && Array.isArray(previous.taken) && previous.taken.every((n) => Number.isInteger(n));
  if (!valid)
    throw new InputError(
      `${naming.name("previous")}: not a look's report (expected "format": "${SEQUENTIAL_LOOK_FORMAT}", as ${(naming.hints ?? CLI_HINTS).report("sequential look")})`
    );
  return previous;
}
function evaluatedPrefix(plan, candidate) {
  const position = new Map(plan.order.map((id, i) => [id, i]));
  const count = candidate.problems.length;
  for (const problem of candidate.problems) {
    const at = position.get(problem.id);
    if (at === void 0) {
      throw new Refusal(
        `candidate problem ${JSON.stringify(problem.id)} is not in the plan: evaluate only the plan's problems, in its order`
      );
    }
    if (at >= count) {
      const missing = plan.order.slice(0, count).find((id) => !candidate.problems.some((p) => p.id === id));
      throw new Refusal(
        `candidate problem ${JSON.stringify(problem.id)} is #${at + 1} in the plan's order, past the first ${count}, and #${plan.order.indexOf(missing) + 1} (${JSON.stringify(missing)}) is missing: evaluate the problems in the plan's order`
      );
    }
  }
  return count;
}
function stopped(decision) {
  return decision === "regression" || decision === "pass" || decision === "inconclusive";
}
function fails(decision, failOn) {
  if (failOn === "never") return false;
  return decision === "regression" || decision === "inconclusive";
}
function sequentialDecision(input) {
  try {
    return decide(checkedPlan(input.plan, input.fileNaming ?? CLI_NAMING), input);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return refusedReport(input.plan, error.message);
  }
}
function refusedReport(plan, refusal) {
  const looks = Array.isArray(plan.looks) ? plan.looks.length : 0;
  const options = plan.options ?? {};
  return {
    format: SEQUENTIAL_LOOK_FORMAT,
    plan: typeof plan.hash === "string" ? plan.hash : "",
    decision: "refused",
    reason: null,
    refusal,
    failed: true,
    look: 0,
    looks,
    problems: { evaluated: 0, used: 0, total: Array.isArray(plan.order) ? plan.order.length : 0 },
    taken: [],
    metric: options.metric,
    k: options.k,
    margin: options.margin,
    baseline: { value: null },
    candidate: { value: null },
    statistic: null,
    next: null,
    completions: 0,
    samples: 0,
    spent: 0,
    fixed: 0
  };
}
function withConfigOptions(config, naming) {
  const option = (side) => {
    const pairs = [...filledConfig(config, side)].map(
      ([key, value]) => value === void 0 ? `${key}=VALUE` : configPairsText([[key, value]])
    );
    return `${naming.name(`${side}-config`)} ${pairs.join(",")}`;
  };
  return config.reasons.map((reason, i) => {
    const refusal = config.refusals[i];
    return refusal.kind === "config-missing" ? `${reason} (${refusal.missing.map(option).join(" and ")})` : reason;
  });
}
function decide(plan, input) {
  const { baseline, candidate } = input;
  const { options, looks, order } = plan;
  const total = order.length;
  const samples = plan.baseline.samples;
  if (problemsDigest(baseline.problems) !== plan.baseline.digest) {
    throw new Refusal(
      `${baseline.source} is not the baseline the plan was written from (its problems or pass counts differ): give that baseline, or write a new plan`
    );
  }
  const judgement = compareJudgements(baseline, candidate, false);
  const config = compareConfigs(baseline, candidate, {
    compared: options.match_config,
    required: options.require_config
  });
  const naming = input.naming ?? CLI_NAMING;
  const reasons = [...judgement.reasons, ...withConfigOptions(config, naming)];
  const rerun = judgement.reasons.length > 0 || config.refusals.some((r) => r.kind === "config-differs");
  if (reasons.length > 0) {
    throw new Refusal(`${reasons.join("; ")}${rerun ? ": evaluate the candidate as the baseline was" : ""}`);
  }
  const evaluated = evaluatedPrefix(plan, candidate);
  const files = input.fileNaming ?? CLI_NAMING;
  const previous = input.previous === void 0 ? void 0 : checkedPrevious(input.previous, files);
  const index = looks.filter((l) => l.problems <= evaluated).length - 1;
  const look = index + 1;
  if (previous !== void 0) {
    if (previous.decision === "refused") {
      throw new Refusal(
        `${files.name("previous")} is the report of a refused look, which records no looks: give the report of the last look that was not refused`
      );
    }
    if (previous.plan !== plan.hash)
      throw new Refusal(
        `${files.name("previous")} is a look of another plan: give the report of this plan's previous look`
      );
    if (stopped(previous.decision)) {
      throw new Refusal(
        `the gate already stopped at look ${previous.look} (${previous.decision}): a stopped plan takes no more looks; write a new plan for a new candidate`
      );
    }
    if (look < previous.look) {
      throw new Refusal(
        `look skipped backwards: these results complete look ${look} (${evaluated} problems) but ${files.name("previous")} was look ${previous.look}: give the results that look read, and the problems evaluated since`
      );
    }
  }
  const candidateSamples = sampleRange(candidate.problems)[0];
  const spent = candidate.problems.reduce((sum, p) => sum + p.n, 0);
  const fixed = total * samples;
  const common = {
    format: SEQUENTIAL_LOOK_FORMAT,
    plan: plan.hash,
    refusal: null,
    looks: looks.length,
    metric: options.metric,
    k: options.k,
    margin: options.margin,
    samples: candidateSamples,
    spent,
    fixed
  };
  const nextLook = (after) => {
    const to = looks[after].problems;
    const from = evaluated + 1;
    const problems = Math.max(0, to - evaluated);
    return { next: { look: after + 1, from, to, problems }, completions: problems * candidateSamples };
  };
  if (look === 0) {
    return {
      ...common,
      decision: "continue",
      reason: null,
      failed: false,
      look: 0,
      problems: { evaluated, used: 0, total },
      taken: previous?.taken ?? [],
      baseline: { value: null },
      candidate: { value: null },
      statistic: null,
      ...nextLook(0)
    };
  }
  const used = looks[index].problems;
  const ids = order.slice(0, used);
  const byId = (run) => {
    const map = new Map(run.problems.map((p) => [p.id, p]));
    return ids.map((id) => map.get(id));
  };
  const base = byId(baseline);
  const cand = byId(candidate);
  const label = metricLabel(options.metric, options.k, options.submit);
  checkSampleBudget(cand, options.k, candidate.source, label);
  checkPerSampleData(cand, options.metric, candidate, naming.hints);
  const baseValues = metricValues(base, options.metric, options.submit).at(options.k);
  const candValues = metricValues(cand, options.metric, options.submit).at(options.k);
  const statistic = lookStatistic(baseValues, candValues, options.margin);
  const before = previous === void 0 ? looks.slice(0, index).map((l) => l.problems) : previous.taken.filter((n) => n < used);
  const taken = [...before, used];
  const boundary = plannedLooks(taken, total, plan.alpha, samples).at(-1).t;
  const last = look === looks.length;
  const failOn = options.fail_on;
  const nonInferiority = options.margin > 0 || failOn === "inconclusive";
  const fraction = used / total;
  const finalZ = looks.at(-1).z;
  const futility = failOn === "inconclusive" ? null : plan.futility;
  const power = last || futility === null || statistic.se === 0 ? null : conditionalPower(
    statistic.t,
    fraction,
    finalZ,
    ratio(futility.design_drop - options.margin, statistic.se * Math.sqrt(fraction))
  );
  let changed = 0;
  for (let i = 0; i < baseValues.length; i++) if (baseValues[i] !== candValues[i]) changed++;
  const shown = statistic.t >= boundary && changed >= fewestSignificantUnits(singleCheckLevel(options.confidence).alpha);
  const within = last && statistic.se === 0 && statistic.drop <= options.margin;
  let decision;
  let reason;
  if (shown) [decision, reason] = ["regression", "regression"];
  else if (nonInferiority && (statistic.se > 0 || last) && statistic.nonInferiorityT >= boundary)
    [decision, reason] = ["pass", "non-inferiority"];
  else if (last)
    [decision, reason] = failOn === "inconclusive" && !within ? ["inconclusive", "last-look"] : ["pass", "last-look"];
  else if (power !== null && power < futility.conditional_power) [decision, reason] = ["pass", "futility"];
  else [decision, reason] = ["continue", null];
  const going = decision === "continue" ? nextLook(index + 1) : { next: null, completions: 0 };
  return {
    ...common,
    decision,
    reason,
    failed: fails(decision, failOn),
    look,
    problems: { evaluated, used, total },
    taken,
    baseline: { value: mean(baseValues) },
    candidate: { value: mean(candValues) },
    statistic: {
      drop: statistic.drop,
      se: statistic.se,
      df: statistic.df,
      // No t without variation (0/0 or a drop over 0), as the terminal says.
      t: statistic.se > 0 ? statistic.t : null,
      boundary,
      non_inferiority_t: nonInferiority && statistic.se > 0 ? statistic.nonInferiorityT : null,
      conditional_power: power
    },
    ...going
  };
}

// src/sequential-gate.ts
function lookExitStatus(report) {
  if (report.decision === "refused") return EXIT_REFUSED;
  if (report.decision === "continue") return EXIT_CONTINUE;
  return report.failed ? EXIT_FAILED : EXIT_PASSED;
}
async function runSequentialPlan(baseline, read, options, mlflow, naming) {
  const run = await readSide(baseline, { ...read, samples: usesSamples(options.metric) }, { mlflow });
  const [shown] = shownRuns([run]);
  return { plan: makeSequentialPlan(shown, options, naming), run };
}
function baselineNotes(run, naming = CLI_NAMING, source = run.source) {
  const recorded = run.configSources[ALWAYS_REQUIRED];
  if (recorded === "file" || recorded === "filename") return [];
  const value = run.config[ALWAYS_REQUIRED];
  return [
    `${source} does not record ${ALWAYS_REQUIRED}: give each sequential look ${naming.name("baseline-config")} ${ALWAYS_REQUIRED}=${value === void 0 ? "VALUE" : String(value)}, as a look refuses an unknown ${ALWAYS_REQUIRED}`
  ];
}
async function runSequentialLook(request, mlflow) {
  const json = (value) => typeof value === "string" ? readJsonFile(value) : Promise.resolve(value);
  const plan = await json(request.plan);
  const previous = request.previous === void 0 ? void 0 : await json(request.previous);
  const baseline = await readSide(request.baseline, { ...request.baselineRead, samples: true }, { mlflow });
  const candidate = await readSide(request.candidate, { ...request.candidateRead, samples: true }, { mlflow });
  return {
    report: sequentialDecision({
      plan,
      baseline,
      candidate,
      previous,
      naming: request.naming,
      fileNaming: request.fileNaming
    }),
    reads: [
      { run: baseline, options: request.baselineRead },
      { run: candidate, options: request.candidateRead }
    ]
  };
}

export {
  lookExitStatus,
  runSequentialPlan,
  baselineNotes,
  runSequentialLook
};

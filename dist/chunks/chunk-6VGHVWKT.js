import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  SEQUENTIAL_LOOK_FORMAT,
  SEQUENTIAL_PLAN_FORMAT,
  linesDigest,
  lookUnits,
  makeSequentialPlan,
  orderPositions,
  planHash,
  plannedLooks,
  problemsDigest
} from "./chunk-7XIQG6MD.js";
import {
  EXIT_CONTINUE,
  EXIT_FAILED,
  EXIT_PASSED,
  EXIT_REFUSED,
  readSide,
  shownRuns
} from "./chunk-2QDV6MVB.js";
import {
  mixedSamples
} from "./chunk-NUNIREQY.js";
import {
  checkPerSampleData,
  checkSampleBudget,
  clusterDegreesOfFreedom,
  pairedStandardError,
  sampleRange,
  sideWarnings,
  singleCheckLevel,
  standardErrorDegreesOfFreedom
} from "./chunk-OETJPMYG.js";
import {
  CLI_NAMING,
  TIE_TOLERANCE,
  fewestSignificantUnits,
  require_lib26 as require_lib,
  resamplingUnits
} from "./chunk-4VRRUHI7.js";
import {
  ALWAYS_REQUIRED,
  compareConfigs,
  compareJudgements,
  filledConfig,
  mean,
  metricLabel,
  metricValues,
  unrecordedSetting,
  usesSamples
} from "./chunk-IYQLLMCI.js";
import {
  bothRanTrials,
  ranTrials,
  unitWords
} from "./chunk-O77QD7CX.js";
import {
  InputError,
  SHARED_HINTS,
  configPairsText,
  configValuesEqual,
  counted,
  idName,
  listIds,
  listWords,
  nameText,
  otherNameNotes,
  readJsonFile,
  settingName,
  shown
} from "./chunk-Y3XH2ARF.js";
import {
  __toESM
} from "./chunk-T6J2QFXX.js";

// src/sequential/look.ts
var import_stats_base_dists_normal_cdf = __toESM(require_lib(), 1);
function ratio(numerator, se) {
  if (se > 0) return numerator / se;
  return numerator > 0 ? Infinity : numerator < 0 ? -Infinity : 0;
}
function lookStatistic(baseline, candidate, margin, groups) {
  const m = baseline.length;
  const differences = Float64Array.from({ length: m }, (_, i) => baseline[i] - candidate[i]);
  const drop = mean(differences);
  let se;
  let df = m - 1;
  let changed = 0;
  if (groups === void 0) {
    let squares = 0;
    for (const d of differences) {
      squares += (d - drop) ** 2;
      if (d !== 0) changed++;
    }
    se = Math.sqrt(squares / (m - 1) / m);
  } else {
    const units = resamplingUnits(differences, groups);
    se = pairedStandardError(units, drop);
    df = Math.min(clusterDegreesOfFreedom(units), standardErrorDegreesOfFreedom(units, drop));
    units.sums.forEach((sum, j) => {
      if (Math.abs(sum) > TIE_TOLERANCE) changed += units.multiplicities[j];
    });
  }
  if (se < TIE_TOLERANCE) se = 0;
  return { drop, se, df, changed, t: ratio(drop - margin, se), nonInferiorityT: ratio(margin - drop, se) };
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
      `${naming.name("plan")}: not a sequential plan (expected "format": "${SEQUENTIAL_PLAN_FORMAT}"); write one with ` + ((naming.hints ?? SHARED_HINTS).commands ? "passk-gate sequential plan" : "sequentialPlan")
    );
  }
  if (typeof plan.hash !== "string" || planHash(plan) !== plan.hash && planHash(plan, true) !== plan.hash) {
    throw new Refusal(
      "the plan was changed after it was written (its hash does not match): a plan is fixed before the first look; use the plan as written, or write a new one for a new eval"
    );
  }
  const looks = plan.looks;
  const valid = Array.isArray(plan.order) && plan.order.every((id) => typeof id === "string") && Array.isArray(looks) && looks.length > 0 && looks.every((l, i) => Number.isInteger(l?.problems) && l.problems > (i === 0 ? 1 : looks[i - 1].problems)) && looks.at(-1).problems === plan.order.length && (looks.every((l) => l.groups === void 0) || looks.every((l, i) => Number.isInteger(l.groups) && l.groups > (i === 0 ? 1 : looks[i - 1].groups))) && typeof plan.options === "object" && plan.options !== null && typeof plan.baseline?.digest === "string";
  if (!valid)
    throw new InputError(
      `${naming.name("plan")}: the plan is malformed (order, looks or options); write a new one with passk-gate sequential plan`
    );
  return plan;
}
function checkedPrevious(value, naming) {
  const previous = value;
  const look = typeof value === "object" && value !== null && value.format === SEQUENTIAL_LOOK_FORMAT && typeof previous.plan === "string" && typeof previous.decision === "string" && Number.isInteger(previous.look) && Array.isArray(previous.taken) && previous.taken.every((n) => Number.isInteger(n));
  if (!look)
    throw new InputError(
      `${naming.name("previous")}: not a look's report (expected "format": "${SEQUENTIAL_LOOK_FORMAT}", as ${(naming.hints ?? SHARED_HINTS).report("sequential look")})`
    );
  if (previous.decision === "refused" || stopped(previous.decision) && previous.digests === void 0)
    return previous;
  if (previous.digests === void 0 && previous.config === void 0)
    throw new InputError(
      `${naming.name("previous")}: written by an earlier passk-gate, which kept neither the results nor the config its looks decided on: take this look without ${naming.name("previous")} (the looks are then the plan's), or finish the plan with the version that began it`
    );
  const { taken } = previous;
  const valid = taken.length > 0 === previous.look > 0 && taken.length <= previous.look && taken.every((n, i) => n > (i === 0 ? 0 : taken[i - 1])) && Array.isArray(previous.digests) && previous.digests.length === taken.length && previous.digests.every((d) => typeof d === "string") && Array.isArray(previous.config) && previous.config.every((row) => typeof row?.key === "string");
  if (!valid)
    throw new InputError(
      `${naming.name("previous")}: not a look's report as ${(naming.hints ?? SHARED_HINTS).report("sequential look")}: its looks taken, digests or config are malformed`
    );
  return previous;
}
function evaluatedPrefix(plan, candidate, { problem: unit }) {
  if (candidate.positional === true) {
    throw new Refusal(
      `${candidate.source} names its ${unit}s only by position (an MLflow per_problem_c list), not as the plan's order does, by id: log the harness's results file, which names each problem, and give its runs:/<run_id>/<path>`
    );
  }
  const position = new Map(plan.order.map((id, i) => [id, i]));
  const count = candidate.problems.length;
  for (const problem of candidate.problems) {
    const at = position.get(problem.id);
    if (at === void 0) {
      throw new Refusal(
        `candidate ${unit} ${JSON.stringify(problem.id)} is not in the plan: evaluate only the plan's ${unit}s, in its order`
      );
    }
    if (at >= count) {
      const missing = plan.order.slice(0, count).find((id) => !candidate.problems.some((p) => p.id === id));
      throw new Refusal(
        `candidate ${unit} ${JSON.stringify(problem.id)} is #${at + 1} in the plan's order, past the first ${count}, and #${plan.order.indexOf(missing) + 1} (${JSON.stringify(missing)}) is missing: a look is taken once its ${unit}s' evals have finished; if it is still being evaluated, look again when it is done, else evaluate the ${unit}s in the plan's order`
      );
    }
  }
  return count;
}
function foreignCandidate(plan, baseline, candidate) {
  const planned = new Set(plan.order);
  if (candidate.positional === true || candidate.problems.some((p) => planned.has(p.id))) return;
  const ids = (list) => listIds(list.map(nameText), SHORT_SHOWN);
  const [ours, theirs] = [baseline, candidate].map((run) => unitWords(ranTrials(run)).problem);
  throw new Refusal(
    `the candidate's ${theirs}s are not the plan's: none of its ${counted(candidate.problems.length, theirs)} (${ids(candidate.problems.map((p) => p.id))}) is among the plan's ${plan.order.length} ${ours}s (${ids(plan.order)}): check that the candidate's file comes from the suite of the plan's baseline (${plan.baseline.source}), and evaluate the plan's ${ours}s in its order`
  );
}
function stateOf(previous, plan, files, look) {
  if (previous.decision === "refused") {
    throw new Refusal(
      `${files.name("previous")} is the report of a refused look, which records no looks: give the report of the last look that was not refused`
    );
  }
  if (previous.plan !== plan.hash)
    throw new Refusal(
      `${files.name("previous")} is a look of another plan: give the report of this plan's previous look`
    );
  if (stopped(previous.decision) && (look !== previous.look || previous.digests === void 0)) {
    throw new Refusal(
      `the gate already stopped at look ${previous.look} (${previous.decision}): a stopped plan takes no more looks; write a new plan for a new candidate`
    );
  }
}
var SHORT_SHOWN = 3;
function checkShort(held, have, samples, total, { problem, sample }) {
  const short = held.filter((id) => have.get(id) < samples);
  if (short.length === 0) return;
  const first = held.indexOf(short[0]);
  const trailing = short.length === held.length - first;
  if (trailing && held.length < total) return;
  const last = held.length - [...held].reverse().findIndex((id) => have.get(id) >= samples);
  const named = (held.length < total ? held.slice(0, last) : held).filter((id) => have.get(id) < samples);
  const texts = named.slice(0, SHORT_SHOWN).map((id) => `${idName(id, problem)} has ${have.get(id)}`);
  const list = named.length > SHORT_SHOWN ? `${texts.join(", ")} and ${named.length - SHORT_SHOWN} more` : listWords(texts, "and");
  const one = named.length === 1 ? `${texts[0]} of the plan's ${samples} ${sample}s` : void 0;
  const its = named.length === 1 ? "its" : "their";
  if (!trailing) {
    throw new Refusal(
      `${one ?? `${named.length} ${problem}s have fewer than the plan's ${samples} ${sample}s (${list})`} while later ${problem}s are complete: a look is taken once its ${problem}s' evals have finished; if ${its} ${sample}s are still being evaluated, look again when they are done, else evaluate ${its} missing ${sample}s`
    );
  }
  const holds = `the candidate holds all ${total} of the plan's ${problem}s`;
  if (short.length * 2 > total) {
    const [least, most] = sampleRange(short.map((id) => ({ n: have.get(id) })));
    const range = least === most ? `n = ${least}` : `n = ${least} to ${most}`;
    throw new Refusal(
      `${holds}, ${short.length} with fewer than its ${samples} ${sample}s (${range}): evaluate their missing ${sample}s, or write a plan from a baseline at n = ${least}`
    );
  }
  throw new Refusal(
    `${holds}, but ${one ?? `${short.length} have fewer than its ${samples} ${sample}s (${list})`}: evaluate ${its} missing ${sample}s`
  );
}
function stopped(decision) {
  return decision === "regression" || decision === "pass" || decision === "inconclusive";
}
function sequentialDecision(input) {
  const warnings = sideWarnings(input.baseline, input.candidate);
  try {
    return { ...decide(checkedPlan(input.plan, input.fileNaming ?? CLI_NAMING), input, warnings), warnings };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { ...refusedReport(input.plan, error.message), warnings };
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
    problems: { evaluated: 0, in_progress: 0, used: 0, total: Array.isArray(plan.order) ? plan.order.length : 0 },
    taken: [],
    digests: [],
    config: [],
    metric: options.metric,
    k: options.k,
    submit: options.submit,
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
      ([key, value2]) => value2 === void 0 ? `${key}=VALUE` : configPairsText([[key, value2]])
    );
    const [name, value] = [`${side}-config`, pairs.join(",")];
    return naming.hints === void 0 ? `${naming.name(name)} ${value}` : naming.hints.set(name, value);
  };
  const firstFor = (side) => config.refusals.map((r) => r.kind === "config-missing" && r.missing.includes(side)).indexOf(true);
  return config.reasons.map((reason, i) => {
    const refusal = config.refusals[i];
    const sides = refusal.kind === "config-missing" ? refusal.missing.filter((side) => firstFor(side) === i) : [];
    return sides.length > 0 ? `${reason} (${sides.map(option).join(" and ")})` : reason;
  });
}
function comparedConfig(rows) {
  return rows.filter((row) => row.checked).map(({ key, baseline, candidate }) => ({
    key,
    ...baseline === void 0 ? {} : { baseline },
    ...candidate === void 0 ? {} : { candidate }
  }));
}
function configChanges(before, now) {
  const changes = [];
  const added = [];
  const keys = [...new Set([...before, ...now].map((row) => row.key))];
  for (const side of ["baseline", "candidate"]) {
    for (const key of keys) {
      const [was, is] = [before, now].map((rows) => rows.find((row) => row.key === key)?.[side]);
      if (is === void 0) {
        if (was !== void 0) changes.push(`${side} ${key} ${shown(was)}, now not recorded`);
      } else if (was === void 0) added.push(`${side} ${key} ${shown(is)}`);
      else if (!configValuesEqual(was, is)) changes.push(`${side} ${key} ${shown(was)}, now ${shown(is)}`);
    }
  }
  return { changes, added };
}
function ignoredGroupsNote(run, source) {
  const groups = new Set(run.problems.flatMap((p) => p.group === void 0 ? [] : [p.group])).size;
  if (groups === 0) return void 0;
  return `${source} puts its problems in ${counted(groups, "group")}, which the plan does not use: its looks treat every problem as independent, so where a group's problems pass or fail together the false-block rate is above its alpha; write a new plan from a baseline with the group field, whose looks take whole groups`;
}
function planGroups(plan, baseline, candidate) {
  if (plan.looks[0].groups === void 0) return void 0;
  const groupOf = new Map(baseline.problems.map((p) => [p.id, p.group]));
  const keys = plan.order.map((id) => groupOf.get(id) ?? `\0${id}`);
  for (const look of plan.looks) {
    const taken = new Set(keys.slice(0, look.problems));
    if (taken.size !== look.groups || keys.slice(look.problems).some((key) => taken.has(key))) {
      throw new Refusal(
        `${baseline.source} does not group its problems as the baseline the plan was written from did (the plan's looks take whole groups): give that baseline with its group field, or write a new plan`
      );
    }
  }
  for (const problem of candidate.problems) {
    const group = groupOf.get(problem.id);
    if (problem.group !== void 0 && group !== void 0 && problem.group !== group) {
      throw new Refusal(
        `problem ${JSON.stringify(problem.id)} is in group ${JSON.stringify(group)} in ${baseline.source} but in group ${JSON.stringify(problem.group)} in ${candidate.source}: the plan's looks take the baseline's groups; give the candidate's problems the same groups, or none`
      );
    }
  }
  return groupOf;
}
function decide(plan, input, warnings) {
  const { baseline, candidate } = input;
  const { options, looks, order } = plan;
  const total = order.length;
  const samples = plan.baseline.samples;
  const files = input.fileNaming ?? CLI_NAMING;
  const previous = input.previous === void 0 ? void 0 : checkedPrevious(input.previous, files);
  const words = unitWords(bothRanTrials(baseline, candidate));
  const { problem } = words;
  if (problemsDigest(baseline.problems) !== plan.baseline.digest) {
    const planned = plan.baseline.source;
    const which = planned === baseline.source ? `${planned} as it was when the plan was written` : planned;
    throw new Refusal(
      `${baseline.source} is not the baseline the plan was written from (its ${problem}s, their pass counts or their order differ): give that baseline (${which}), its files in the order the plan read them, or write a new plan`
    );
  }
  foreignCandidate(plan, baseline, candidate);
  const groupOf = planGroups(plan, baseline, candidate);
  if (groupOf === void 0) {
    const ignored = ignoredGroupsNote(candidate, "the candidate") ?? ignoredGroupsNote(baseline, "the baseline");
    if (ignored !== void 0) warnings.push(ignored);
  }
  const judgement = compareJudgements(baseline, candidate, false);
  warnings.unshift(...judgement.warnings);
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
  const held = evaluatedPrefix(plan, candidate, words);
  const have = new Map(candidate.problems.map((p) => [p.id, p.n]));
  let evaluated = 0;
  while (evaluated < held && have.get(order[evaluated]) >= samples) evaluated++;
  const recordedConfig = comparedConfig(config.rows);
  const index = looks.filter((l) => l.problems <= evaluated).length - 1;
  const look = index + 1;
  if (previous !== void 0) stateOf(previous, plan, files, look);
  checkShort(order.slice(0, held), have, samples, total, words);
  if (new Set(candidate.problems.filter((p) => p.n >= samples).map((p) => p.n)).size <= 1) {
    const expected = warnings.findIndex((w) => w.startsWith(`candidate: ${mixedSamples(candidate)} `));
    if (expected >= 0) warnings.splice(expected, 1);
  }
  if (previous !== void 0) {
    if (look < previous.look) {
      const completes = look === 0 ? `no look yet (${evaluated} ${problem}s; the first look needs ${looks[0].problems})` : `look ${look} (${evaluated} ${problem}s)`;
      throw new Refusal(
        `look skipped backwards: these results complete ${completes} but ${files.name("previous")} was look ${previous.look}: give the results that look read, and the ${problem}s evaluated since`
      );
    }
    const { changes, added } = configChanges(previous.config, recordedConfig);
    if (changes.length > 0) {
      throw new Refusal(
        `the decoding config changed since ${files.name("previous")}'s look (${changes.join("; ")}): every look of a plan evaluates both runs as the first did; give the settings the earlier looks read`
      );
    }
    if (added.length > 0) {
      warnings.push(
        `first recorded at this look, not at ${files.name("previous")}'s: ${added.join("; ")} (whether the earlier looks' runs were sampled so is not known)`
      );
    }
  }
  const candidateSamples = evaluated === 0 ? samples : sampleRange(candidate.problems.filter((p) => have.get(p.id) >= samples))[0];
  const common = {
    format: SEQUENTIAL_LOOK_FORMAT,
    plan: plan.hash,
    refusal: null,
    looks: looks.length,
    metric: options.metric,
    k: options.k,
    submit: options.submit,
    margin: options.margin,
    samples: candidateSamples,
    spent: candidate.problems.reduce((sum, p) => sum + p.n, 0),
    fixed: total * samples,
    config: recordedConfig
  };
  const nextLook = (after) => {
    const to = looks[after].problems;
    let completions = 0;
    for (const id of order.slice(evaluated, to)) completions += Math.max(0, candidateSamples - (have.get(id) ?? 0));
    return { next: { look: after + 1, from: evaluated + 1, to, problems: to - evaluated }, completions };
  };
  const problemsUsed = (used2, groups2) => ({
    evaluated,
    in_progress: held - evaluated,
    used: used2,
    total,
    // The last look's groups are the plan's: it evaluates every problem.
    ...groupOf === void 0 ? {} : { groups: { used: groups2, total: looks.at(-1).groups } }
  });
  if (look === 0) {
    return {
      ...common,
      decision: "continue",
      reason: null,
      failed: false,
      look: 0,
      problems: problemsUsed(0, 0),
      taken: previous?.taken ?? [],
      digests: previous?.digests ?? [],
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
  checkSampleBudget(cand, options.k, candidate.source, label, ranTrials(candidate));
  checkPerSampleData(cand, options.metric, candidate, naming.hints);
  const baseValues = metricValues(base, options.metric, options.submit).at(options.k);
  const candValues = metricValues(cand, options.metric, options.submit).at(options.k);
  const groups = groupOf === void 0 ? void 0 : ids.map((id) => groupOf.get(id));
  const statistic = lookStatistic(baseValues, candValues, options.margin, groups);
  const before = previous === void 0 ? looks.slice(0, index).map((l) => l.problems) : previous.taken.filter((n) => n < used);
  const taken = [...before, used];
  const lines = base.map(
    (b, i) => JSON.stringify([b.id, b.n, b.c, cand[i].n, cand[i].c, baseValues[i], candValues[i]])
  );
  const digests = taken.map((to, i) => linesDigest(lines.slice(i === 0 ? 0 : taken[i - 1], to)));
  const altered = (previous?.digests ?? []).flatMap(
    (digest, i) => digest === digests[i] ? [] : [[i === 0 ? 1 : taken[i - 1] + 1, taken[i]]]
  );
  if (altered.length > 0) {
    throw new Refusal(
      `the candidate's results on ${orderPositions(problem, altered)} differ from those ${files.name("previous")}'s looks decided on: each look is decided once, on the results it read; give those results, and the ${problem}s evaluated since`
    );
  }
  const sizeOf = (problems) => looks.find((l) => l.problems === problems) ?? { problems };
  const totalSize = sizeOf(total);
  const sizes = [...taken.slice(0, -1).map(sizeOf), { ...sizeOf(used), df: statistic.df }];
  const { t: boundary, z } = plannedLooks(sizes, totalSize, plan.alpha, samples).at(-1);
  const last = look === looks.length;
  const failOn = options.fail_on;
  const nonInferiority = options.margin > 0 || failOn === "inconclusive";
  const fraction = lookUnits(looks[index]) / lookUnits(totalSize);
  const futility = failOn === "inconclusive" ? null : plan.futility;
  const power = last || futility === null || statistic.se === 0 ? null : conditionalPower(
    statistic.t,
    fraction,
    looks.at(-1).z,
    ratio(futility.design_drop - options.margin, statistic.se * Math.sqrt(fraction))
  );
  const signLevel = statistic.se > 0 ? singleCheckLevel(options.confidence).alpha : 2 * (0, import_stats_base_dists_normal_cdf.default)(-z, 0, 1);
  const shown2 = statistic.t >= boundary && statistic.changed >= fewestSignificantUnits(signLevel);
  const within = last && statistic.se === 0 && statistic.drop <= options.margin;
  let decision;
  let reason;
  if (shown2) [decision, reason] = ["regression", "regression"];
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
    failed: failOn !== "never" && (decision === "regression" || decision === "inconclusive"),
    look,
    problems: problemsUsed(used, looks[index].groups),
    taken,
    digests,
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
async function runSequentialPlan(baseline, read, options, mlflow, naming = CLI_NAMING) {
  const run = shownRuns([await readSide(baseline, { ...read, samples: usesSamples(options.metric) }, { mlflow })])[0];
  const plan = makeSequentialPlan(run, { ...options, criterion: read.criterion, scoreField: read.scoreField }, naming);
  const notes = [
    ...otherNameNotes(options.matchConfig, naming.name("match-config")),
    ...otherNameNotes(options.requireConfig, naming.name("require-config"))
  ];
  return { plan, run, notes };
}
function baselineNotes(run, plan, naming, source = run.source) {
  const [least, most] = sampleRange(run.problems);
  const sized = least === most ? [] : [
    `${source}'s problems have ${least} to ${most} samples: the plan is sized for its fewest, n = ${least}, and a look takes a problem once it has ${least}; to plan for n = ${most}, write the plan from a baseline with ${most} samples on every problem`
  ];
  const unrecorded = [...new Set([ALWAYS_REQUIRED, ...plan.options.require_config].map(settingName))].flatMap((key) => {
    const given = unrecordedSetting(run, key);
    if (given === void 0) return [];
    const why = key === ALWAYS_REQUIRED ? `an unknown ${key}` : `a ${key} no run records (${naming.name("require-config")})`;
    return [
      `${source} does not record ${key}: give each sequential look ${(naming.hints ?? SHARED_HINTS).set("baseline-config", given)}, as a look refuses ${why}`
    ];
  });
  return [...sized, ...unrecorded];
}
var PLANNED_READS = [
  ["criterion", "criterion", "criterion"],
  ["score_field", "scoreField", "score-field"]
];
function planRead(plan, read, naming = CLI_NAMING) {
  const recorded = plan?.options ?? {};
  const planned = { ...read };
  for (const [key, option, optionName] of PLANNED_READS) {
    const value = recorded[key];
    if (value !== null && typeof value !== "string") continue;
    const name = naming.name(optionName);
    const given = read[option]?.trim() || null;
    if (given !== null && given !== value) {
      const written = value === null ? `without ${name}` : `with ${name} ${value}`;
      throw new InputError(
        `${name} ${given}: the plan was written ${written}, which its looks read: leave ${name} out`
      );
    }
    planned[option] = value ?? void 0;
  }
  return planned;
}
async function runSequentialLook(request, mlflow) {
  const json = (value, kind) => typeof value === "string" ? readJsonFile(value, kind) : Promise.resolve(value);
  const plan = await json(request.plan, "plan");
  const previous = request.previous === void 0 ? void 0 : await json(request.previous, "look's report");
  const baselineRead = planRead(plan, request.baselineRead, request.naming);
  const candidateRead = planRead(plan, request.candidateRead, request.naming);
  const [baseline, candidate] = shownRuns([
    await readSide(request.baseline, { ...baselineRead, samples: true }, { mlflow }),
    await readSide(request.candidate, { ...candidateRead, samples: true }, { mlflow })
  ]);
  request.onRead?.(baseline, baselineRead);
  request.onRead?.(candidate, candidateRead);
  return {
    report: sequentialDecision({ ...request, plan, baseline, candidate, previous }),
    // What its reports call the units: an agent's tasks and trials when both runs are an agent's, as compare's.
    words: unitWords(bothRanTrials(baseline, candidate))
  };
}

export {
  lookExitStatus,
  runSequentialPlan,
  baselineNotes,
  runSequentialLook
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  atK,
  configValueText,
  estimatorText,
  grouped,
  inconclusiveReason,
  intervalMethodName,
  judgementText,
  levelText,
  metricAtK,
  oracleSentence,
  pValueText,
  percent,
  powerSentence,
  riseUnconfirmed,
  samplesText,
  signedPoints,
  sizeInPoints,
  unconfirmedRiseReason,
  wouldCatch
} from "./chunk-5XXYALLB.js";
import {
  points
} from "./chunk-BUQU7H55.js";
import {
  codeSpan,
  htmlCode,
  inertText,
  markdownText,
  terminalText
} from "./chunk-YRBEEL6S.js";
import {
  configPairsText
} from "./chunk-N7UDE5ZM.js";
import {
  configValuesEqual
} from "./chunk-WDXGHDEY.js";

// src/render/decision.ts
var PLAIN_TEXT = { value: (text) => terminalText(text, 60) };
function decisionOf(report) {
  if (report.failed) return "blocks";
  return report.fail_on === "never" ? "informational" : "can-merge";
}
var DECISION_WORDS = {
  blocks: "Blocks merge",
  "can-merge": "Can merge",
  informational: "Informational: this gate does not block"
};
var VERDICT_WORDS = {
  regression: "regression",
  improvement: "improvement",
  "no-regression": "no regression",
  inconclusive: "inconclusive",
  refused: "not compared"
};
function limitText(margin) {
  return margin === 0 ? "0.0" : `-${points(margin)}`;
}
function intervalText(ci) {
  return `${signedPoints(ci[0])} to ${signedPoints(ci[1])}`;
}
function checkColumns(report) {
  const many = report.checks.length > 1;
  const confidence = many ? report.multiplicity.confidence : report.checks[0].delta.confidence;
  const together = many && report.multiplicity.method !== "none" ? " (all checks together)" : "";
  const interval = `${levelText(confidence)} interval${together}`;
  return ["check", "baseline", "candidate", "change (points)", interval, "limit", "status"];
}
function statusWords(report) {
  return `${VERDICT_WORDS[report.verdict]}${riseUnconfirmed(report) ? ": rise not confirmed" : ""}`;
}
function refusedStatus(report, style) {
  const where = fixSteps(report, style).length > 0 ? "fix below" : "details below";
  return `${VERDICT_WORDS.refused}: ${refusalGist(report, style)}; ${where}`;
}
function checkNumbers(report, delta = report.delta) {
  return [
    percent(report.baseline.value),
    percent(report.candidate.value),
    signedPoints(delta.value),
    intervalText(delta.ci),
    limitText(delta.margin)
  ];
}
function movedBy(value) {
  const size = points(Math.abs(value));
  if (/^0\.?0*$/.test(size)) return "did not move";
  return `${value < 0 ? "fell" : "rose"} ${size} points`;
}
function verdictGist(report, style, subject = metricAtK(report)) {
  if (report.delta === null) return `${VERDICT_WORDS.refused}, ${refusalGist(report, style)}`;
  const metric = metricAtK(report);
  const { value, margin } = report.delta;
  switch (report.verdict) {
    case "regression":
      return `${subject} ${movedBy(value)}${margin > 0 ? `, more than the ${points(margin)}-point limit` : ""}`;
    case "improvement":
      return `${subject} ${movedBy(value)}`;
    case "no-regression":
      return margin > 0 ? `no drop in ${metric} beyond the ${points(margin)}-point limit (${signedPoints(value)} points)` : `no drop in ${metric} (${signedPoints(value)} points)`;
    default:
      return `${subject} ${movedBy(value)} (${levelText(report.delta.confidence)} interval ${intervalText(report.delta.ci)})`;
  }
}
var UNDECIDED = "not enough evidence";
function checkDecisionLine(report, style) {
  const decision = decisionOf(report);
  const words = DECISION_WORDS[decision];
  if (decision === "informational" && report.verdict === "regression") {
    return `${words}. It would have blocked: ${verdictGist(report, style)}`;
  }
  if (report.verdict === "inconclusive") {
    const undecided = decision === "informational" ? ". Not enough evidence" : `, ${UNDECIDED}`;
    return `${words}${undecided}: ${verdictGist(report, style)}`;
  }
  return `${words}: ${verdictGist(report, style)}`;
}
function evidenceText(report) {
  if (report.delta === null) return null;
  const [baseline, candidate, , interval, limit] = checkNumbers(report);
  return `${baseline} -> ${candidate}, ${levelText(report.delta.confidence)} interval ${interval}, limit ${limit}`;
}
function sentence(text) {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
function inconclusiveRule(report) {
  if (report.verdict !== "inconclusive" || report.delta === null) return null;
  const metric = metricAtK(report);
  const { margin } = report.delta;
  const worse = margin > 0 ? `${metric} is at most ${points(margin)} points worse` : `${metric} is not worse`;
  return failOnRule(report.fail_on, `the suite must show ${worse}, and it does not`);
}
function failOnRule(failOn, unshown) {
  if (failOn === "inconclusive") return `With fail-on inconclusive ${unshown}.`;
  if (failOn === "regression") return "With fail-on regression only a drop the suite can show blocks the merge.";
  return null;
}
function inconclusiveNote(report) {
  const reason = inconclusiveReason(report);
  if (reason === null) return null;
  return [confirmText(report), sentence(reason), inconclusiveRule(report)].filter((part) => part !== null).join(" ");
}
function confirmText(report) {
  const confirm = report.delta?.power.confirm;
  if (confirm == null) return null;
  const samples = samplesText(report.problems.samples);
  const problems = confirm.problems === null ? null : `${grouped(confirm.problems)} problems at ${samples}`;
  const more = confirm.samples != null ? `n = ${confirm.samples} on these ${grouped(report.problems.compared)} problems` : null;
  const either = [problems, more].filter((size) => size !== null);
  const drop = confirm.drop;
  if (either.length === 0) return `No suite of any size at ${samples} would catch a ${sizeInPoints(drop)}-point drop.`;
  const also = confirm.samples === void 0 && !greedy(report) ? "; more samples per problem help too" : "";
  const suites = `${either.join(", or ")}${either.length > 1 ? "," : ""}`;
  const caught = wouldCatch(suites, drop, report.delta.power.probability);
  return `To decide it: ${caught}${also} (passk-gate plan sizes the suite).`;
}
function greedy(report) {
  const row2 = report.config.rows.find((r) => r.key === "temperature");
  const zero = (value) => value !== void 0 && configValuesEqual(value, 0);
  return row2 !== void 0 && zero(row2.baseline) && zero(row2.candidate);
}
function moreDataText(report) {
  const { margin, ci } = report.delta;
  const more = greedy(report) ? "More problems" : "More problems, or more samples per problem,";
  if (margin > 0) return `${more} would make the suite decisive.`;
  if (ci[1] >= 0) return null;
  return `${more} would confirm a drop that is real; but without a margin a candidate that did not change stays inconclusive however many problems are run: set margin to the largest drop you accept.`;
}
function powerNote(report) {
  if (report.verdict !== "no-regression" && report.verdict !== "inconclusive") return null;
  const power = powerSentence(report);
  if (power === null) return null;
  const more = report.verdict === "inconclusive" && report.delta.power.confirm === null ? moreDataText(report) : null;
  return more === null ? power : `${power} ${more}`;
}
function listWords(items, last = "or") {
  return items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;
}
var allOf = (items) => listWords(items, "and");
function configRefusals(report, kind) {
  return report.refusals.filter((r) => r.kind === kind);
}
function refusalGist(report, style) {
  const first = report.refusals[0];
  if (first === void 0) return report.reasons[0] ?? "the comparison is not valid";
  const value = (v) => style.value(configValueText(v));
  switch (first.kind) {
    case "config-differs": {
      const differs = configRefusals(report, "config-differs");
      if (differs.length > 1) return `${allOf(differs.map((r) => style.value(r.key)))} differ`;
      return `${style.value(first.key)} differs (baseline ${value(first.baseline)}, candidate ${value(first.candidate)})`;
    }
    case "config-missing": {
      const missing = configRefusals(report, "config-missing");
      const keys = listWords(missing.map((r) => style.value(r.key)));
      const sides = new Set(missing.map((r) => r.missing.join(" ")));
      if (sides.size > 1) return `the decoding config is incomplete (${keys})`;
      return first.missing.length === 2 ? `neither run records ${keys}` : `the ${first.missing[0]} does not record ${keys}`;
    }
    case "problems-differ": {
      const parts = [];
      if (first.only_baseline > 0) parts.push(`${first.only_baseline} only in the baseline`);
      if (first.only_candidate > 0) parts.push(`${first.only_candidate} only in the candidate`);
      return `the problem sets differ (${parts.join(", ")})`;
    }
    case "no-common-problems":
      return "the runs share no problem";
    case "judgement-differs": {
      const fields = allOf(first.fields.map((field) => JUDGEMENT_WORDS[field]));
      return `the runs were judged differently (${fields} ${first.fields.length === 1 ? "differs" : "differ"})`;
    }
    case "positions-unpairable":
      return first.ids === null ? `problems are paired by position but the lists differ in length (${first.baseline} and ${first.candidate})` : `the ${first.ids === "baseline" ? "candidate" : "baseline"} names problems only by position, the ${first.ids} by id`;
  }
}
var JUDGEMENT_WORDS = {
  format: "harness",
  criterion: "pass criterion",
  dataset: "suite or dataset version"
};
function refusalWhy(report) {
  const kinds = new Set(report.refusals.map((r) => r.kind));
  const judged = "A pass judged by other tests (another harness, pass criterion, suite or dataset version) means something else, so the gate compares only runs judged alike.";
  const sampled = "Scores sampled with different decoding settings measure different things, so the gate compares only runs whose temperature is known and whose recorded settings agree.";
  return [
    ...kinds.has("judgement-differs") ? [judged] : [],
    ...kinds.has("config-differs") || kinds.has("config-missing") ? [sampled] : []
  ];
}
function refusedSettings(report, style) {
  const judged = (judgement, field) => {
    const recorded = judgement[field];
    return recorded === void 0 || recorded === "" ? "not recorded" : style.value(recorded);
  };
  return report.refusals.flatMap((r) => {
    if (r.kind === "config-differs" || r.kind === "config-missing") {
      const value = (side) => r.kind === "config-missing" && r.missing.includes(side) ? "not recorded" : style.value(configValueText(r[side]));
      return [[style.value(r.key), value("baseline"), value("candidate")]];
    }
    if (r.kind !== "judgement-differs") return [];
    return ["format", "criterion", "dataset"].filter((field) => r.baseline[field] !== void 0 || r.candidate[field] !== void 0).map((field) => [JUDGEMENT_WORDS[field], judged(r.baseline, field), judged(r.candidate, field)]);
  });
}
function unmatchedIds(report, style) {
  const lines = [];
  for (const r of report.refusals) {
    if (r.kind !== "problems-differ") continue;
    const ids = (list, count) => `${list.map((id) => style.value(id)).join(", ")}${count > list.length ? ` and ${count - list.length} more` : ""}`;
    if (r.only_baseline > 0) lines.push(["only in the baseline", ids(r.baseline_ids, r.only_baseline)]);
    if (r.only_candidate > 0) lines.push(["only in the candidate", ids(r.candidate_ids, r.only_candidate)]);
  }
  return lines;
}
function filledConfig(report, side) {
  const other = side === "baseline" ? "candidate" : "baseline";
  const pairs = /* @__PURE__ */ new Map();
  for (const row2 of report.config.rows) {
    if (row2[`${side}Source`] === "user") pairs.set(row2.key, row2[side] ?? null);
  }
  for (const r of configRefusals(report, "config-missing")) {
    if (r.missing.includes(side)) pairs.set(r.key, r.missing.includes(other) ? void 0 : r[other]);
  }
  return pairs;
}
var PICK_ANCHOR = "pick it with the anchor selector commit:SHA or ref:REF";
function differsSteps(report, style) {
  const differs = configRefusals(report, "config-differs");
  if (differs.length === 0) return [];
  const settings = (side) => allOf(differs.map((r) => `${style.value(r.key)} ${style.value(configValueText(r[side]))}`));
  const anchored = report.anchor !== void 0;
  const steps = [
    {
      text: `Re-run the candidate's eval at ${settings("baseline")}, as the ${anchored ? "anchor" : "baseline"} was run.`
    },
    {
      text: anchored ? `Or, if serving has moved to ${settings("candidate")}, anchor on a run recorded at it (${PICK_ANCHOR}).` : `Or, if serving has moved to ${settings("candidate")}, regenerate the baseline at ${settings("candidate")} and make it the new baseline.`
    }
  ];
  for (const side of anchored ? ["candidate"] : ["candidate", "baseline"]) {
    const typed = differs.filter(
      (r) => report.config.rows.find((row2) => row2.key === r.key)?.[`${side}Source`] === "user"
    );
    if (typed.length === 0) continue;
    const other = side === "baseline" ? "candidate" : "baseline";
    const pairs = filledConfig(report, side);
    for (const r of typed) pairs.set(r.key, r[other]);
    steps.push({
      text: `Or, if ${side}-config gave the wrong value and the ${side} ran at the ${other}'s settings, correct it:`,
      edits: { [`${side}-config`]: configPairsText(pairs) }
    });
  }
  return steps;
}
function anchorMissingStep(report, style) {
  const lacking = configRefusals(report, "config-missing").filter((r) => r.missing.includes("baseline"));
  if (report.anchor === void 0 || lacking.length === 0) return [];
  const keys = lacking.map((r) => style.value(r.key));
  const them = lacking.length === 1 ? "it" : "them";
  return [
    {
      text: `The anchor (${report.anchor.commit.slice(0, 7)}) was recorded without ${listWords(keys)}, and a record is never rewritten: anchor on a run recorded with ${them} (${PICK_ANCHOR}), or record the default branch's runs with ${them} from now on (history add --config; the action records what candidate-config gives) and anchor on one of those.`
    }
  ];
}
function missingSteps(report, style) {
  const missing = configRefusals(report, "config-missing");
  if (missing.length === 0) return [];
  const edits = {};
  const sides = report.anchor === void 0 ? ["baseline", "candidate"] : ["candidate"];
  for (const side of sides) {
    if (missing.some((r) => r.missing.includes(side)))
      edits[`${side}-config`] = configPairsText(filledConfig(report, side));
  }
  const anchorStep = anchorMissingStep(report, style);
  if (Object.keys(edits).length === 0) return anchorStep;
  const borrowed = missing.some((r) => r.missing.length === 1);
  const blanks = missing.some((r) => r.missing.length === 2);
  const given = Object.keys(edits).map((option) => option.replace("-config", ""));
  const parts = [`Give ${given.length === 2 ? "both runs'" : `the ${given[0]}'s`} settings to the gate`];
  if (borrowed) {
    parts.push(
      given.length === 2 ? "a value filled in is the other run's: change it if this run was not sampled with it" : `the values filled in are the ${given[0] === "baseline" ? "candidate" : "baseline"}'s: change any the ${given[0]} was not sampled with`
    );
  }
  if (blanks) parts.push("fill in each empty value (an empty one is refused)");
  return [...anchorStep, { text: `${parts.join("; ")}:`, edits }];
}
function problemSteps(report) {
  const steps = [];
  for (const refusal of report.refusals) {
    if (refusal.kind === "problems-differ") {
      steps.push(
        { text: "Run both models on the same problems." },
        {
          text: `Or compare only the ${refusal.shared} problems both runs have (the report says how many were left out):`,
          edits: { problems: "intersect" }
        }
      );
    } else if (refusal.kind === "no-common-problems") {
      steps.push({ text: "Check that both files come from the same suite: no problem id appears in both." });
    } else if (refusal.kind === "positions-unpairable") {
      steps.push({
        text: "Give both runs in the same form, as lists of the same problems in the same order or as files with problem ids."
      });
    }
  }
  return steps;
}
function judgementSteps(report) {
  if (!report.refusals.some((r) => r.kind === "judgement-differs")) return [];
  return [
    { text: "Judge both runs with the same harness, pass criterion, suite and dataset version." },
    {
      text: "Or compare anyway, knowing that a pass means something else on each side (the report says so first):",
      edits: { "allow-mixed-judgement": true }
    }
  ];
}
function fixSteps(report, style) {
  return [
    ...judgementSteps(report),
    ...differsSteps(report, style),
    ...missingSteps(report, style),
    ...problemSteps(report)
  ];
}
var NAMED_IN_LINE_ONE = 2;
function checksText(count) {
  return `${count} check${count === 1 ? "" : "s"}`;
}
function checkName(check, name) {
  const metric = metricAtK(check);
  if (check.name === metric) return metric;
  return check.name.includes(metric) ? name(check.name) : `${name(check.name)} ${metric}`;
}
function namedGist(check, style) {
  if (check.verdict === "regression" || check.verdict === "improvement") {
    return verdictGist(check, style, checkName(check, style.value));
  }
  const undecided = check.verdict === "inconclusive" ? `${UNDECIDED}, ` : "";
  return `${style.value(check.name)}: ${undecided}${verdictGist(check, style)}`;
}
function verdictCounts(checks) {
  const order = ["refused", "regression", "inconclusive", "no-regression", "improvement"];
  return order.map((verdict) => [verdict, checks.filter((c) => c.verdict === verdict).length]).filter(([, count]) => count > 0).map(([verdict, count]) => `${count} ${VERDICT_WORDS[verdict]}`).join(", ");
}
function gistList(checks, style) {
  const named = checks.slice(0, NAMED_IN_LINE_ONE).map((check) => namedGist(check, style));
  const rest = checks.length - named.length;
  return rest > 0 ? `${named.join("; ")}; and ${rest} more` : named.join("; ");
}
function gateDecisionLine(report, style) {
  const words = DECISION_WORDS[decisionOf(report)];
  const { checks } = report;
  if (checks.length === 1) return checkDecisionLine(checks[0], style);
  const failing = checks.filter((check) => check.failed);
  if (decisionOf(report) === "blocks") {
    if (failing.length === 1) return `${words}: ${namedGist(failing[0], style)}`;
    return `${words}: ${failing.length} of ${checksText(checks.length)} fail: ${gistList(failing, style)}`;
  }
  const regressed = checks.filter((check) => check.verdict === "regression");
  if (decisionOf(report) === "informational" && regressed.length > 0) {
    return `${words}. It would have blocked: ${gistList(regressed, style)}`;
  }
  const none = `${words}: ${checksText(checks.length)}, none regressed (${verdictCounts(checks)})`;
  const unconfirmed = checks.filter((check) => check.delta?.power.confirm != null);
  return unconfirmed.length === 0 ? none : `${none}; ${gistList(unconfirmed, style)}`;
}
function levelPercent(alpha, value = alpha) {
  return `${Number((value * 100).toFixed(Math.max(0, Math.ceil(-Math.log10(alpha * 100))) + 2))}%`;
}
function familyErrorSentence(report) {
  const { method, family_size: size, alpha } = report.multiplicity;
  if (method === "none") {
    return `${checksText(size)}, each held to ${levelPercent(alpha)} on its own (multiplicity none): the error rate is per check, so the chance that some check fails by noise alone grows with the number of checks.`;
  }
  const any = size === 1 ? "it" : "any of them";
  return `${checksText(size)}; the chance that ${any} fails by noise alone is held to ${levelPercent(alpha)}.`;
}
function familyMethodText(report) {
  const { method, family_size: size, alpha, joint } = report.multiplicity;
  if (method === "none") return null;
  const how = method === "holm" ? "Holm's step-down method over the checks' sign-flip p-values" : `Bonferroni: each check tested at ${alpha} / ${size}`;
  const together = joint.length === 0 ? "" : "; checks of the same problems are tested jointly, which is less strict when they move together";
  return `${how}${together}`;
}
function sharing(report) {
  return report.multiplicity.method === "none" ? 1 : report.multiplicity.family_size;
}
function testedText(report, check, style) {
  if (check.delta === null) return null;
  const { method, family_size: size } = report.multiplicity;
  const { step, joint_with: joint, level } = check.multiplicity;
  const stopped = report.checks.filter((c) => c.multiplicity.step !== null).length + 1;
  const how = method === "none" ? "on its own" : method === "bonferroni" ? `Bonferroni over ${checksText(size)}` : step === null ? `Holm step ${stopped} of ${size}, where the method stopped` : `Holm step ${step} of ${size}`;
  const together = joint.length === 0 ? "" : `, jointly with ${joint.map(style.value).join(", ")}`;
  const { p_value: p, p_adjusted: adjusted = p, p_exact: exact } = check.delta;
  const { alpha } = report.multiplicity;
  const adjustedText = method === "none" ? "" : `, adjusted ${pValueText(adjusted, { alpha })}`;
  const raw = pValueText(p, { exact, alpha: level });
  return `interval at ${levelPercent(level, 1 - level)} (${how}${together}); sign-flip test ${raw}${adjustedText}`;
}
function familyInconclusiveRule(report) {
  const rules = new Set(report.checks.flatMap((check) => inconclusiveRule(check) ?? []));
  if (rules.size <= 1) return [...rules][0] ?? null;
  return failOnRule(
    report.fail_on,
    "the suite must show each check's metric is at most its limit worse, and for these it does not"
  );
}
function inconclusiveChecks(report, name) {
  const items = report.checks.flatMap((check) => {
    const reason = inconclusiveReason(check, sharing(report));
    return reason === null ? [] : [`${checkName(check, name)}: ${reason}`];
  });
  if (items.length === 0) return null;
  const heading = `${items.length === 1 ? "One check is" : `${items.length} checks are`} inconclusive:`;
  return { heading, items, rule: familyInconclusiveRule(report) };
}
function runsLine(check, name) {
  const runs = `candidate ${name(check.candidate.name)} vs baseline ${name(check.baseline.name)}`;
  return check.delta != null && check.problems !== void 0 ? `${runs} · ${grouped(check.problems.compared)} problems` : runs;
}
function contextText(report, name) {
  const [first, ...rest] = report.checks;
  if (rest.length === 0) return runsLine(first, name);
  const models = (side) => new Set(report.checks.map((c) => c[side].name));
  const shared = models("baseline").size === 1 && models("candidate").size === 1;
  const runs = shared ? [runsLine({ baseline: first.baseline, candidate: first.candidate }, name)] : [];
  return [checksText(report.checks.length), ...runs].join(" · ");
}
var AGENT_FORMATS = /* @__PURE__ */ new Set(["taubench", "tau2bench", "swebench", "terminalbench"]);
function trialsNote(report) {
  const trials = report.problems.samples?.min ?? 0;
  const agent = [report.baseline, report.candidate].every(
    (side) => side.format.split(" + ").every((format) => AGENT_FORMATS.has(format))
  );
  if (report.metric !== "pass@k" || !agent || trials < 2) return null;
  return `Every task ran at least ${trials} times: pass^k, the chance that all k trials of a task pass, measures how reliably the agent solves it; set metric pass^k with k ${trials === 2 ? "= 2" : `from 2 to ${trials}`}.`;
}
function loneCheckNotes(check) {
  return [powerNote(check), oracleSentence(check), trialsNote(check)].filter((note) => note !== null);
}
function checkNotes(report, check, style) {
  const tested = testedText(report, check, style);
  const rise = unconfirmedRiseReason(check, sharing(report));
  return [
    tested === null ? null : sentence(tested),
    rise === null ? null : sentence(rise),
    powerNote(check) ?? powerSentence(check),
    oracleSentence(check),
    trialsNote(check)
  ].filter((note) => note !== null);
}
var CONFIG_STATUS_WORDS = {
  equal: "equal",
  differs: "differs",
  missing: "missing",
  unrecorded: "not recorded by either run",
  greedy: "not compared at temperature 0"
};
function configStatusWords(row2) {
  return row2.checked ? CONFIG_STATUS_WORDS[row2.status] : "";
}
function configSummary(report) {
  const checked = report.config.rows.filter((r) => r.checked);
  if (checked.length === 0) return "not checked";
  const count = (status) => checked.filter((r) => r.status === status).length;
  const compared = checked.length - count("unrecorded") - count("greedy");
  const off = [
    count("differs") > 0 ? `${count("differs")} differ${count("differs") === 1 ? "s" : ""}` : "",
    count("missing") > 0 ? `${count("missing")} not recorded` : ""
  ].filter((part) => part !== "");
  const aside = ["unrecorded", "greedy"].filter((status) => count(status) > 0).map((status) => `${count(status)} ${CONFIG_STATUS_WORDS[status]}`);
  const head = `${compared} setting${compared === 1 ? "" : "s"} compared, ${off.length === 0 ? "all equal" : off.join(", ")}`;
  return aside.length === 0 ? head : `${head}; ${aside.join(", ")}`;
}

// src/render/origin.ts
var SOURCE_NOTES = {
  file: "",
  filename: " (file name)",
  user: " (given)",
  mlflow: " (MLflow param)"
};
function configSourceNote(source) {
  return source === void 0 ? "" : SOURCE_NOTES[source] ?? "";
}
function mixedJudgement(report) {
  if (report.judgement?.match !== "differs" || !report.judgement.allowed_mixed) return void 0;
  return report.warnings.find((warning) => warning.startsWith("mixed judgement"));
}
function listedWarnings(report, name, text) {
  const many = report.checks.length > 1;
  return report.checks.flatMap((check) => {
    const top = many ? void 0 : mixedJudgement(check);
    return check.warnings.filter((w) => w !== top).map((w) => `${many ? `${name(check.name, 60)}: ` : ""}${text(w, 400)}`);
  });
}
function originWords(origin, text) {
  const parts = [];
  if (origin.model !== null) {
    const alias = origin.model.alias === null ? "" : ` (${text(`@${origin.model.alias}`, 40)})`;
    parts.push(`model ${text(origin.model.name, 60)} version ${text(origin.model.version, 20)}${alias}`);
  }
  const name = origin.run_name === null ? "" : ` (${text(origin.run_name, 60)})`;
  parts.push(`run ${text(origin.run_id, 40)}${name}`);
  return parts.join(", ");
}
var SIDES = ["baseline", "candidate"];
var FILES_LISTED = 10;
function sideFiles(side, text, max) {
  if (side.sources === void 0) return [text(side.source)];
  const tail = (name) => [...name].length > max ? `…${[...name].slice(1 - max).join("")}` : name;
  const more = side.sources.length - FILES_LISTED;
  return [
    ...side.sources.slice(0, FILES_LISTED).map((name) => text(tail(name))),
    ...more > 0 ? [`and ${more} more`] : []
  ];
}
function terminalOriginLines(report) {
  const lines = SIDES.flatMap((side) => {
    const origin = report[side].mlflow;
    if (origin === void 0 || origin === null) return [];
    return [`  ${side.padEnd(9)}  ${originWords(origin, terminalText)}: ${terminalText(origin.run_url, 200)}`];
  });
  return lines.length === 0 ? [] : ["MLflow", ...lines, ""];
}
function linkTarget(url) {
  return url.replace(/[\s()<>[\]"'`\\]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
function markdownOriginLines(report) {
  const parts = SIDES.flatMap((side) => {
    const origin = report[side].mlflow;
    if (origin === void 0 || origin === null || !/^https?:\/\//i.test(origin.run_url)) return [];
    return [`${side} [${originWords(origin, markdownText)}](${linkTarget(origin.run_url)})`];
  });
  return parts.length === 0 ? [] : [`MLflow: ${parts.join(" · ")}`, ""];
}

// node_modules/get-east-asian-width/lookup-data.js
var ambiguousMinimalCodePoint = 161;
var ambiguousMaximumCodePoint = 1114109;
var ambiguousRanges = [161, 161, 164, 164, 167, 168, 170, 170, 173, 174, 176, 180, 182, 186, 188, 191, 198, 198, 208, 208, 215, 216, 222, 225, 230, 230, 232, 234, 236, 237, 240, 240, 242, 243, 247, 250, 252, 252, 254, 254, 257, 257, 273, 273, 275, 275, 283, 283, 294, 295, 299, 299, 305, 307, 312, 312, 319, 322, 324, 324, 328, 331, 333, 333, 338, 339, 358, 359, 363, 363, 462, 462, 464, 464, 466, 466, 468, 468, 470, 470, 472, 472, 474, 474, 476, 476, 593, 593, 609, 609, 708, 708, 711, 711, 713, 715, 717, 717, 720, 720, 728, 731, 733, 733, 735, 735, 768, 879, 913, 929, 931, 937, 945, 961, 963, 969, 1025, 1025, 1040, 1103, 1105, 1105, 8208, 8208, 8211, 8214, 8216, 8217, 8220, 8221, 8224, 8226, 8228, 8231, 8240, 8240, 8242, 8243, 8245, 8245, 8251, 8251, 8254, 8254, 8308, 8308, 8319, 8319, 8321, 8324, 8364, 8364, 8451, 8451, 8453, 8453, 8457, 8457, 8467, 8467, 8470, 8470, 8481, 8482, 8486, 8486, 8491, 8491, 8531, 8532, 8539, 8542, 8544, 8555, 8560, 8569, 8585, 8585, 8592, 8601, 8632, 8633, 8658, 8658, 8660, 8660, 8679, 8679, 8704, 8704, 8706, 8707, 8711, 8712, 8715, 8715, 8719, 8719, 8721, 8721, 8725, 8725, 8730, 8730, 8733, 8736, 8739, 8739, 8741, 8741, 8743, 8748, 8750, 8750, 8756, 8759, 8764, 8765, 8776, 8776, 8780, 8780, 8786, 8786, 8800, 8801, 8804, 8807, 8810, 8811, 8814, 8815, 8834, 8835, 8838, 8839, 8853, 8853, 8857, 8857, 8869, 8869, 8895, 8895, 8978, 8978, 9312, 9449, 9451, 9547, 9552, 9587, 9600, 9615, 9618, 9621, 9632, 9633, 9635, 9641, 9650, 9651, 9654, 9655, 9660, 9661, 9664, 9665, 9670, 9672, 9675, 9675, 9678, 9681, 9698, 9701, 9711, 9711, 9733, 9734, 9737, 9737, 9742, 9743, 9756, 9756, 9758, 9758, 9792, 9792, 9794, 9794, 9824, 9825, 9827, 9829, 9831, 9834, 9836, 9837, 9839, 9839, 9886, 9887, 9919, 9919, 9926, 9933, 9935, 9939, 9941, 9953, 9955, 9955, 9960, 9961, 9963, 9969, 9972, 9972, 9974, 9977, 9979, 9980, 9982, 9983, 10045, 10045, 10102, 10111, 11094, 11097, 12872, 12879, 57344, 63743, 65024, 65039, 65533, 65533, 127232, 127242, 127248, 127277, 127280, 127337, 127344, 127373, 127375, 127376, 127387, 127404, 917760, 917999, 983040, 1048573, 1048576, 1114109];
var fullwidthMinimalCodePoint = 12288;
var fullwidthMaximumCodePoint = 65510;
var fullwidthRanges = [12288, 12288, 65281, 65376, 65504, 65510];
var wideMinimalCodePoint = 4352;
var wideMaximumCodePoint = 262141;
var wideRanges = [4352, 4447, 8986, 8987, 9001, 9002, 9193, 9196, 9200, 9200, 9203, 9203, 9725, 9726, 9748, 9749, 9776, 9783, 9800, 9811, 9855, 9855, 9866, 9871, 9875, 9875, 9889, 9889, 9898, 9899, 9917, 9918, 9924, 9925, 9934, 9934, 9940, 9940, 9962, 9962, 9970, 9971, 9973, 9973, 9978, 9978, 9981, 9981, 9989, 9989, 9994, 9995, 10024, 10024, 10060, 10060, 10062, 10062, 10067, 10069, 10071, 10071, 10133, 10135, 10160, 10160, 10175, 10175, 11035, 11036, 11088, 11088, 11093, 11093, 11904, 11929, 11931, 12019, 12032, 12245, 12272, 12287, 12289, 12350, 12353, 12438, 12441, 12543, 12549, 12591, 12593, 12686, 12688, 12773, 12783, 12830, 12832, 12871, 12880, 42124, 42128, 42182, 43360, 43388, 44032, 55203, 63744, 64255, 65040, 65049, 65072, 65106, 65108, 65126, 65128, 65131, 94176, 94180, 94192, 94198, 94208, 101594, 101631, 101664, 101760, 101874, 101888, 102801, 102816, 102866, 110576, 110579, 110581, 110587, 110589, 110590, 110592, 110888, 110898, 110898, 110928, 110930, 110933, 110933, 110948, 110952, 110960, 111355, 119552, 119638, 119648, 119670, 126980, 126980, 127183, 127183, 127374, 127374, 127377, 127386, 127406, 127406, 127488, 127490, 127504, 127547, 127552, 127560, 127568, 127569, 127584, 127589, 127744, 127776, 127789, 127797, 127799, 127868, 127870, 127891, 127904, 127946, 127951, 127955, 127968, 127984, 127988, 127988, 127992, 128062, 128064, 128064, 128066, 128252, 128255, 128317, 128331, 128334, 128336, 128359, 128378, 128378, 128405, 128406, 128420, 128420, 128507, 128591, 128640, 128709, 128716, 128716, 128720, 128722, 128725, 128729, 128732, 128735, 128747, 128748, 128756, 128764, 128986, 128986, 128992, 129003, 129008, 129008, 129292, 129338, 129340, 129349, 129351, 129535, 129648, 129660, 129664, 129734, 129736, 129736, 129740, 129757, 129759, 129771, 129775, 129786, 131072, 196605, 196608, 262141];

// node_modules/get-east-asian-width/utilities.js
var isInRange = (ranges, codePoint) => {
  let low = 0;
  let high = Math.floor(ranges.length / 2) - 1;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const i = mid * 2;
    if (codePoint < ranges[i]) {
      high = mid - 1;
    } else if (codePoint > ranges[i + 1]) {
      low = mid + 1;
    } else {
      return true;
    }
  }
  return false;
};

// node_modules/get-east-asian-width/lookup.js
var commonCjkCodePoint = 19968;
var [wideFastPathStart, wideFastPathEnd] = /* @__PURE__ */ findWideFastPathRange(wideRanges);
function findWideFastPathRange(ranges) {
  let fastPathStart = ranges[0];
  let fastPathEnd = ranges[1];
  for (let index = 0; index < ranges.length; index += 2) {
    const start = ranges[index];
    const end = ranges[index + 1];
    if (commonCjkCodePoint >= start && commonCjkCodePoint <= end) {
      return [start, end];
    }
    if (end - start > fastPathEnd - fastPathStart) {
      fastPathStart = start;
      fastPathEnd = end;
    }
  }
  return [fastPathStart, fastPathEnd];
}
var isAmbiguous = (codePoint) => {
  if (codePoint < ambiguousMinimalCodePoint || codePoint > ambiguousMaximumCodePoint) {
    return false;
  }
  return isInRange(ambiguousRanges, codePoint);
};
var isFullwidth = (codePoint) => {
  if (codePoint < fullwidthMinimalCodePoint || codePoint > fullwidthMaximumCodePoint) {
    return false;
  }
  return isInRange(fullwidthRanges, codePoint);
};
var isWide = (codePoint) => {
  if (codePoint >= wideFastPathStart && codePoint <= wideFastPathEnd) {
    return true;
  }
  if (codePoint < wideMinimalCodePoint || codePoint > wideMaximumCodePoint) {
    return false;
  }
  return isInRange(wideRanges, codePoint);
};

// node_modules/get-east-asian-width/index.js
function validate(codePoint) {
  if (!Number.isSafeInteger(codePoint)) {
    throw new TypeError(`Expected a code point, got \`${typeof codePoint}\`.`);
  }
}
function eastAsianWidth(codePoint, { ambiguousAsWide = false } = {}) {
  validate(codePoint);
  if (isFullwidth(codePoint) || isWide(codePoint) || ambiguousAsWide && isAmbiguous(codePoint)) {
    return 2;
  }
  return 1;
}

// src/render/layout.ts
function pageOf(options) {
  const paint = options.color ? (code, text) => `\x1B[${code}m${text}\x1B[0m` : (_, text) => text;
  return { width: options.width ?? Infinity, paint };
}
var spanOf = (piece) => typeof piece === "string" ? { text: piece } : piece;
var SGR = /\u001b\[[0-9;]*m/g;
var ZERO_WIDTH = /[\p{Mn}\p{Me}\p{Cf}]/u;
function textWidth(text) {
  const shown = text.replace(SGR, "");
  if (/^[\x20-\x7e]*$/.test(shown)) return shown.length;
  let width = 0;
  for (const ch of shown) width += ZERO_WIDTH.test(ch) ? 0 : eastAsianWidth(ch.codePointAt(0));
  return width;
}
function cutMiddle(text, width) {
  if (textWidth(text) <= width) return text;
  const chars = [...text];
  let [head, tail, first, last] = [0, 0, 0, chars.length];
  while (first < last) {
    const front = head <= tail;
    const size = textWidth(chars[front ? first : last - 1]);
    if (head + tail + size > width - 1) break;
    if (front) [head, first] = [head + size, first + 1];
    else [tail, last] = [tail + size, last - 1];
  }
  return `${chars.slice(0, first).join("")}…${chars.slice(last).join("")}`;
}
var blank = (text) => text.trim() === "";
function paintLine(pieces, paint) {
  const runs = [];
  let pending = "";
  for (const piece of pieces) {
    if (blank(piece.text)) {
      pending += piece.text;
      continue;
    }
    const last = runs.at(-1);
    if (last === void 0) runs.push({ text: pending + piece.text, code: piece.code });
    else if (last.code === piece.code) last.text += pending + piece.text;
    else runs.push({ text: pending }, { ...piece });
    pending = "";
  }
  return runs.map((run) => run.code === void 0 ? run.text : paint(run.code, run.text)).join("");
}
function wrap({ width, paint }, line, hang) {
  const pieces = (Array.isArray(line) ? line : [line]).flatMap((piece) => {
    const { text, code } = spanOf(piece);
    return text.split(/(?<!(?:^| )(?:=|->))( +)(?!(?:=|->)(?: |$))/).filter((part) => part !== "").map((part) => ({ text: part, code }));
  });
  if (pieces.reduce((sum, piece) => sum + textWidth(piece.text), 0) <= width) return [paintLine(pieces, paint)];
  const indent = pieces[0] !== void 0 && blank(pieces[0].text) ? pieces.shift().text : "";
  const marker = pieces.length > 1 && /^[-!]$/.test(pieces[0].text) && pieces[1].text === " " ? 2 : 0;
  const next = hang ?? " ".repeat(textWidth(indent) + marker);
  const lines = [];
  let current = [{ text: indent }];
  let used = textWidth(indent);
  let words = 0;
  let gap = "";
  for (const piece of pieces) {
    if (blank(piece.text)) {
      gap = piece.text;
      continue;
    }
    const size = textWidth(piece.text);
    if (words > 0 && used + textWidth(gap) + size > width) {
      lines.push(current);
      current = [{ text: next }];
      used = textWidth(next);
      words = 0;
    }
    if (words > 0) {
      current.push({ text: gap });
      used += textWidth(gap);
    }
    current.push(piece);
    used += size;
    words++;
    gap = "";
  }
  lines.push(current);
  return lines.map((pieces2) => paintLine(pieces2, paint));
}
function noticeLines(page, heading, items) {
  if (items.length === 0) return [];
  return [...wrap(page, { text: heading, code: "1;33" }), ...items.flatMap((item) => wrap(page, `  ! ${item}`)), ""];
}
function cuttable(text) {
  return { text, cut: true };
}
var CUT_LEAST = 20;
var GAP = "  ";
var said = (text) => text !== "" && text !== "-";
var longestWord = (text) => Math.max(0, ...text.split(" ").map(textWidth));
function twoLines(text) {
  const words = text.split(" ");
  let least = textWidth(text);
  for (let i = 1; i < words.length; i++) {
    least = Math.min(least, Math.max(textWidth(words.slice(0, i).join(" ")), textWidth(words.slice(i).join(" "))));
  }
  return least;
}
function fill(text, width) {
  const lines = [];
  for (const word of text.split(" ").filter((w) => w !== "")) {
    const last = lines.at(-1);
    if (last !== void 0 && textWidth(last) + 1 + textWidth(word) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}
function gridLines(rows, lines, widths, indent, paint) {
  return rows.flatMap((row2) => {
    const cells = row2.map((span, col) => lines(span, col));
    return Array.from(
      { length: Math.max(1, ...cells.map((cell) => cell.length)) },
      (_, i) => paintLine(
        [
          { text: indent },
          ...row2.flatMap((span, col) => {
            const text = cells[col][i] ?? "";
            const pad = { text: " ".repeat(Math.max(0, widths[col] - textWidth(text))) };
            return [...col === 0 ? [] : [{ text: GAP }], { text, code: span.code }, pad];
          })
        ],
        paint
      )
    );
  });
}
function tableCells(headers, rows) {
  return rows.map((row2) => headers.map((_, col) => spanOf(row2[col] ?? "")));
}
function tableRoom(indent, widths) {
  return textWidth(indent) + widths.reduce((a, b) => a + b, 0) + GAP.length * (widths.length - 1);
}
function wholeWidths(headers, cells) {
  return headers.map((header, col) => Math.max(textWidth(header), ...cells.map((row2) => textWidth(row2[col].text))));
}
function fitsWhole({ width }, headers, rows, indent = "  ") {
  return tableRoom(indent, wholeWidths(headers, tableCells(headers, rows))) <= width;
}
function fitTable(page, headers, rows, indent = "  ") {
  const { width, paint } = page;
  const cells = tableCells(headers, rows);
  const headed = headers.some((header) => header !== "");
  const last = headers.length - 1;
  const room = (widths2) => tableRoom(indent, widths2);
  const widest = (col, measure, of = () => true) => Math.max(
    0,
    ...cells.map((row2) => row2[col]).filter(of).map((span) => measure(span.text))
  );
  const headerRow = headed ? [headers.map((text) => ({ text }))] : [];
  const whole = wholeWidths(headers, cells);
  if (room(whole) <= width) return gridLines([...headerRow, ...cells], (span) => [span.text], whole, indent, paint);
  const widths = headers.map((header, col) => Math.max(longestWord(header), widest(col, textWidth)));
  const floor = Math.max(longestWord(headers[last]), widest(last, twoLines));
  widths[last] = Math.max(floor, widths[last] - Math.max(0, room(widths) - width));
  const least = widths.map(
    (w, col) => Math.max(
      longestWord(headers[col]),
      widest(col, textWidth, (span) => span.cut !== true),
      Math.min(w, CUT_LEAST)
    )
  );
  for (let over = room(widths) - width; over > 0; over--) {
    const col = widths.reduce((best, w, i) => w > least[i] && (best < 0 || w > widths[best]) ? i : best, -1);
    if (col < 0) break;
    widths[col]--;
  }
  const cut = cells.map(
    (row2) => row2.map(
      (span, col) => span.cut === true && textWidth(span.text) > widths[col] ? { ...span, text: cutMiddle(span.text, widths[col]) } : span
    )
  );
  const kinds = (table, col) => new Set(table.map((row2) => row2[col].text)).size;
  if (room(widths) <= width && headers.every((_, col) => kinds(cut, col) === kinds(cells, col))) {
    return [
      ...gridLines(headerRow, (span, col) => fill(span.text, widths[col]), widths, indent, paint),
      ...gridLines(
        cut,
        (span, col) => col === last ? fill(span.text, widths[col]) : [span.text],
        widths,
        indent,
        paint
      )
    ];
  }
  const deeper = `${indent}  `;
  const field = (header, span) => header === "" ? [span] : [`${header}: `, span];
  return cells.flatMap(([label, ...rest]) => {
    const fields = rest.flatMap((span, i) => said(span.text) ? [field(headers[i + 1], span)] : []);
    const lines = headed ? fields : fields.length === 0 ? [] : [fields.flatMap((one, i) => i === 0 ? one : [GAP, ...one])];
    return [
      ...wrap(page, [indent, ...field(headers[0], label)]),
      ...lines.flatMap((line) => wrap(page, [deeper, ...line], `${deeper}  `))
    ];
  });
}
function shellLines({ width, paint }, words, indent, code) {
  const command = words.join(" ");
  if (textWidth(indent) + textWidth(command) <= width) {
    return [paintLine([{ text: indent }, { text: command, code }], paint)];
  }
  const hang = `${indent}  `;
  const room = width - textWidth(hang) - 2;
  const args = [];
  for (const word of words) {
    const last = args.at(-1);
    const pair = `${last} ${word}`;
    const option = last !== void 0 && /^--?[a-z][\w-]*$/i.test(last) && !word.startsWith("-");
    if (option && textWidth(pair) <= room) args[args.length - 1] = pair;
    else args.push(word);
  }
  const lines = [];
  let line = "";
  for (const arg of args) {
    const lead = lines.length === 0 ? indent : hang;
    if (line !== "" && textWidth(lead) + textWidth(line) + 1 + textWidth(arg) + 2 > width) {
      lines.push(line);
      line = arg;
    } else line = line === "" ? arg : `${line} ${arg}`;
  }
  lines.push(line);
  return lines.map(
    (text, i) => paintLine([{ text: i === 0 ? indent : hang }, { text: i < lines.length - 1 ? `${text} \\` : text, code }], paint)
  );
}
function yamlLines({ width, paint }, line, indent, code) {
  const pair = /^(\s*(?:- )?)([^\s:][^:]*): (.+)$/.exec(line);
  if (pair === null || textWidth(indent) + textWidth(line) <= width) {
    return [paintLine([{ text: indent }, { text: line, code }], paint)];
  }
  const [, lead, key, value] = pair;
  return [
    paintLine([{ text: indent }, { text: `${lead}${key}:`, code }], paint),
    paintLine([{ text: indent + " ".repeat(lead.length + 2) }, { text: value, code }], paint)
  ];
}
function pasteLines(page, language, parts, indent, code) {
  if (language === "sh") return shellLines(page, parts, indent, code);
  return parts.flatMap((line) => yamlLines(page, line, indent, code));
}

// src/render/surface.ts
function yamlScalar(value) {
  if (typeof value === "boolean") return String(value);
  const plain = /^[A-Za-z_][\w.,=/@+-]*$/.test(value) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(value);
  return plain ? value : JSON.stringify(value);
}
var ACTION_SURFACE = {
  language: "yaml",
  fix: (edits) => ["with:", ...Object.entries(edits).map(([name, value]) => `  ${name}: ${yamlScalar(value)}`)]
};
function configCheckBlock(name, edits) {
  return [
    "checks:",
    `  - name: ${yamlScalar(name)}`,
    ...Object.entries(edits).map(([key, value]) => `    ${key}: ${yamlScalar(value)}`)
  ];
}

// src/render/markdown.ts
var INLINE = { value: (text) => inertText(text) };
var IN_TABLE = { value: (text) => inertText(text, { table: true }) };
function decisionIcon(report) {
  const decision = decisionOf(report);
  if (decision === "blocks") return report.verdict === "refused" ? "⛔" : "❌";
  if (decision === "informational") return "ℹ️";
  return report.verdict === "inconclusive" ? "⚠️" : "✅";
}
var VERDICT_ICONS = {
  regression: "❌",
  improvement: "✅",
  "no-regression": "✅",
  inconclusive: "⚠️",
  refused: "⛔"
};
function statusText(report) {
  return `${VERDICT_ICONS[report.verdict]} ${statusWords(report)}`;
}
function row(cells) {
  return `| ${cells.join(" | ")} |`;
}
function details(summary, body) {
  return ["<details>", `<summary>${summary}</summary>`, "", ...body, "", "</details>"].join("\n");
}
function checkTable(report) {
  return [
    row(checkColumns(report)),
    row([":---", "---:", "---:", "---:", "---:", "---:", ":---"]),
    ...report.checks.map((check) => {
      const label = checkName(check, (name) => codeSpan(name, { table: true, max: 60 }));
      if (check.delta === null) {
        return row([label, "–", "–", "–", "–", "–", `${VERDICT_ICONS.refused} ${refusedStatus(check, IN_TABLE)}`]);
      }
      const [baseline, candidate, change, interval, limit] = checkNumbers(check);
      return row([label, baseline, candidate, `**${change}**`, interval, limit, statusText(check)]);
    })
  ];
}
var nameSpan = (text) => codeSpan(text, { max: 60 });
var FIX_PAGES = { sh: pageOf({ width: 80 }), yaml: pageOf({}) };
function refusedCheck(report, check, surface) {
  const lines = [];
  if (report.checks.length > 1) lines.push(`**${nameSpan(check.name)} is ${VERDICT_WORDS.refused}.**`, "");
  for (const why of refusalWhy(check)) lines.push(why, "");
  const settings = refusedSettings(check, IN_TABLE);
  if (settings.length > 1) {
    lines.push(row(["setting", "baseline", "candidate"]), row([":---", ":---", ":---"]), ...settings.map(row), "");
  }
  const ids = unmatchedIds(check, { value: (id) => codeSpan(id) });
  if (ids.length > 0) lines.push(...ids.map(([side, list]) => `- ${side}: ${list}`), "");
  const steps = fixSteps(check, INLINE);
  if (steps.length === 0) return lines;
  const file = report.config_file === null ? null : codeSpan(report.config_file, { max: 80 });
  const place = file === null ? null : `the check ${check.line === null ? "in" : `at line ${check.line} of`} ${file}`;
  lines.push(place === null ? "**To fix it**" : `To fix it, in ${place}:`, "");
  const block = (edits) => {
    const language = place === null ? surface.language : "yaml";
    const parts = place === null ? surface.fix(edits) : configCheckBlock(check.name, edits);
    return ["```" + language, ...pasteLines(FIX_PAGES[language], language, parts, "", ""), "```"];
  };
  for (const step of steps) {
    lines.push(`- ${step.text}`);
    if (step.edits !== void 0) lines.push("", ...block(step.edits).map((line) => `  ${line}`), "");
  }
  return [...lines, ""];
}
function inconclusiveLines(report) {
  const inconclusive = inconclusiveChecks(report, nameSpan);
  if (inconclusive === null) return [];
  const { heading, items, rule } = inconclusive;
  return [heading, "", ...items.map((item) => `- ${item}`), "", ...rule === null ? [] : [rule, ""]];
}
function checkExtras(check, chart) {
  const extras = [];
  if (check.delta !== null && (check.flips.length > 0 || check.gains.length > 0)) extras.push(changesDetails(check));
  if (check.curve.length > 1) extras.push(curveDetails(check, chart));
  extras.push(runsDetails(check));
  return extras;
}
function checkDetails(report, check) {
  const change = check.delta === null ? "" : `, ${signedPoints(check.delta.value)} points`;
  const summary = `${checkName(check, (name) => htmlCode(name, 60))}: ${statusText(check)}${change}`;
  const body = [runsLine(check, nameSpan), ...checkNotes(report, check, INLINE), ...checkExtras(check, false)];
  return details(summary, [body.join("\n\n")]);
}
function changesDetails(report) {
  const table = (title, flips, total) => [
    `**${title}** (largest ${flips.length} of ${total})`,
    "",
    row(["problem", "baseline", "candidate", "change (points)"]),
    row([":---", "---:", "---:", "---:"]),
    ...flips.map(
      (f) => row([codeSpan(f.id, { table: true }), percent(f.baseline), percent(f.candidate), signedPoints(f.delta)])
    )
  ];
  const { dropped, gained } = report.changed;
  const body = [
    ...report.flips.length > 0 ? [...table("Got worse", report.flips, dropped), ""] : [],
    ...report.gains.length > 0 ? table("Got better", report.gains, gained) : []
  ];
  return details(`Per-problem changes${atK(report)}: ${dropped} got worse, ${gained} got better`, body);
}
function axisRange(values) {
  const low = Math.min(...values) * 100;
  const high = Math.max(...values) * 100;
  const pad = Math.max(2, (high - low) * 0.15);
  return [Math.max(0, Math.floor((low - pad) / 5) * 5), Math.min(100, Math.ceil((high + pad) / 5) * 5)];
}
var BASELINE_COLOUR = "#8c959f";
var CANDIDATE_COLOUR = "#0969da";
function curveDetails(report, chart) {
  const name = metricAtK(report, "k");
  const ks = report.curve.map((p) => p.k === report.k ? `**${p.k}** (gate)` : String(p.k));
  const last = report.curve.at(-1).k;
  return details(`${name} at other budgets, k = ${report.curve[0].k} to ${last}`, [
    row(["k", ...ks]),
    row([":---", ...ks.map(() => "---:")]),
    row(["baseline (%)", ...report.curve.map((p) => (p.baseline * 100).toFixed(1))]),
    row(["candidate (%)", ...report.curve.map((p) => (p.candidate * 100).toFixed(1))]),
    row(["change (points)", ...report.curve.map((p) => signedPoints(p.candidate - p.baseline))]),
    "",
    ...chart ? curveChart(report, name) : [`The gate decides at k = ${report.k}; the other budgets are context.`]
  ]);
}
function curveChart(report, name) {
  const labels = report.curve.map((p) => p.k === report.k ? `"${p.k} (gate)"` : `"${p.k}"`);
  const [low, high] = axisRange(report.curve.flatMap((p) => [p.baseline, p.candidate]));
  const series = (pick) => `[${report.curve.map((p) => (pick(p) * 100).toFixed(1)).join(", ")}]`;
  return [
    `Baseline in grey, candidate in blue. The gate decides at k = ${report.k}; the other budgets are context.`,
    "",
    "```mermaid",
    // xychart has no legend: fixed colours tell the lines apart.
    `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${BASELINE_COLOUR}, ${CANDIDATE_COLOUR}"}}}}%%`,
    "xychart-beta",
    `  x-axis "k" [${labels.join(", ")}]`,
    `  y-axis "${name} (%)" ${low} --> ${high}`,
    `  line ${series((p) => p.baseline)}`,
    `  line ${series((p) => p.candidate)}`,
    "```"
  ];
}
var CONFIG_ICONS = {
  equal: "✅ ",
  differs: "❌ ",
  missing: "❌ ",
  unrecorded: "",
  greedy: ""
};
function configRows(report) {
  const configCell = (value, source) => value === void 0 ? "not recorded" : IN_TABLE.value(configValueText(value)) + configSourceNote(source);
  return report.config.rows.map(
    (r) => row([
      IN_TABLE.value(r.key),
      configCell(r.baseline, r.baselineSource),
      configCell(r.candidate, r.candidateSource),
      r.checked ? `${CONFIG_ICONS[r.status]}${configStatusWords(r)}`.trim() : ""
    ])
  );
}
function runsDetails(report) {
  const summary = `Runs and decoding config: ${configSummary(report)}`;
  const file = (side) => {
    const files = sideFiles(side, (name) => codeSpan(name, { table: true, max: 60 }), 60);
    const merged2 = side.sources === void 0 ? "" : `, ${side.sources.length} files merged`;
    return `${files.join("<br>")} (${side.format}, ${grouped(side.problems)} problems${merged2})`;
  };
  const model = (side) => side.model === null ? "not recorded" : codeSpan(side.model, { table: true, max: 60 });
  const judged = (side) => {
    const text = judgementText(side.judgement);
    return text === null ? "not recorded" : codeSpan(text, { table: true, max: 80 });
  };
  const anyJudged = report.baseline.judgement != null || report.candidate.judgement != null;
  const merged = report.baseline.sources !== void 0 || report.candidate.sources !== void 0;
  return details(summary, [
    row(["", "baseline", "candidate", "checked"]),
    row([":---", ":---", ":---", ":---"]),
    row(["model", model(report.baseline), model(report.candidate), ""]),
    row([merged ? "files" : "file", file(report.baseline), file(report.candidate), ""]),
    ...anyJudged ? [row(["judged by", judged(report.baseline), judged(report.candidate), ""])] : [],
    ...configRows(report)
  ]);
}
function checkMethod(report) {
  const b = report.bootstrap;
  const delta = report.delta;
  const alpha = report.multiplicity.level;
  const level = levelText(delta.confidence);
  const p = pValueText(delta.p_value, { exact: delta.p_exact, alpha });
  return [
    `**Score.** Per problem, ${metricAtK(report, "k")}${atK(report)} is ${estimatorText(report)}; a run's score is the mean over the ${grouped(report.problems.compared)} problems both runs have.`,
    b.method === "t" ? `**Interval.** The ${level} interval of the change is a t interval on ${delta.df} degrees of freedom around the mean change, with the ${b.unit === "cluster" ? "cluster-robust " : ""}standard error over the ${grouped(b.units)} ${b.unit === "cluster" ? "groups of problems" : "problems"}: with few groups the shape of a bootstrap distribution is itself noise.` : `**Interval.** The ${level} interval of the change is a paired ${intervalMethodName(b.method)} bootstrap: the ${grouped(b.units)} ${b.unit}s are resampled with replacement ${grouped(b.resamples)} times (seed ${b.seed}), the same draw for both runs; samples inside a problem are never resampled.`,
    delta.p_exact ? `**Sign-flip test.** Whether anything changed at all: ${p} is the share of all sign patterns of the ${delta.moved.worse + delta.moved.better} ${b.unit}s that changed whose mean change is at least as large as the one seen (counted exactly).` : `**Sign-flip test.** Whether anything changed at all: each ${b.unit}'s change is flipped in sign at random ${grouped(b.resamples)} times; ${p} = (count + 1)/(${b.resamples} + 1), where count is the flips with a mean change at least as large.`,
    `**Verdict.** Regression: the whole interval is below the limit (${limitText(delta.margin)} points) and the sign-flip test agrees (p < ${alpha}); improvement: the whole interval is above 0 and the test agrees; no regression: the interval's low end is at or above the limit; otherwise inconclusive.`,
    `**Power.** ${powerSentence(report)} It depends on the number of problems, the samples per problem, the limit and the confidence.`
  ];
}
function gateMethod(report) {
  const { method, family_size: m, confidence, alpha } = report.multiplicity;
  const intervals = new Set(
    report.checks.filter((check) => check.delta !== null).map(
      ({ bootstrap: b }) => b.method === "t" ? `a t interval of the change on G − 1 degrees of freedom (G the ${b.unit === "cluster" ? "groups" : "problems"})` : `a paired ${intervalMethodName(b.method)} bootstrap interval of the change (${grouped(b.resamples)} resamples, seed ${b.seed})`
    )
  );
  const paragraphs = [
    `**Each check** is compared as one comparison is: the metric at its k per problem, averaged; ${[...intervals].join(" or ") || "an interval of the change"}; and a sign-flip test of whether anything changed at all.`
  ];
  if (method === "none") {
    paragraphs.push(
      `**Per check.** With multiplicity none every check is tested on its own at ${alpha} and its interval is at confidence ${confidence}: the more checks, the likelier that one of them fails by noise alone.`
    );
    return paragraphs;
  }
  paragraphs.push(
    method === "holm" ? `**Family-wise error (Holm's step-down method).** The checks' sign-flip p-values are taken from the smallest: the i-th of the ${m} is tested at ${alpha} / (${m} − i + 1), until one is not below its level; that one and all after it claim no change. Each check's interval is at the level it was tested at (a check that claims nothing, at the level of the step where the method stopped), so its verdict and its interval agree.` : `**Family-wise error (Bonferroni).** Every check is tested at ${alpha} / ${m} and its interval is at that level, so all the intervals hold together with confidence ${confidence}.`
  );
  if (report.multiplicity.joint.length > 0) {
    paragraphs.push(
      "**Checks of the same problems** are tested jointly: the same random sign flips of each problem give the chance that the smallest of their p-values falls below a level by noise alone, which replaces their Bonferroni share (the min-p method of Westfall and Young); when they move together it is smaller, and their levels less strict."
    );
  }
  paragraphs.push(
    `**Verdict.** As for one comparison, with the check's interval at its level and its adjusted p-value: a regression needs the whole interval below the limit and the adjusted p below ${alpha}.`
  );
  return paragraphs;
}
function methodDetails(report, docsUrl) {
  const paragraphs = report.checks.length === 1 ? checkMethod(report.checks[0]) : gateMethod(report);
  if (docsUrl !== void 0) paragraphs.push(`[How the gate decides](${docsUrl})`);
  return details("How this was computed", [paragraphs.join("\n\n")]);
}
function renderMarkdown(report, options = {}) {
  const surface = options.surface ?? ACTION_SURFACE;
  const [one] = report.checks;
  const many = report.checks.length > 1;
  const head = [`### ${decisionIcon(report)} ${gateDecisionLine(report, INLINE)}`, ""];
  const mixed = many ? void 0 : mixedJudgement(one);
  if (mixed !== void 0) head.push("> [!CAUTION]", `> ${markdownText(mixed, 400)}`, "");
  const context = contextText(report, nameSpan);
  head.push(options.name === void 0 ? context : `${nameSpan(options.name)} · ${context}`, "");
  if (many) head.push(...checkTable(report), "", familyErrorSentence(report), "");
  else {
    head.push(...markdownOriginLines(one));
    const note = inconclusiveNote(one);
    if (note !== null) head.push(note, "");
    if (one.verdict !== "refused") head.push(...checkTable(report), "");
  }
  for (const check of report.checks)
    if (check.verdict === "refused") head.push(...refusedCheck(report, check, surface));
  if (many) head.push(...inconclusiveLines(report));
  else for (const note of loneCheckNotes(one)) head.push(note, "");
  const warnings = listedWarnings(report, nameSpan, markdownText);
  if (warnings.length > 0) head.push("> [!WARNING]", ...warnings.map((w) => `> - ${w}`), "");
  const extras = many ? report.checks.map((check) => checkDetails(report, check)) : checkExtras(one, true);
  if (many || one.delta !== null) extras.push(methodDetails(report, options.docsUrl));
  return fitted(head, extras, options);
}
function fitted(head, extras, options) {
  const assemble = (parts, trimmed) => {
    const body = [...head, ...parts.flatMap((part) => [part, ""])];
    if (trimmed) body.push(`_${options.trimmedNote ?? "Some details were left out to fit."}_`, "");
    return `${body.join("\n").trimEnd()}
`;
  };
  const limit = options.maxLength ?? Infinity;
  let kept = extras;
  let text = assemble(kept, false);
  while (text.length > limit && kept.length > 0) {
    const largest = kept.reduce((big, part, i) => part.length > kept[big].length ? i : big, 0);
    kept = kept.filter((_, i) => i !== largest);
    text = assemble(kept, true);
  }
  return text.length > limit ? `${text.slice(0, Math.max(0, limit - 2))}…
` : text;
}

export {
  configSourceNote,
  mixedJudgement,
  listedWarnings,
  sideFiles,
  terminalOriginLines,
  PLAIN_TEXT,
  decisionOf,
  checkColumns,
  statusWords,
  refusedStatus,
  checkNumbers,
  verdictGist,
  evidenceText,
  inconclusiveNote,
  powerNote,
  refusedSettings,
  unmatchedIds,
  fixSteps,
  checkName,
  gateDecisionLine,
  familyErrorSentence,
  familyMethodText,
  sharing,
  inconclusiveChecks,
  runsLine,
  contextText,
  loneCheckNotes,
  checkNotes,
  configStatusWords,
  pageOf,
  wrap,
  noticeLines,
  cuttable,
  fitsWhole,
  fitTable,
  pasteLines,
  configCheckBlock,
  renderMarkdown
};

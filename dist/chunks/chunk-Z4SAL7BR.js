import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  articleFor,
  atK,
  configValueText,
  cutApart,
  fewProblemsForPower,
  grouped,
  idsApart,
  inconclusiveReason,
  levelBelow,
  levelText,
  marginPoints,
  metricAtK,
  noMarginAdvice,
  onItsSide,
  oracleSentence,
  pValueText,
  percentPair,
  planText,
  powerSentence,
  problemsText,
  readAlike,
  riseUnconfirmed,
  samplesText,
  signedChange,
  signedPoints,
  sizeInPoints,
  terminalText,
  unchanged,
  unconfirmedRiseReason,
  wordsOf,
  wouldCatch
} from "./chunk-PETDOYQG.js";
import {
  smallestGateLevel
} from "./chunk-YDAYO5PO.js";
import {
  fewestSignificantUnits
} from "./chunk-4VRRUHI7.js";
import {
  AGAINST_THE_BASE
} from "./chunk-6E3OM4AZ.js";
import {
  filledConfig,
  simulatedUsers
} from "./chunk-IYQLLMCI.js";
import {
  bothRanTrials,
  unitWords
} from "./chunk-O77QD7CX.js";
import {
  MAX_PASTED,
  configPairsText,
  configValuesEqual,
  counted,
  listWords
} from "./chunk-Y3XH2ARF.js";

// src/render/decision.ts
var nameText = (style) => style.name ?? style.value;
var PLAIN_TEXT = { value: (text) => terminalText(text, 60) };
function decisionOf(report) {
  if (report.failed) return "blocks";
  return report.fail_on === "never" ? "informational" : "can-merge";
}
function decisionTone(report) {
  const decision = decisionOf(report);
  if (decision !== "can-merge") return decision;
  return report.verdict === "inconclusive" ? "undecided" : "canMerge";
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
  return margin === 0 ? "0.0" : `-${marginPoints(margin)}`;
}
function intervalText(ci, margin = 0) {
  return `${changeBesideLimit(ci[0], margin)} to ${changeBesideLimit(ci[1], margin)}`;
}
function changeBesideLimit(value, margin) {
  return onItsSide(
    value * 100,
    Number(limitText(margin)),
    signedChange(value),
    (digits) => signedPoints(value, digits),
    2
  );
}
function tableLevel(report) {
  const many = report.checks.length > 1;
  const confidence = many ? report.multiplicity.confidence : report.checks[0].delta.confidence;
  return { level: levelText(confidence), together: many && report.multiplicity.method !== "none" };
}
function checkColumns(report) {
  const { level, together } = tableLevel(report);
  const interval = `${level} interval${together ? " (all checks together)" : ""}`;
  return ["check", "baseline", "candidate", "change (points)", interval, "limit", "status"];
}
function statusWords(report) {
  return `${VERDICT_WORDS[report.verdict]}${riseUnconfirmed(report) ? ": rise not confirmed" : ""}`;
}
function refusedStatus(report, style) {
  const where = fixSteps(report, style).length > 0 ? "fix below" : "details below";
  return `${VERDICT_WORDS.refused}: ${refusalGist(report, style)}; ${where}`;
}
function checkNumbers(report) {
  const delta = report.delta;
  const change = changeBesideLimit(delta.value, delta.margin);
  return [
    ...percentPair(report.baseline.value, report.candidate.value, change),
    change,
    intervalText(delta.ci, delta.margin),
    limitText(delta.margin)
  ];
}
function movedBy(value) {
  if (unchanged(value)) return "did not move";
  return `${value < 0 ? "fell" : "rose"} ${sizeInPoints(Math.abs(value))} points`;
}
function verdictGist(report, style, subject = metricAtK(report), interval = (ci) => `${levelText(report.delta.confidence)} interval ${intervalText(ci, report.delta.margin)}`) {
  if (report.delta === null) return `${VERDICT_WORDS.refused}, ${refusalGist(report, style)}`;
  const metric = metricAtK(report);
  const { value, margin } = report.delta;
  switch (report.verdict) {
    case "regression":
      return `${subject} ${movedBy(value)}${margin > 0 ? `, more than the ${marginPoints(margin)}-point limit` : ""}`;
    case "improvement":
      return `${subject} ${movedBy(value)}`;
    case "no-regression":
      return margin > 0 ? `no drop in ${metric} beyond the ${marginPoints(margin)}-point limit (${changeBesideLimit(value, margin)} points)` : `no drop in ${metric} (${signedChange(value)} points)`;
    default:
      return `${subject} ${movedBy(value)} (${interval(report.delta.ci)})`;
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
  const worse = margin > 0 ? `${metric} is at most ${marginPoints(margin)} points worse` : `${metric} is not worse`;
  return failOnRule(report.fail_on, `the suite must show ${worse}, and it does not`);
}
function failOnRule(failOn, unshown) {
  if (failOn === "inconclusive") return `With fail-on inconclusive ${unshown}.`;
  if (failOn === "regression") {
    return "With fail-on regression only a drop the suite can show blocks the merge; fail-on inconclusive would block this too.";
  }
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
  const problems = confirm.problems === null ? null : `${problemsText(report, confirm.problems)} at ${samples}`;
  const { problem, sample } = wordsOf(report);
  const more = confirm.samples != null ? `n = ${confirm.samples} on these ${grouped(report.problems.compared)} ${problem}s` : null;
  const either = [problems, more].filter((size) => size !== null);
  const drop = confirm.drop;
  if (either.length === 0) {
    const size = sizeInPoints(drop);
    return `No suite of any size at ${samples} would catch ${articleFor(size)} ${size}-point drop.`;
  }
  const also = confirm.samples === void 0 && !greedy(report) ? `; more ${sample}s per ${problem} help too` : "";
  const suites = `${either.join(", or ")}${either.length > 1 ? "," : ""}`;
  const caught = wouldCatch(suites, drop, report.delta.power.probability);
  const rough = fewProblemsForPower(report) ? `a rough guide, from the spread of ${grouped(report.problems.compared)} ${problem}s; ` : "";
  return `To decide it: ${caught}${also} (${rough}${planText(report, drop)}).`;
}
function greedy(report) {
  if (bothRanTrials(report.baseline, report.candidate)) return false;
  const row = report.config.rows.find((r) => r.key === "temperature");
  const zero = (value) => value !== void 0 && configValuesEqual(value, 0);
  return row !== void 0 && zero(row.baseline) && zero(row.candidate);
}
function moreDataText(report) {
  const { margin, ci } = report.delta;
  const { problem, sample } = wordsOf(report);
  const more = greedy(report) ? `More ${problem}s` : `More ${problem}s, or more ${sample}s per ${problem},`;
  if (margin > 0) return `${more} would make the suite decisive.`;
  if (ci[1] >= 0) return null;
  return `${more} would confirm a drop that is real; but ${noMarginAdvice(problem)}.`;
}
function powerNote(report) {
  if (report.verdict !== "no-regression" && report.verdict !== "inconclusive") return null;
  const power = powerSentence(report);
  if (power === null) return null;
  const more = report.verdict === "inconclusive" && report.delta.power.confirm === null ? moreDataText(report) : null;
  return more === null ? power : `${power} ${more}`;
}
var allOf = (items) => listWords(items, "and");
function sideName(report, side) {
  return side === "baseline" && report.anchor !== void 0 ? "anchor" : side;
}
function refusalGist(report, style) {
  const first = report.refusals.find((r) => r.kind === "no-common-problems") ?? report.refusals[0];
  if (first === void 0) return report.reasons[0] ?? "the comparison is not valid";
  const groups = refusalGroups(wordsOf(report).problem);
  const group = (r) => groups[r.kind];
  const others = first.kind === "no-common-problems" ? [] : report.refusals.filter((r) => group(r) !== group(first));
  const config = others.some((r) => r.kind === "config-differs") ? "the decoding settings differ" : "a decoding setting is unknown";
  const also = [...new Set(others.map(group))].map((words) => words === "config" ? config : words);
  return `${firstReason(report, first, style)}${also.length > 0 ? `; ${allOf(also)} too` : ""}`;
}
var refusalGroups = (problem) => ({
  "config-differs": "config",
  "config-missing": "config",
  "problems-differ": `the ${problem} sets differ`,
  "no-common-problems": `the runs share no ${problem}`,
  "judgement-differs": "the runs were judged differently",
  "positions-unpairable": `the ${problem}s cannot be paired`
});
function firstReason(report, first, style) {
  const baseline = sideName(report, "baseline");
  const value = (v) => style.value(configValueText(v));
  const { problem } = wordsOf(report);
  switch (first.kind) {
    case "config-differs": {
      const differs = report.refusals.filter((r) => r.kind === "config-differs");
      if (differs.length > 1) return `${allOf(differs.map((r) => style.value(r.key)))} differ`;
      return `${style.value(first.key)} differs (${baseline} ${value(first.baseline)}, candidate ${value(first.candidate)})`;
    }
    case "config-missing": {
      const missing = report.refusals.filter((r) => r.kind === "config-missing");
      const names = missing.map((r) => style.value(r.key));
      const keys = listWords(names);
      const sides = new Set(missing.map((r) => r.missing.join(" ")));
      if (sides.size > 1) return `the decoding config is incomplete (${allOf(names)})`;
      return first.missing.length === 2 ? `neither run records ${keys}` : `the ${sideName(report, first.missing[0])} does not record ${keys}`;
    }
    case "problems-differ": {
      const parts = [];
      if (first.only_baseline > 0) parts.push(`${first.only_baseline} only in the ${baseline}`);
      if (first.only_candidate > 0) parts.push(`${first.only_candidate} only in the candidate`);
      return `the ${problem} sets differ (${parts.join(", ")})`;
    }
    case "no-common-problems":
      return `the runs share no ${problem}`;
    case "judgement-differs": {
      const fields = allOf(first.fields.map((field) => judgementWords(first)[field]));
      return `the runs were judged differently (${fields} ${first.fields.length === 1 ? "differs" : "differ"})`;
    }
    case "positions-unpairable":
      return first.ids === null ? `${problem}s are paired by position but the lists differ in length (${first.baseline} and ${first.candidate})` : `the ${first.ids === "baseline" ? "candidate" : baseline} names ${problem}s only by position, the ${sideName(report, first.ids)} by id`;
  }
}
var JUDGEMENT_WORDS = {
  format: "harness",
  criterion: "pass criterion",
  dataset: "suite or dataset version"
};
function judgementWords(refusal) {
  return simulatedUsers(refusal.baseline, refusal.candidate) ? { ...JUDGEMENT_WORDS, criterion: "user simulator" } : JUDGEMENT_WORDS;
}
function refusalWhy(report) {
  const kinds = new Set(report.refusals.map((r) => r.kind));
  const refusal = report.refusals.find((r) => r.kind === "judgement-differs");
  const judged = refusal !== void 0 && judgementWords(refusal).criterion === "user simulator" ? "A pass earned against another user simulator (the model that plays the user in every conversation), or judged by another harness, suite or dataset version, means something else, so the gate compares only runs judged alike." : "A pass judged by other tests (another harness, pass criterion, suite or dataset version) means something else, so the gate compares only runs judged alike.";
  const sampled = "Scores sampled with different decoding settings measure different things, so the gate compares only runs whose temperature is known and whose recorded settings agree.";
  return [
    ...kinds.has("judgement-differs") ? [judged] : [],
    ...kinds.has("config-differs") || kinds.has("config-missing") ? [sampled] : []
  ];
}
function refusedColumns(report) {
  return ["setting", sideName(report, "baseline"), "candidate"];
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
    return ["format", "criterion", "dataset"].filter((field) => r.baseline[field] !== void 0 || r.candidate[field] !== void 0).map((field) => [judgementWords(r)[field], judged(r.baseline, field), judged(r.candidate, field)]);
  });
}
function unmatchedIds(report, style, max) {
  const refusal = report.refusals.find((r) => r.kind === "problems-differ" || r.kind === "no-common-problems");
  if (refusal === void 0) return [];
  const { problem } = wordsOf(report);
  const shown = idsApart([...refusal.baseline_ids, ...refusal.candidate_ids], max).map(
    (id) => /^\d+$/.test(id.full) ? `${problem} ${style.value(id.text)}` : style.value(id.text)
  );
  const said = (list, count) => `${list.join(", ")}${count > list.length ? ` and ${count - list.length} more` : ""}`;
  const { only_baseline: baseline, only_candidate: candidate } = report.problems;
  const split = refusal.baseline_ids.length;
  const lines = [];
  if (baseline > 0) lines.push([`only in the ${sideName(report, "baseline")}`, said(shown.slice(0, split), baseline)]);
  if (candidate > 0) lines.push(["only in the candidate", said(shown.slice(split), candidate)]);
  return lines;
}
function largestChanges(report, limit, max) {
  const [worse, better] = [report.flips.slice(0, limit), report.gains.slice(0, limit)];
  const ids = idsApart(
    [...worse, ...better].map((f) => f.id),
    max
  );
  const shown = (f, i) => {
    const change = signedChange(f.delta);
    return { shown: ids[i], values: percentPair(f.baseline, f.candidate, change), change };
  };
  const { dropped, gained } = report.changed;
  return {
    heading: `Per-${wordsOf(report).problem} changes${atK(report)}: ${grouped(dropped)} got worse, ${grouped(gained)} got better`,
    worse: worse.map((f, i) => shown(f, i)),
    better: better.map((f, i) => shown(f, worse.length + i))
  };
}
var changes = (step) => step.edits !== void 0;
function copyable(value) {
  return typeof value === "string" && value.length > MAX_PASTED ? void 0 : value;
}
function filledFor(check, side) {
  const filled = filledConfig({ rows: check.config.rows, refusals: check.refusals }, side);
  return new Map([...filled].map(([key, value]) => [key, copyable(value)]));
}
var FILL_IN = "fill in each empty value (an empty one is refused)";
var hasBlank = (config) => [...config.values()].includes(void 0);
var PICK_ANCHOR = "pick it with the anchor selector commit:SHA or ref:REF";
function driftPair(gate, check) {
  if (gate === void 0) return void 0;
  const i = gate.checks.indexOf(check);
  if (check.anchor !== void 0) {
    const base = gate.checks[i - 1];
    return base !== void 0 && base.anchor === void 0 ? { base, anchor: check } : void 0;
  }
  const anchor = gate.checks[i + 1];
  return anchor?.anchor !== void 0 ? { base: check, anchor } : void 0;
}
function fileCheckName(gate, check) {
  const name = driftPair(gate, check)?.base.name;
  const suffix = ` ${AGAINST_THE_BASE}`;
  return name?.endsWith(suffix) ? name.slice(0, -suffix.length) : check.name;
}
function baselineRow(check, key) {
  const row = check.config.rows.find((r) => r.key === key);
  return { value: row?.baseline, checked: row?.checked ?? false };
}
function disagreedHere(report, pair) {
  if (pair === void 0) return [];
  const refused = new Set(
    report.refusals.flatMap((r) => r.kind === "config-differs" || r.kind === "config-missing" ? [r.key] : [])
  );
  return pair.base.config.rows.filter((row) => row.checked && row.baseline !== void 0 && refused.has(row.key)).filter((row) => {
    const anchor = baselineRow(pair.anchor, row.key).value;
    return anchor !== void 0 && !configValuesEqual(anchor, row.baseline);
  }).map((row) => row.key);
}
function disagreementStep(pair, keys, style) {
  const value = (check, key) => style.value(configValueText(baselineRow(check, key).value));
  const settings = keys.map(
    (key) => `${style.value(key)}: baseline ${value(pair.base, key)}, anchor ${value(pair.anchor, key)}`
  );
  return {
    text: `The baseline and the anchor (${pair.anchor.anchor.commit.slice(0, 7)}) were sampled at different settings (${settings.join("; ")}), and no candidate run can match both: anchor on a record sampled as the baseline was (${PICK_ANCHOR}), or re-run the baseline and the candidate at the anchor's settings.`
  };
}
function otherAgrees(other, values) {
  return [...values].every(([key, value]) => {
    const recorded = baselineRow(other, key).value;
    return value !== void 0 && recorded !== void 0 && configValuesEqual(recorded, value);
  });
}
function differsSteps(report, style, pair) {
  const differs = report.refusals.filter((r) => r.kind === "config-differs");
  if (differs.length === 0) return [];
  const settings = (side) => allOf(differs.map((r) => `${style.value(r.key)} ${style.value(configValueText(r[side]))}`));
  const anchored = report.anchor !== void 0;
  const apart = disagreedHere(report, pair).length > 0;
  const steps = [];
  const rerun = `Re-run the candidate's eval at ${settings("baseline")}, as the ${sideName(report, "baseline")} was run.`;
  if (!apart) steps.push({ text: rerun });
  steps.push({
    text: anchored ? `Or, if serving has moved to ${settings("candidate")}, anchor on a run recorded at it (${PICK_ANCHOR}).` : `Or, if serving has moved to ${settings("candidate")}, regenerate the baseline at ${settings("candidate")} and make it the new baseline.`
  });
  for (const side of anchored ? ["candidate"] : ["candidate", "baseline"]) {
    const typed = differs.filter(
      (r) => report.config.rows.find((row) => row.key === r.key)?.[`${side}Source`] === "user"
    );
    if (typed.length === 0) continue;
    const other = side === "baseline" ? "candidate" : "baseline";
    const corrected = new Map(typed.map((r) => [r.key, r[other]]));
    if (pair !== void 0 && side === "candidate" && !otherAgrees(anchored ? pair.base : pair.anchor, corrected)) {
      continue;
    }
    const pairs = filledFor(report, side);
    for (const [key, value] of corrected) pairs.set(key, copyable(value));
    const fill = hasBlank(pairs) ? `; ${FILL_IN}` : "";
    const correct = {
      text: `Or, if ${side}-config gave the wrong value and the ${side} ran at the ${sideName(report, other)}'s settings, correct it${fill}:`,
      edits: { [`${side}-config`]: configPairsText(pairs) },
      does: `correct ${side}-config`,
      corrects: true
    };
    steps.push(correct);
  }
  return steps;
}
function anchorMissingStep(anchor, keys, style) {
  const them = keys.length === 1 ? "it" : "them";
  return {
    text: `The anchor (${anchor.commit.slice(0, 7)}) was recorded without ${listWords(keys.map(style.value))}, and a record is never rewritten: anchor on a run recorded with ${them} (${PICK_ANCHOR}), or record the default branch's runs with ${them} from now on (history add --config; the action records what candidate-config gives) and anchor on one of those.`
  };
}
function givenConfigs(report, pair) {
  const from = /* @__PURE__ */ new Set();
  let blanks = false;
  let baselineFilled = false;
  const anchorLacks = [];
  const edits = {};
  const give = (side, config) => {
    edits[`${side}-config`] = configPairsText(config);
    if (hasBlank(config)) blanks = true;
  };
  const missing = (check, side) => check.refusals.filter((r) => r.kind === "config-missing").filter((r) => r.missing.includes(side));
  if (pair === void 0) {
    const sides = report.anchor === void 0 ? ["baseline", "candidate"] : ["candidate"];
    for (const side of sides) {
      const lacking = missing(report, side);
      if (lacking.length === 0) continue;
      const filled = filledFor(report, side);
      give(side, filled);
      const other = side === "baseline" ? "candidate" : "baseline";
      if (lacking.some((r) => filled.get(r.key) !== void 0)) from.add(sideName(report, other));
    }
    return { edits, from, blanks, anchorLacks };
  }
  const { base, anchor } = pair;
  const candidate = filledFor(base, "candidate");
  const baseline = filledFor(base, "baseline");
  const lackingKeys = [...missing(base, "candidate"), ...missing(anchor, "candidate")].map((r) => r.key);
  for (const key of new Set(lackingKeys)) {
    const [inBase, inAnchor] = [baselineRow(base, key), baselineRow(anchor, key)];
    const value = copyable(inBase.value ?? inAnchor.value);
    candidate.set(key, value);
    if (value !== void 0) from.add(inBase.value !== void 0 ? "baseline" : "anchor");
    if (inBase.value === void 0 && inBase.checked) {
      baseline.set(key, value);
      baselineFilled = true;
    }
    if (inAnchor.value === void 0 && inAnchor.checked) anchorLacks.push(key);
  }
  if (missing(base, "baseline").some((r) => !r.missing.includes("candidate"))) from.add("candidate");
  if (lackingKeys.length > 0) give("candidate", candidate);
  if (missing(base, "baseline").length > 0 || baselineFilled) give("baseline", baseline);
  return { edits, from, blanks, anchorLacks };
}
function missingSteps(report, style, pair) {
  const missing = report.refusals.filter((r) => r.kind === "config-missing");
  if (missing.length === 0) return [];
  const { edits, from, blanks, anchorLacks } = givenConfigs(report, pair);
  const own = report.anchor === void 0 ? [] : missing.filter((r) => r.missing.includes("baseline"));
  const lacking = [.../* @__PURE__ */ new Set([...own.map((r) => r.key), ...anchorLacks])];
  const anchor = pair?.anchor.anchor ?? report.anchor;
  const anchorStep = anchor === void 0 || lacking.length === 0 ? [] : [anchorMissingStep(anchor, lacking, style)];
  const mends = report.anchor === void 0 || missing.some((r) => r.missing.includes("candidate"));
  if (!mends || Object.keys(edits).length === 0 || disagreedHere(report, pair).length > 0) return anchorStep;
  const given = Object.keys(edits).map((option) => option.replace("-config", ""));
  const whose = given.length === 1 ? `the ${given[0]}'s` : pair === void 0 ? "both runs'" : "the candidate's and the baseline's";
  const parts = [`Give ${whose} settings to the gate`];
  if (from.size > 0) {
    parts.push(
      given.length === 2 && pair === void 0 ? "a value filled in is the other run's: change it if this run was not sampled with it" : `the values filled in are ${allOf([...from].map((name) => `the ${name}'s`))}: change any ${given.length === 1 ? `the ${given[0]}` : "a run"} was not sampled with`
    );
  }
  if (pair !== void 0 && given.includes("baseline") && from.has("anchor")) {
    parts.push("the baseline needs the anchor's values too, or the check against the base refuses them");
  }
  if (blanks) parts.push(FILL_IN);
  const lead = [`also gives ${whose} settings to the gate`, ...parts.slice(1)].join("; ");
  const give = { text: `${parts.join("; ")}:`, edits, does: `give ${whose} settings`, lead: `${lead}.` };
  return [...anchorStep, give];
}
function fewestProblems(gate) {
  if (gate === void 0) return void 0;
  const { method, confidence, family_size: size } = gate.multiplicity;
  return fewestSignificantUnits(smallestGateLevel({ method, confidence }, size).alpha);
}
function problemSteps(report, gate) {
  const steps = [];
  const { problem } = wordsOf(report);
  for (const refusal of report.refusals) {
    if (refusal.kind === "problems-differ") {
      const needed = fewestProblems(gate) ?? 0;
      if (refusal.shared < needed) {
        steps.push({
          text: `Run both models on the same ${problem}s: only ${refusal.shared} are in both runs, and confidence ${gate.multiplicity.confidence} needs at least ${needed} compared for the gate to be able to fail.`
        });
        continue;
      }
      const intersect = {
        text: `Or compare only the ${refusal.shared} ${problem}s both runs have (the report says how many were left out):`,
        edits: { problems: "intersect" },
        does: `compare only the ${refusal.shared} shared ${problem}s`
      };
      steps.push({ text: `Run both models on the same ${problem}s.` }, intersect);
    } else if (refusal.kind === "positions-unpairable") {
      steps.push({
        text: `Give both runs in the same form, as lists of the same ${problem}s in the same order or as files with ${problem} ids.`
      });
    }
  }
  return steps;
}
var CRITERION_READERS = /* @__PURE__ */ new Set(["evalplus"]);
function criterionStep(report, refusal) {
  if (refusal.fields.length !== 1 || refusal.fields[0] !== "criterion") return [];
  const read = ["baseline", "candidate"].filter((side2) => CRITERION_READERS.has(report[side2].format));
  if (read.length !== 1) return [];
  const side = read[0];
  const other = side === "baseline" ? "candidate" : "baseline";
  const criterion = refusal[other].criterion;
  const step = {
    text: `Or read the ${side}'s ${report[side].format} file by the ${other}'s pass criterion, ${criterion}:`,
    edits: { criterion },
    does: `read the ${side} by criterion ${criterion}`
  };
  return [step];
}
function judgementSteps(report) {
  const refusal = report.refusals.find((r) => r.kind === "judgement-differs");
  if (refusal === void 0) return [];
  const anyway = {
    text: "Or compare anyway, knowing that a pass means something else on each side (the report says so first):",
    edits: { "allow-mixed-judgement": true },
    does: "compare anyway"
  };
  const { criterion } = judgementWords(refusal);
  return [
    { text: `Judge both runs with the same harness, ${criterion}, suite and dataset version.` },
    ...criterionStep(report, refusal),
    anyway
  ];
}
function sameSuiteText(report, style) {
  const ids = report.refusals.find((r) => r.kind === "no-common-problems");
  const { problem } = wordsOf(report);
  if (ids !== void 0 && readAlike(ids.baseline_ids, ids.candidate_ids)) {
    return `The two runs' ${problem} ids differ only in what does not show, written as \\uXXXX above (\\u000d: a carriage return that Windows line ends leave; \\u0020: a space at an end): write the ids alike in both runs.`;
  }
  const base = report.baseline.judgement?.dataset;
  const cand = report.candidate.judgement?.dataset;
  if (base === void 0 || cand === void 0 || base === cand) {
    return `Check that both files come from the same suite: no ${problem} id appears in both.`;
  }
  return `Compare runs of the same suite: the baseline ran ${style.value(base)}, the candidate ${style.value(cand)}, and no ${problem} id appears in both.`;
}
function jointEdits(chosen) {
  const ordered = [...chosen.filter((step) => !step.corrects), ...chosen.filter((step) => step.corrects)];
  return Object.assign({}, ...ordered.map((step) => step.edits));
}
function fixSteps(report, style, gate) {
  if (report.refusals.some((r) => r.kind === "no-common-problems")) return [{ text: sameSuiteText(report, style) }];
  const pair = driftPair(gate, report);
  const apart = disagreedHere(report, pair);
  const causes = [
    judgementSteps(report),
    [...apart.length > 0 ? [disagreementStep(pair, apart, style)] : [], ...differsSteps(report, style, pair)],
    missingSteps(report, style, pair),
    problemSteps(report, gate)
  ];
  const changing = causes.filter((steps2) => steps2.some(changes));
  const unsettled = unsettledText(report, causes, apart);
  const steps = causes.flat();
  if (changing.length < 2) {
    const named = steps.map(
      (step) => changes(step) && unsettled !== "" ? { ...step, text: step.text.replace(/:$/, `${unsettled}:`) } : step
    );
    return shownUnderBase(report, named, style, gate, pair);
  }
  const words = steps.filter((step) => !changes(step) || step.lead === void 0).map((step) => ({ text: changes(step) ? step.text.replace(/:$/, ".") : step.text }));
  const firsts = changing.map((steps2) => steps2.find(changes));
  const joint = (chosen) => ({
    text: `To ${allOf(chosen.map((step) => step.does))} at once${unsettled}:`,
    edits: jointEdits(chosen)
  });
  const others = changing.flatMap(
    (steps2, i) => steps2.filter(changes).slice(1).map((other) => joint(firsts.map((first, j) => j === i ? other : first)))
  );
  const below = others.length === 0 ? "The change below" : "Each change below";
  const leads = steps.flatMap(
    (step) => changes(step) && step.lead !== void 0 ? [{ text: `${below} ${step.lead}` }] : []
  );
  return shownUnderBase(report, [...words, ...leads, joint(firsts), ...others], style, gate, pair);
}
var editsKey = (edits) => JSON.stringify(Object.entries(edits).sort(([a], [b]) => a.localeCompare(b)));
function shownUnderBase(report, steps, style, gate, pair) {
  if (pair === void 0 || report !== pair.anchor) return steps;
  const shown = new Set(
    fixSteps(pair.base, style, gate).flatMap((step) => changes(step) ? [editsKey(step.edits)] : [])
  );
  return steps.map(
    (step) => changes(step) && shown.has(editsKey(step.edits)) ? { text: "The change given above, under the check against the base, fixes this check too." } : step
  );
}
function unsettledText(report, causes, apart) {
  const [, differs, missing, problems] = causes;
  const left = [];
  const runs = [];
  const differing = report.refusals.filter((r) => r.kind === "config-differs").map((r) => r.key);
  if (apart.length > 0) left.push("the baseline and the anchor must also be sampled alike");
  else if (differing.length > 0 && !differs.some(changes)) runs.push(`sampled at one ${allOf(differing)}`);
  if (missing.length > 0 && !missing.some(changes))
    left.push("the anchor must also be a record with every setting compared");
  if (problems.length > 0 && !problems.some(changes)) {
    const kinds = new Set(report.refusals.map((r) => r.kind));
    if (kinds.has("problems-differ")) runs.push(`run on the same ${wordsOf(report).problem}s`);
    if (kinds.has("positions-unpairable")) runs.push("given in the same form");
  }
  if (runs.length > 0) left.unshift(`the runs must also be ${allOf(runs)}`);
  return left.length === 0 ? "" : `; ${left.join("; ")}`;
}
var NAMED_IN_LINE_ONE = 2;
function namesMetric(name, metric) {
  const escaped = metric.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<!\\p{N})${escaped}(?![\\p{L}\\p{N}@^]|\\.\\d)`, "u").test(name);
}
function suffixed(check) {
  const metric = metricAtK(check);
  return namesMetric(check.name, metric) ? check.name : `${check.name} ${metric}`;
}
var NAME_WIDTH = 60;
function checkName(report, check, name, width = NAME_WIDTH) {
  if (check.name === metricAtK(check)) return check.name;
  const others = report.checks.filter((other) => other !== check);
  const shown = (text) => terminalText(text, Infinity);
  const otherNames = others.map((other) => shown(other.name));
  const cut = name(cutApart(shown(check.name), width, otherNames));
  const label = suffixed(check);
  const taken = others.some((other) => other.name === label || suffixed(other) === label);
  return label === check.name || taken ? cut : `${cut} ${label.slice(check.name.length + 1)}`;
}
function namedGist(report, check, style) {
  const label = checkName(report, check, nameText(style));
  if (check.verdict === "regression" || check.verdict === "improvement") return verdictGist(check, style, label);
  const undecided = check.verdict === "inconclusive" ? `${UNDECIDED}, ` : "";
  const { level, together } = tableLevel(report);
  const interval = (ci) => `${level} interval${together ? ", all checks together:" : ""} ${intervalText(ci, check.delta.margin)}`;
  return `${label}: ${undecided}${verdictGist(check, style, metricAtK(check), interval)}`;
}
var SEVERITY = ["refused", "regression", "inconclusive", "no-regression", "improvement"];
function worstFirst(checks) {
  const beyond = (check) => check.delta === null ? 0 : check.delta.value + check.delta.margin;
  return [...checks].sort((a, b) => SEVERITY.indexOf(a.verdict) - SEVERITY.indexOf(b.verdict) || beyond(a) - beyond(b));
}
var COUNTED = { regression: true, improvement: true };
function verdictCounts(checks) {
  return SEVERITY.map((verdict) => [verdict, checks.filter((c) => c.verdict === verdict).length]).filter(([, count]) => count > 0).map(([verdict, count]) => `${count} ${VERDICT_WORDS[verdict]}${count > 1 && COUNTED[verdict] ? "s" : ""}`).join(", ");
}
function gistList(report, checks, style) {
  const named = worstFirst(checks).slice(0, NAMED_IN_LINE_ONE).map((check) => namedGist(report, check, style));
  const rest = checks.length - named.length;
  return rest > 0 ? `${named.join("; ")}; and ${rest} more` : named.join("; ");
}
function gateDecisionLine(report, style) {
  const decision = decisionOf(report);
  const words = DECISION_WORDS[decision];
  const { checks } = report;
  if (checks.length === 1) return checkDecisionLine(checks[0], style);
  const failing = checks.filter((check) => check.failed);
  const regressed = checks.filter((check) => check.verdict === "regression");
  if (decision === "blocks") {
    const blocks = failing.length === 1 ? `${words}: ${namedGist(report, failing[0], style)}` : `${words}: ${failing.length} of ${counted(checks.length, "check")} fail: ${gistList(report, failing, style)}`;
    if (report.fail_on !== "never" || regressed.length === 0) return blocks;
    return `${blocks}. With fail-on never it does not block on: ${gistList(report, regressed, style)}`;
  }
  if (decision === "informational" && regressed.length > 0) {
    return `${words}. It would have blocked: ${gistList(report, regressed, style)}`;
  }
  const none = `${words}: ${counted(checks.length, "check")}, none regressed (${verdictCounts(checks)})`;
  const undecided = checks.filter((check) => check.verdict === "inconclusive");
  return undecided.length === 0 ? none : `${none}; ${gistList(report, undecided, style)}`;
}
function levelPercent(alpha, value = alpha) {
  return `${Number((value * 100).toFixed(Math.max(0, Math.ceil(-Math.log10(alpha * 100))) + 2))}%`;
}
function familyErrorSentence(report) {
  const { method, family_size: size, alpha } = report.multiplicity;
  if (method === "none") {
    return `${counted(size, "check")}, each held to ${levelPercent(alpha)} on its own (multiplicity none): the error rate is per check, so the chance that some check fails by noise alone grows with the number of checks.`;
  }
  const any = size === 1 ? "it" : "any of them";
  return `${counted(size, "check")}; the chance that ${any} fails by noise alone is held to ${levelPercent(alpha)}.`;
}
function jointLevelsText(report) {
  const { method, joint } = report.multiplicity;
  if (method === "none" || joint.length === 0) return null;
  const levels = report.checks.map((check) => ({
    ...check.multiplicity,
    level: check.multiplicity.level * (check.anchor?.among ?? 1)
  }));
  if (method === "bonferroni") return listWords([...new Set(levels.map((l) => levelBelow(l.level)))].map(String));
  const claimed = levels.filter((l) => l.step !== null).sort((a, b) => a.step - b.step);
  const steps = claimed.map((l) => `step ${l.step} at ${levelBelow(l.level)}`);
  const stopped = levels.find((l) => l.step === null);
  if (stopped !== void 0) steps.push(`step ${claimed.length + 1} at ${levelBelow(stopped.level)}, where it stopped`);
  return steps.join(", ");
}
function bestOfText(report) {
  const among = [...new Set(report.checks.flatMap((check) => check.anchor?.among ?? []))];
  if (among.length === 0) return null;
  const n = listWords(among.map(String), "or");
  return `a drift check against the best of ${n} records counts as that many comparisons: its p-value enters the method as that many times itself, and its level and interval are its step's over that many`;
}
function familyMethodText(report) {
  return [familyRuleText(report), bestOfText(report)].filter((part) => part !== null).join("; ");
}
function familyRuleText(report) {
  const { method, family_size: size, alpha } = report.multiplicity;
  if (method === "none") return `multiplicity none: each check tested on its own at ${alpha}`;
  const levels = jointLevelsText(report);
  const { problem } = unitWords(report.checks.every((c) => bothRanTrials(c.baseline, c.candidate)));
  const joint = `checks of the same ${problem}s are tested jointly, which is less strict when they move together`;
  if (method === "holm") {
    const how = "Holm's step-down method over the checks' sign-flip p-values";
    return levels === null ? how : `${how}; ${joint}: ${levels}`;
  }
  return levels === null ? `Bonferroni: each check tested at ${alpha} / ${size}` : `Bonferroni: each check tested at ${levels}, not ${alpha} / ${size}: ${joint}`;
}
function sharing(report) {
  return report.multiplicity.method === "none" ? 1 : report.multiplicity.family_size;
}
function testedText(report, check, style, width) {
  if (check.delta === null) return null;
  const { method, family_size: size } = report.multiplicity;
  const { step, joint_with: joint, level } = check.multiplicity;
  const stopped = report.checks.filter((c) => c.multiplicity.step !== null).length + 1;
  const how = method === "none" ? "on its own" : method === "bonferroni" ? `Bonferroni over ${counted(size, "check")}` : step === null ? `Holm step ${stopped} of ${size}, where the method stopped` : `Holm step ${step} of ${size}`;
  const named = (name) => report.checks.find((c) => c.name === name);
  const label = (name) => checkName(report, named(name), nameText(style), width);
  const together = joint.length === 0 ? "" : `, jointly with ${joint.map(label).join(", ")}`;
  const among = check.anchor?.among;
  const picked = among === void 0 ? "" : `, as the best of ${among} records`;
  const { p_value: p, p_adjusted: adjusted = p, p_exact: exact } = check.delta;
  const { alpha } = report.multiplicity;
  const adjustedText = method === "none" && among === void 0 ? "" : `, adjusted ${pValueText(adjusted, { exact, alpha })}`;
  const raw = pValueText(p, { exact, alpha: level });
  return `interval at ${levelPercent(level, 1 - level)} (${how}${picked}${together}); sign-flip test ${raw}${adjustedText}`;
}
function familyInconclusiveRule(report) {
  const rules = new Set(report.checks.flatMap((check) => inconclusiveRule(check) ?? []));
  if (rules.size <= 1) return [...rules][0] ?? null;
  return failOnRule(
    report.fail_on,
    "the suite must show each check's metric is at most its limit worse, and for these it does not"
  );
}
function inconclusiveChecks(report, name, width = NAME_WIDTH) {
  const items = report.checks.flatMap((check) => {
    const reason = inconclusiveReason(check, sharing(report));
    return reason === null ? [] : [`${checkName(report, check, name, width)}: ${reason}`];
  });
  if (items.length === 0) return null;
  const heading = `${items.length === 1 ? "One check is" : `${items.length} checks are`} inconclusive:`;
  return { heading, items, rule: familyInconclusiveRule(report) };
}
function nameParts(side) {
  const parts = side.name.split(" + ");
  return side.sources !== void 0 && parts.length === side.sources.length ? parts : [side.name];
}
function runsLine(check, name) {
  const [baseline, candidate] = [nameParts(check.baseline), nameParts(check.candidate)];
  const others = [...baseline, ...candidate];
  const runs = `candidate ${name(candidate, others)} vs ${sideName(check, "baseline")} ${name(baseline, others)}`;
  return check.delta != null && check.problems !== void 0 ? `${runs} \xB7 ${grouped(check.problems.compared)} ${wordsOf(check).problem}${check.problems.compared === 1 ? "" : "s"}` : runs;
}
function contextText(report, name) {
  const [first, ...rest] = report.checks;
  if (rest.length === 0) return runsLine(first, name);
  const models = (side) => new Set(report.checks.map((c) => c[side].name));
  const shared = models("baseline").size === 1 && models("candidate").size === 1;
  const runs = shared ? [runsLine({ baseline: first.baseline, candidate: first.candidate }, name)] : [];
  return [counted(report.checks.length, "check"), ...runs].join(" \xB7 ");
}
function trialsNote(report) {
  const trials = report.problems.samples?.min ?? 0;
  if (report.metric !== "pass@k" || !bothRanTrials(report.baseline, report.candidate) || trials < 2) return null;
  return `Every task ran at least ${trials} times: pass^k, the chance that all k trials of a task pass, measures how reliably the agent solves it; try pass^k at k ${trials === 2 ? "= 2" : `from 2 to ${trials}`}.`;
}
function loneCheckNotes(check) {
  const rise = unconfirmedRiseReason(check, 1);
  return [rise === null ? null : sentence(rise), powerNote(check), oracleSentence(check), trialsNote(check)].filter(
    (note) => note !== null
  );
}
function checkNotes(report, check, style, width = NAME_WIDTH) {
  const tested = testedText(report, check, style, width);
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
function configStatusWords(row) {
  return row.checked ? CONFIG_STATUS_WORDS[row.status] : "";
}
function configSummary(report) {
  const checked = report.config.rows.filter((r) => r.checked);
  if (checked.length === 0) return "not checked";
  const count = (status) => checked.filter((r) => r.status === status).length;
  const compared = count("equal") + count("differs");
  const differs = count("differs");
  const outcome = differs === 0 ? compared === 1 ? "equal" : "all equal" : compared === 1 ? "it differs" : `${differs} differ${differs === 1 ? "s" : ""}`;
  const head = compared === 0 ? "no setting compared" : `${counted(compared, "setting")} compared, ${outcome}`;
  const aside = ["missing", "unrecorded", "greedy"].filter((status) => count(status) > 0).map((status) => `${count(status)} ${CONFIG_STATUS_WORDS[status]}`);
  return aside.length === 0 ? head : `${head}; ${aside.join(", ")}`;
}

export {
  PLAIN_TEXT,
  decisionOf,
  decisionTone,
  VERDICT_WORDS,
  limitText,
  intervalText,
  checkColumns,
  statusWords,
  refusedStatus,
  checkNumbers,
  verdictGist,
  evidenceText,
  sentence,
  inconclusiveNote,
  powerNote,
  sideName,
  refusalWhy,
  refusedColumns,
  refusedSettings,
  unmatchedIds,
  largestChanges,
  fileCheckName,
  fixSteps,
  checkName,
  gateDecisionLine,
  familyErrorSentence,
  jointLevelsText,
  bestOfText,
  familyMethodText,
  sharing,
  inconclusiveChecks,
  nameParts,
  runsLine,
  contextText,
  loneCheckNotes,
  checkNotes,
  configStatusWords,
  configSummary
};

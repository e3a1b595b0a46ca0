import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  LINE_ONE_COLOURS,
  codeSpan,
  grouped,
  markdownText,
  metricAtK,
  noticeLines,
  pValueText,
  pageOf,
  percent,
  percentPair,
  signedChange,
  sizeInPoints,
  terminalText,
  wholeScoreText,
  wrap,
  zeroScoreText
} from "./chunk-PETDOYQG.js";
import {
  FUTILITY_POWER,
  lookUnits,
  orderPositions
} from "./chunk-7XIQG6MD.js";
import {
  fewestSignificantUnits,
  levelAt
} from "./chunk-4VRRUHI7.js";
import {
  mean,
  metricValues
} from "./chunk-IYQLLMCI.js";
import {
  ranTrials,
  unitWords
} from "./chunk-O77QD7CX.js";
import {
  counted
} from "./chunk-Y3XH2ARF.js";

// src/render/sequential.ts
var SHOWN_IDS = 5;
function planSummary(plan, written, baseline, layout = {}) {
  const page = pageOf(layout);
  const { order, looks, options } = plan;
  const { problem, sample, completion } = unitWords(ranTrials(baseline));
  const first = order.slice(0, SHOWN_IDS).map((id) => terminalText(id, 80));
  const groups = looks.at(-1).groups;
  const more = order.length > SHOWN_IDS ? `, ... (${grouped(order.length)} ${problem}s${groups === void 0 ? "" : ` in ${grouped(groups)} groups`})` : "";
  const unit = groups === void 0 ? `${problem}s` : "groups";
  const metric = metricAtK(options);
  const floor = fewestSignificantUnits(levelAt(options.confidence).alpha);
  const said = (line) => wrap(page, line);
  const lines = [
    ...said(
      `wrote ${written}: a sequential gate on ${metric} over ${counted(looks.length, "look")}, n = ${counted(plan.baseline.samples, sample)} per ${problem}, one-sided alpha ${plan.alpha} (O'Brien-Fleming-type spending)`
    ),
    ...said(
      `evaluate the candidate's ${problem}s in this order${groups === void 0 ? "" : ", group by group"}: ${first.join(", ")}${more}`
    ),
    ...looks.flatMap((look, i) => {
      const from = i === 0 ? 1 : looks[i - 1].problems + 1;
      const inGroups = look.groups === void 0 ? "" : ` (${orderPositions("group", [[i === 0 ? 1 : looks[i - 1].groups + 1, look.groups]], "it")})`;
      const blocks = lookUnits(look) >= floor ? "" : ` (cannot block: the sign test needs ${floor} changed ${unit})`;
      const line = `  look ${look.look}: ${orderPositions(problem, [[from, look.problems]])}${inGroups}, ${grouped(look.completions)} ${completion}s in all; regression when t >= ${look.t.toFixed(2)}${blocks}`;
      return wrap(page, line, "    ");
    }),
    // With one look there is no early stop: futility is not applied at the last look.
    ...looks.length === 1 ? [] : said(earlyPass(plan)),
    ...wholeScore(plan, baseline, problem).flatMap(said),
    ...warningLines(
      page,
      baseline.warnings.map((w) => `baseline: ${w}`)
    )
  ];
  return `${lines.join("\n").trimEnd()}
`;
}
function warningLines(page, warnings) {
  const shown = warnings.map((w) => terminalText(w, 400));
  return shown.length === 0 ? [] : ["", ...noticeLines(page, "Warnings", shown)];
}
function planSamples(report) {
  return report.problems.total === 0 ? 0 : report.fixed / report.problems.total;
}
function earlyPass({ futility, options }) {
  const shown = options.margin > 0 ? `the drop is shown below the margin of ${sizeInPoints(options.margin)} points` : "the candidate is shown better than the baseline";
  if (futility === null) return `a pass stops early only when ${shown} (--fail-on inconclusive: no futility stop)`;
  return `a pass stops early when a regression of ${sizeInPoints(futility.design_drop)} points (the fixed gate's 80%-power drop) has under ${percent(futility.conditional_power, 0)} conditional power` + (options.margin > 0 ? `, or ${shown}` : "");
}
function wholeScore({ futility, options, baseline: planned, looks }, baseline, problem) {
  if (futility === null) return [];
  const score = mean(metricValues(baseline.problems, options.metric, options.submit).at(options.k));
  if (futility.design_drop < score) return [];
  if (score === 0) return [zeroScoreText(planned.problems, options, problem)];
  const groups = looks.at(-1).groups;
  const inGroups = groups === void 0 ? "" : ` in ${grouped(groups)} groups`;
  const suite = `${grouped(planned.problems)} ${problem}s${inGroups}, n = ${planned.samples}`;
  return [wholeScoreText(futility.design_drop, "80% of the time", score, suite)];
}
function lookLine(report, words = unitWords(false)) {
  if (report.decision === "refused") return `refused: ${report.refusal}`;
  const { problem, sample, completion } = words;
  const { problems } = report;
  const inProgress = problems.in_progress === 0 ? "" : `, ${problems.in_progress} in progress from ${orderPositions(problem, [[problems.evaluated + 1, problems.evaluated + 1]])}, which has fewer than the plan's ${planSamples(report)} ${sample}s`;
  const seen = report.look === 0 ? `${problems.evaluated} of ${problems.total} ${problem}s evaluated, fewer than the first look's${inProgress}` : `looked at ${problems.used} of ${problems.total} ${problem}s${lookDecision(report, words).text.includes(lookAt(report)) ? "" : ` (${lookAt(report)})`}${inProgress}`;
  if (report.decision === "continue") {
    const next = report.next;
    return `${seen}; continue: evaluate ${orderPositions(problem, [[next.from, next.to]])} next (${grouped(report.completions)} ${completion}${report.completions === 1 ? "" : "s"})`;
  }
  const why = {
    regression: report.failed ? null : "fail-on never: reported, the step does not fail",
    futility: "a regression can no longer be shown",
    "non-inferiority": "the drop is shown below the margin",
    "last-look": "the last look"
  }[report.reason ?? "last-look"];
  return `${seen}; stopped: ${report.decision}${why === null ? "" : ` (${why})`}`;
}
function tValue(t, digits = 2) {
  const text = t.toFixed(digits);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}
function decimalsApart(value, bound, fewest, scale = 1) {
  const read = (x, digits2) => Number((x * scale).toFixed(digits2));
  let digits = fewest;
  while (digits < 15 && Math.sign(read(value, digits) - read(bound, digits)) !== Math.sign(value - bound)) digits++;
  return digits;
}
function tAndBoundary(t, boundary) {
  const digits = decimalsApart(t, boundary, 2);
  return [tValue(t, digits), boundary.toFixed(digits)];
}
function powerMeaning(power, { problem }) {
  const shown = percent(power, decimalsApart(power, FUTILITY_POWER, 0, 100));
  return `conditional power ${shown}, the chance the whole suite would show a regression if the ${problem}s still to come dropped by the plan's design drop`;
}
function noVariation(report, words) {
  const s = report.statistic;
  if (s.drop > report.margin) {
    const units = report.problems.groups?.used ?? report.problems.used;
    const side = report.decision === "regression" ? "below" : "not below";
    return `no variation (no t): all ${units} ${changedUnit(report, words)} fell alike, exact sign test ${pValueText(0.5 ** units, { exact: true, alpha: 0 })} (one-sided), ${side} this look's level`;
  }
  if (report.look < report.looks) return "no variation (no t): no evidence yet";
  return `no variation (no t), no drop${report.margin > 0 ? " past the margin" : ""}`;
}
function usedProblems(report, { problem }) {
  const { used, groups } = report.problems;
  return `${grouped(used)} ${problem}s${groups === void 0 ? "" : ` (${grouped(groups.used)} groups)`}`;
}
function changedUnit(report, { problem }) {
  return report.problems.groups === void 0 ? `${problem}s` : "groups";
}
function floorHeld(report) {
  const s = report.statistic;
  return s !== null && s.t !== null && s.t >= s.boundary && report.decision !== "regression";
}
function lookScores(report, drop) {
  const change = signedChange(-drop);
  return [...percentPair(report.baseline.value, report.candidate.value, change), `${change} points`];
}
function evidence(report, words) {
  const s = report.statistic;
  if (s === null) return null;
  const [base, cand, change] = lookScores(report, s.drop);
  const under = percent(FUTILITY_POWER, 0);
  const cp = s.conditional_power === null ? "" : `; ${powerMeaning(s.conditional_power, words)}${report.reason === "futility" ? `, under ${under}` : ` (a high figure is no regression: a look passes early under ${under})`}`;
  const shown = report.reason === "non-inferiority" && s.non_inferiority_t !== null ? `, non-inferiority t = ${tValue(s.non_inferiority_t)}` : "";
  const floor = floorHeld(report) ? ` (fewer ${changedUnit(report, words)} changed than the sign test needs)` : "";
  const [t, boundary] = s.t === null ? [] : tAndBoundary(s.t, s.boundary);
  const test = s.t === null ? noVariation(report, words) : `${tName(report)} = ${t}, regression boundary ${boundary}${floor}`;
  return `${metricAtK(report)} ${base} -> ${cand} (${change}) on the plan's first ${usedProblems(report, words)}; ${test}${shown}${cp}; ${spentText(report, "", words)}`;
}
function spentText(report, fixedEval, { problem, completion }) {
  const plan = planSamples(report);
  const differ = report.samples === plan ? "" : ` (the candidate has n = ${report.samples} per ${problem}, the plan n = ${plan})`;
  return `${grouped(report.spent)} of ${fixedEval}${grouped(report.fixed)} ${completion}s spent${differ}`;
}
function lookTerminal(report, layout = {}, words = unitWords(false)) {
  const page = pageOf(layout);
  const { text, colour } = lookDecision(report, words);
  const numbers = evidence(report, words);
  const lines = [
    ...wrap(page, { text, code: colour }),
    ...wrap(page, `  ${lookLine(report, words)}`),
    ...numbers === null ? [] : ["", ...wrap(page, numbers)],
    ...warningLines(page, report.warnings)
  ];
  return `${lines.join("\n").trimEnd()}
`;
}
function lookAt(report) {
  return `look ${report.look} of ${report.looks}`;
}
function lookDecision(report, { problem }) {
  const at = lookAt(report);
  switch (report.decision) {
    case "regression":
      return report.failed ? { icon: "\u274C", text: `Blocks merge: regression, stopped at ${at}`, colour: LINE_ONE_COLOURS.blocks } : {
        icon: "\u2139\uFE0F",
        text: `Informational: this gate does not block. It would have blocked: regression, stopped at ${at}`,
        colour: LINE_ONE_COLOURS.informational
      };
    case "pass":
      return { icon: "\u2705", text: `Can merge: stopped at ${at}`, colour: LINE_ONE_COLOURS.canMerge };
    case "inconclusive":
      return {
        icon: "\u26A0\uFE0F",
        text: "Blocks merge, not enough evidence at the last look (fail-on inconclusive)",
        colour: LINE_ONE_COLOURS.blocks
      };
    case "continue":
      return {
        icon: "\u23F3",
        text: report.look === 0 ? `Evaluate more: the first look needs ${grouped(report.next.to)} ${problem}s` : `Evaluate more: ${at} decides nothing yet`,
        colour: LINE_ONE_COLOURS.undecided
      };
    case "refused":
      return { icon: "\u26D4", text: "Blocks merge: not compared", colour: LINE_ONE_COLOURS.blocks };
  }
}
function lookDecisionLine(report, words = unitWords(false)) {
  return `${lookDecision(report, words).text}; ${lookLine(report, words)}`;
}
function tName(report) {
  return report.margin > 0 ? "t of the drop past the limit" : "t of the drop";
}
function evidenceTable(report, words) {
  const s = report.statistic;
  if (s === null) return [];
  const [base, cand, change] = lookScores(report, s.drop);
  const [t, boundary] = s.t === null ? ["no variation", "\u2014"] : tAndBoundary(s.t, s.boundary);
  return [
    // t counts a drop as positive, beside a change that counts it as negative: the column says so.
    `| | baseline | candidate | change | ${tName(report)} | regression when t \u2265 |`,
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    `| ${metricAtK(report)} on the plan's first ${usedProblems(report, words)} | ${base} | ${cand} | ${change} | ${t} | ${boundary} |`
  ];
}
function decidingFigure(report, words) {
  const s = report.statistic;
  if (s === null) return [];
  if (s.t === null) return [`N${noVariation(report, words).slice(1)}.`];
  if (report.reason === "futility" && s.conditional_power !== null) {
    return [
      `A regression can no longer be shown: ${powerMeaning(s.conditional_power, words)}, is under ${percent(FUTILITY_POWER, 0)}.`
    ];
  }
  if (report.reason === "non-inferiority" && s.non_inferiority_t !== null) {
    const [t, boundary] = tAndBoundary(s.non_inferiority_t, s.boundary);
    return [
      `The drop is shown below the margin of ${sizeInPoints(report.margin)} points: non-inferiority t = ${t} \u2265 ${boundary}.`
    ];
  }
  return [];
}
function lookMarkdown(report, name, words = unitWords(false)) {
  const gate = name === void 0 ? "" : `${codeSpan(name)} \xB7 `;
  const { icon, text } = lookDecision(report, words);
  const table = evidenceTable(report, words);
  const cost = `${spentText(report, "the fixed-size eval's ", words)}.`;
  return `${[
    `### ${icon} ${text}`,
    "",
    `${gate}sequential gate: ${markdownText(lookLine(report, words), 2e3)}`,
    ...table.length === 0 ? [] : ["", ...table],
    ...decidingFigure(report, words).flatMap((line) => ["", line]),
    ...floorHeld(report) ? [
      "",
      `t reached the boundary, but fewer ${changedUnit(report, words)} changed than the sign test needs: no regression is shown.`
    ] : [],
    ...report.decision === "refused" ? [] : ["", cost],
    ...report.warnings.length === 0 ? [] : ["", "> [!WARNING]", ...report.warnings.map((w) => `> - ${markdownText(w, 400)}`)]
  ].join("\n")}
`;
}

export {
  planSummary,
  lookLine,
  lookTerminal,
  lookDecisionLine,
  lookMarkdown
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  PLAIN_TEXT,
  VERDICT_WORDS,
  bestOfText,
  checkColumns,
  checkName,
  checkNotes,
  checkNumbers,
  configStatusWords,
  configSummary,
  contextText,
  decisionTone,
  familyErrorSentence,
  familyMethodText,
  fileCheckName,
  fixSteps,
  gateDecisionLine,
  inconclusiveChecks,
  inconclusiveNote,
  jointLevelsText,
  largestChanges,
  limitText,
  loneCheckNotes,
  powerNote,
  refusalWhy,
  refusedColumns,
  refusedSettings,
  refusedStatus,
  runsLine,
  sentence,
  sideName,
  statusWords,
  unmatchedIds,
  verdictGist
} from "./chunk-Z4SAL7BR.js";
import {
  LINE_ONE_COLOURS,
  MAX_RUN_NAME,
  atK,
  codeSpan,
  configValueText,
  cutApart,
  cutRoom,
  cuttable,
  degreesOfFreedomText,
  estimatorText,
  fitTable,
  fitsWhole,
  grouped,
  htmlCode,
  inertText,
  intervalMethodName,
  judgementText,
  levelText,
  markdownText,
  metricAtK,
  noticeLines,
  pValueText,
  pageOf,
  pasteLines,
  powerSentence,
  shownOf,
  signedChange,
  terminalText,
  textWidth,
  wordsOf,
  wrap
} from "./chunk-PETDOYQG.js";
import {
  bothRanTrials,
  unitWords
} from "./chunk-O77QD7CX.js";
import {
  listWords,
  pasteQuoted
} from "./chunk-Y3XH2ARF.js";

// src/render/surface.ts
function yamlScalar(value) {
  if (typeof value === "boolean") return String(value);
  const plain = /^[A-Za-z_][\w.,=/@+-]*$/.test(value) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(value);
  return plain ? value : pasteQuoted(value);
}
var ACTION_SURFACE = {
  language: "yaml",
  fix: (edits) => ["with:", ...Object.entries(edits).map(([name, value]) => `  ${name}: ${yamlScalar(value)}`)]
};
function configCheckSurface(name, file) {
  if (!/\.jsonc?$/i.test(file)) {
    return {
      language: "yaml",
      fix: (edits) => [
        "checks:",
        `  - name: ${yamlScalar(name)}`,
        ...Object.entries(edits).map(([key, value]) => `    ${key}: ${yamlScalar(value)}`)
      ]
    };
  }
  return { language: "json", fix: (edits) => `"checks": ${JSON.stringify([{ name, ...edits }], null, 2)}`.split("\n") };
}

// src/render/origin.ts
var SIDES = ["baseline", "candidate"];
var SOURCE_NOTES = {
  file: "",
  filename: " (file name)",
  user: " (given)",
  mlflow: " (MLflow param)"
};
function shownConfigRows(report) {
  const { rows } = report.config;
  if (rows.some((row2) => row2.key === "n") || SIDES.every((side) => report[side].samples === void 0)) return rows;
  return [...rows, { key: "n", baseline: void 0, candidate: void 0, checked: false, status: "unrecorded" }];
}
function configCells(row2, show, sides) {
  return SIDES.map((side) => {
    const value = row2[side];
    const source = row2[`${side}Source`];
    const range = sides[side].samples;
    if (value === void 0)
      return row2.key === "n" && range !== void 0 ? `${range.min}-${range.max}` : "not recorded";
    return show(configValueText(value)) + (source === void 0 ? "" : SOURCE_NOTES[source]);
  });
}
function configRows(report, show, status2) {
  return shownConfigRows(report).map((row2) => [show(row2.key), ...configCells(row2, show, report), status2(row2)]);
}
function judgedRows(sides, show) {
  if (SIDES.every((side) => sides[side].judgement == null)) return [];
  const cell = (side) => {
    const text = judgementText(side.judgement);
    return text === null ? "not recorded" : show(text);
  };
  return [["judged by", cell(sides.baseline), cell(sides.candidate), ""]];
}
function mixedJudgement(report) {
  if (report.judgement?.match !== "differs" || !report.judgement.allowed_mixed) return void 0;
  return report.warnings.find((warning) => warning.startsWith("mixed judgement"));
}
function checkWarnings(report, name, text, pick) {
  const many = report.checks.length > 1;
  return report.checks.flatMap(
    (check) => pick(check).map((w) => `${many ? `${checkName(report, check, name)}: ` : ""}${text(w)}`)
  );
}
function headlineCautions(report, name, text) {
  return checkWarnings(report, name, text, (check) => [mixedJudgement(check)].filter((w) => w !== void 0));
}
function listedWarnings(report, name, text) {
  return checkWarnings(report, name, text, (check) => check.warnings.filter((w) => w !== mixedJudgement(check)));
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
var FILES_LISTED = 10;
function sideFiles(side, text) {
  if (side.sources === void 0) return [text(side.source)];
  const more = side.sources.length - FILES_LISTED;
  return [...side.sources.slice(0, FILES_LISTED).map(text), ...more > 0 ? [`and ${more} more`] : []];
}
function listedParts(parts, text) {
  const more = parts.length - FILES_LISTED;
  return [...parts.slice(0, FILES_LISTED).map(text), ...more > 0 ? [`${more} more`] : []].join(" + ");
}
function bothSidesFiles(report) {
  return [report.baseline, report.candidate].flatMap((side) => side.sources ?? [side.source]);
}
function sideOrigins(side) {
  if (side.mlflow != null) return [side.mlflow];
  return (side.mlflow_runs ?? []).filter((origin) => origin !== null);
}
function terminalOriginLines(report) {
  const lines = SIDES.flatMap(
    (side) => sideOrigins(report[side]).map(
      (origin, i) => `  ${(i === 0 ? side : "").padEnd(9)}  ${originWords(origin, terminalText)}: ${terminalText(origin.run_url, 200)}`
    )
  );
  return lines.length === 0 ? [] : ["MLflow", ...lines, ""];
}
function linkTarget(url) {
  return url.replace(/[\s()<>[\]"'`\\]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
function markdownOriginLines(report) {
  const parts = SIDES.flatMap((side) => {
    const links = sideOrigins(report[side]).filter((origin) => /^https?:\/\//i.test(origin.run_url)).map((origin) => `[${originWords(origin, markdownText)}](${linkTarget(origin.run_url)})`);
    return links.length === 0 ? [] : [`${side} ${links.join(", ")}`];
  });
  return parts.length === 0 ? [] : [`MLflow: ${parts.join(" \xB7 ")}`, ""];
}

// src/render/markdown.ts
var nameSpan = (text) => codeSpan(text, { max: 60 });
var INLINE = { value: (text) => inertText(text), name: nameSpan };
var IN_TABLE = { value: (text) => inertText(text, { table: true }) };
var ID_MAX = 80;
var DECISION_ICONS = { blocks: "\u274C", canMerge: "\u2705", undecided: "\u26A0\uFE0F", informational: "\u2139\uFE0F" };
function decisionIcon(report) {
  const tone = decisionTone(report);
  return tone === "blocks" && report.verdict === "refused" ? "\u26D4" : DECISION_ICONS[tone];
}
function statusText(report) {
  return `${decisionIcon(report)} ${statusWords(report)}`;
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
      const label = checkName(report, check, (name) => codeSpan(name, { table: true, max: 60 }));
      if (check.delta === null) {
        return row([label, "\u2013", "\u2013", "\u2013", "\u2013", "\u2013", `\u26D4 ${refusedStatus(check, IN_TABLE)}`]);
      }
      const [baseline, candidate, change, interval, limit] = checkNumbers(check);
      return row([label, baseline, candidate, `**${change}**`, interval, limit, statusText(check)]);
    })
  ];
}
var runName = (parts) => listedParts(parts, (part) => codeSpan(part, { max: MAX_RUN_NAME }));
var wholeText = (text) => markdownText(text, Infinity);
var FIX_PAGES = { sh: pageOf({ width: 80 }), yaml: pageOf({}), json: pageOf({}) };
function refusedCheck(report, check, surface) {
  const lines = [];
  if (report.checks.length > 1)
    lines.push(`**${checkName(report, check, nameSpan)} is ${VERDICT_WORDS.refused}.**`, "");
  for (const why of refusalWhy(check)) lines.push(why, "");
  const settings = refusedSettings(check, IN_TABLE);
  if (settings.length > 0) {
    lines.push(row(refusedColumns(check)), row([":---", ":---", ":---"]), ...settings.map(row), "");
  }
  const ids = unmatchedIds(check, { value: (id) => codeSpan(id) }, ID_MAX);
  if (ids.length > 0) lines.push(...ids.map(([side, list]) => `- ${side}: ${list}`), "");
  const steps = fixSteps(check, INLINE, report);
  if (steps.length === 0) return lines;
  const file = report.config_file === null ? null : codeSpan(report.config_file, { max: 80 });
  const place = file === null ? null : `the check ${check.line === null ? "in" : `at line ${check.line} of`} ${file}`;
  lines.push(place === null ? "**To fix it**" : `To fix it, in ${place}:`, "");
  const fix = place === null ? surface : configCheckSurface(fileCheckName(report, check), report.config_file);
  for (const step of steps) {
    lines.push(`- ${step.text}`);
    if (step.edits === void 0) continue;
    const pasted = pasteLines(FIX_PAGES[fix.language], fix.language, fix.fix(step.edits), "", "");
    lines.push("", ...["```" + fix.language, ...pasted, "```"].map((line) => `  ${line}`), "");
  }
  return [...lines, ""];
}
function inconclusiveLines(report) {
  const inconclusive = inconclusiveChecks(report, nameSpan);
  if (inconclusive === null) return [];
  const { heading, items, rule } = inconclusive;
  return [heading, "", ...items.map((item) => `- ${item}`), "", ...rule === null ? [] : [rule, ""]];
}
function checkExtras(check, chart, cap) {
  const extras = [];
  if (check.delta !== null && (check.flips.length > 0 || check.gains.length > 0)) {
    extras.push({ text: changesDetails(check, cap), name: "the per-problem changes" });
  }
  if (check.curve.length > 1) {
    extras.push({ text: curveDetails(check, chart), name: `${metricAtK(check, "k")} at other budgets` });
  }
  extras.push({ text: runsDetails(check), name: "the runs and decoding config" });
  return extras;
}
function checkDetails(report, check, cap) {
  const change = check.delta === null ? "" : `, ${signedChange(check.delta.value)} points`;
  const summary = `${checkName(report, check, (name) => htmlCode(name, 60))}: ${statusText(check)}${change}`;
  const body = [
    runsLine(check, runName),
    ...markdownOriginLines(check).filter((line) => line !== ""),
    ...checkNotes(report, check, INLINE),
    ...checkExtras(check, false, cap).map((extra) => extra.text)
  ];
  return {
    text: details(summary, [body.join("\n\n")]),
    name: checkName(report, check, nameSpan),
    check: true,
    blocking: check.failed || check.verdict === "regression"
  };
}
function changedUnits(count, unit) {
  return count === 1 ? `the one ${unit} that changed` : `the ${grouped(count)} ${unit}s that changed`;
}
function changesDetails(report, cap) {
  const { heading, worse, better } = largestChanges(report, cap, ID_MAX);
  const table = (title, changes, total) => [
    `**${title}** (${shownOf(changes.length, total)})`,
    "",
    row([wordsOf(report).problem, sideName(report, "baseline"), "candidate", "change (points)"]),
    row([":---", "---:", "---:", "---:"]),
    ...changes.map((f) => row([codeSpan(f.shown.text, { table: true, max: Infinity }), ...f.values, f.change]))
  ];
  const body = [
    ...worse.length > 0 ? [...table("Got worse", worse, report.changed.dropped), ""] : [],
    ...better.length > 0 ? table("Got better", better, report.changed.gained) : []
  ];
  return details(heading, body);
}
function axisRange(values) {
  const low = Math.min(...values) * 100;
  const high = Math.max(...values) * 100;
  const pad = Math.max(2, (high - low) * 0.15);
  return [Math.max(0, Math.floor((low - pad) / 5) * 5), Math.min(100, Math.ceil((high + pad) / 5) * 5)];
}
var BASELINE_COLOUR = "#8c959f";
var CANDIDATE_COLOUR = "#2f81f7";
function curveDetails(report, chart) {
  const name = metricAtK(report, "k");
  const ks = report.curve.map((p) => p.k === report.k ? `**${p.k}** (gate)` : String(p.k));
  const last = report.curve.at(-1).k;
  return details(`${name} at other budgets, k = ${report.curve[0].k} to ${last}`, [
    row(["k", ...ks]),
    row([":---", ...ks.map(() => "---:")]),
    row([`${sideName(report, "baseline")} (%)`, ...report.curve.map((p) => (p.baseline * 100).toFixed(1))]),
    row(["candidate (%)", ...report.curve.map((p) => (p.candidate * 100).toFixed(1))]),
    // At the gate's k the change the headline and table show (the mean of the differences), whose rounding can
    // differ from the difference of the two means at a half point (-2.25: -2.2 against -2.3).
    row([
      "change (points)",
      ...report.curve.map(
        (p) => signedChange(p.k === report.k && report.delta !== null ? report.delta.value : p.candidate - p.baseline)
      )
    ]),
    "",
    ...chart ? curveChart(report, name) : [`The gate decides at k = ${report.k}; the other budgets are context.`]
  ]);
}
function curveChart(report, name) {
  const labels = report.curve.map((p) => p.k === report.k ? `"${p.k} (gate)"` : `"${p.k}"`);
  const [low, high] = axisRange(report.curve.flatMap((p) => [p.baseline, p.candidate]));
  const series = (pick) => `[${report.curve.map((p) => (pick(p) * 100).toFixed(1)).join(", ")}]`;
  const side = sideName(report, "baseline");
  return [
    `${side.replace(/^./, (first) => first.toUpperCase())} in grey, candidate in blue. The gate decides at k = ${report.k}; the other budgets are context.`,
    "",
    "```mermaid",
    // xychart has no legend: fixed colours tell the lines apart.
    `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${BASELINE_COLOUR}, ${CANDIDATE_COLOUR}"}}}}%%`,
    "xychart-beta",
    // The SVG's title and description: without them a screen reader meets an unnamed graphic.
    `  accTitle: ${name} of the ${side} and the candidate, k = ${report.curve[0].k} to ${report.curve.at(-1).k}`,
    `  accDescr: The ${side} is the grey line, the candidate the blue one, with the values of the table above. The gate decides at k = ${report.k}.`,
    `  x-axis "k" [${labels.join(", ")}]`,
    `  y-axis "${name} (%)" ${low} --> ${high}`,
    `  line ${series((p) => p.baseline)}`,
    `  line ${series((p) => p.candidate)}`,
    "```"
  ];
}
var CONFIG_ICONS = {
  equal: "\u2705 ",
  differs: "\u274C ",
  missing: "\u274C ",
  unrecorded: "",
  greedy: ""
};
function configStatus(r) {
  return r.checked ? `${CONFIG_ICONS[r.status]}${configStatusWords(r)}` : "";
}
var FILES_ROOM = 68;
function runsDetails(report) {
  const summary = `Runs and decoding config: ${configSummary(report)}`;
  const others = bothSidesFiles(report);
  const longest = (side) => Math.max(...sideFiles(side, (name) => name).map(textWidth));
  const file = (side, other) => {
    const room = FILES_ROOM - Math.min(longest(other), FILES_ROOM / 2);
    const files = sideFiles(side, (name) => codeSpan(cutApart(name, room, others), { table: true, max: Infinity }));
    const merged2 = side.sources === void 0 ? "" : `, ${side.sources.length} files merged`;
    const problems = `${grouped(side.problems)} ${wordsOf(report).problem}${side.problems === 1 ? "" : "s"}`;
    return `${files.join("<br>")} (${side.format}, ${problems}${merged2})`;
  };
  const model = (side) => {
    const name = report[side].model;
    if (name !== null) return codeSpan(name, { table: true, max: 60 });
    return report[side].models !== void 0 ? "differs across files" : "not recorded";
  };
  const merged = report.baseline.sources !== void 0 || report.candidate.sources !== void 0;
  return details(summary, [
    row(["", sideName(report, "baseline"), "candidate", "checked"]),
    row([":---", ":---", ":---", ":---"]),
    row(["model", model("baseline"), model("candidate"), ""]),
    row([
      merged ? "files" : "file",
      file(report.baseline, report.candidate),
      file(report.candidate, report.baseline),
      ""
    ]),
    // Prose, a hash its own code span: the cell wraps between words, within the comment.
    ...judgedRows(report, wholeText).map(row),
    ...configRows(report, IN_TABLE.value, configStatus).map(row)
  ]);
}
function flipP(pValue, resamples, said) {
  const formula = `(count + 1)/(${resamples} + 1)`;
  const count = "where count is the flips with a mean change at least as large in size, either way";
  const bound = /^p < (.*)$/.exec(said);
  if (bound === null) return `${said} = ${formula}, ${count}`;
  const flips = Math.round(pValue * (resamples + 1)) - 1;
  return `p = ${formula}, ${count}: here ${flips}, so p = ${flips + 1}/${resamples + 1}, below ${bound[1]}`;
}
function checkMethod(report) {
  const b = report.bootstrap;
  const delta = report.delta;
  const alpha = report.multiplicity.level;
  const level = levelText(delta.confidence);
  const p = pValueText(delta.p_value, { exact: delta.p_exact, alpha });
  const changed = delta.moved.worse + delta.moved.better;
  const { problem, sample } = wordsOf(report);
  const unit = b.unit === "cluster" ? "group" : problem;
  return [
    `**Score.** Per ${problem}, ${metricAtK(report, "k")}${atK(report)} is ${estimatorText(report, sample)}; a run's score is the mean over the ${grouped(report.problems.compared)} ${problem}s both runs have.`,
    b.method === "t" ? `**Interval.** The ${level} interval of the change is a t interval on ${degreesOfFreedomText(delta.df)} degrees of freedom around the mean change, with the ${b.unit === "cluster" ? "cluster-robust " : ""}standard error over the ${grouped(b.units)} ${b.unit === "cluster" ? `groups of ${problem}s` : `${problem}s`}` + // Why over groups: their few totals make a bootstrap's shape noise; over problems it is the user's choice.
    (b.unit === "cluster" ? ": with few groups the shape of a bootstrap distribution is itself noise." : ".") : `**Interval.** The ${level} interval of the change is a paired ${intervalMethodName(b.method)} bootstrap: the ${grouped(b.units)} ${unit}s are resampled with replacement ${grouped(b.resamples)} times (seed ${b.seed}), the same draw for both runs; ${sample}s inside a ${problem} are never resampled.`,
    changed === 0 ? `**Sign-flip test.** Whether anything changed at all: no ${unit} changed, so ${p}.` : delta.p_exact ? `**Sign-flip test.** Whether anything changed at all: ${p} is the share of all sign patterns of ${changedUnits(changed, unit)} whose mean change is at least as large in size as the one seen, either way (counted exactly).` : `**Sign-flip test.** Whether anything changed at all: each ${unit}'s change is flipped in sign at random ${grouped(b.resamples)} times; ${flipP(delta.p_value, b.resamples, p)}.`,
    `**Verdict.** Regression: the whole interval is below the limit (${limitText(delta.margin)} points) and the sign-flip test agrees (p < ${alpha}); improvement: the whole interval is above 0 and the test agrees; no regression: the interval's low end is at or above the limit; otherwise inconclusive.`,
    `**Power.** ${powerSentence(report)} It depends on the number of ${unit}s, the ${sample}s per ${problem}, the limit and the confidence.`
  ];
}
function gateMethod(report) {
  const { method, family_size: m, confidence, alpha } = report.multiplicity;
  const { problem } = unitWords(report.checks.every((c) => bothRanTrials(c.baseline, c.candidate)));
  const intervals = new Set(
    report.checks.filter((check) => check.delta !== null).map(
      ({ bootstrap: b, delta }) => b.method === "t" ? delta.df === b.units - 1 ? `a t interval of the change on G \u2212 1 degrees of freedom (G the ${b.unit === "cluster" ? "groups" : `${problem}s`})` : `a t interval of the change on ${degreesOfFreedomText(delta.df)} degrees of freedom (fewer than G \u2212 1, G the groups: a few large groups carry the standard error)` : `a paired ${intervalMethodName(b.method)} bootstrap interval of the change (${grouped(b.resamples)} resamples, seed ${b.seed})`
    )
  );
  const paragraphs = [
    `**Each check** is compared as one comparison is: the metric at its k per ${problem}, averaged; ${[...intervals].join(" or ") || "an interval of the change"}; and a sign-flip test of whether anything changed at all.`
  ];
  const best = bestOfText(report);
  const bestOf = best === null ? [] : [`**Picked as the best.** ${sentence(best)}`];
  if (method === "none") {
    paragraphs.push(
      `**Per check.** With multiplicity none every check is tested on its own at ${alpha} and its interval is at confidence ${confidence}: the more checks, the likelier that one of them fails by noise alone.`,
      ...bestOf
    );
    return paragraphs;
  }
  const levels = jointLevelsText(report);
  const jointly = `the joint tests below count checks of the same ${problem}s as fewer checks`;
  paragraphs.push(
    method === "holm" ? `**Family-wise error (Holm's step-down method).** The checks' sign-flip p-values are taken from the smallest: ` + (levels === null ? `the i-th of the ${m} is tested at ${alpha} / (${m} \u2212 i + 1)` : `each is tested at its step's level (${levels}; not ${alpha} / (${m} \u2212 i + 1): ${jointly})`) + `, until one is not below its level; that one and all after it claim no change. Each check's interval is at the level it was tested at (a check that claims nothing, at the level of the step where the method stopped), so its verdict and its interval agree.` : `**Family-wise error (Bonferroni).** Every check is tested at ` + (levels === null ? `${alpha} / ${m}` : `${levels} (not ${alpha} / ${m}: ${jointly})`) + ` and its interval is at that level, so all the intervals hold together with confidence ${confidence}.`
  );
  paragraphs.push(...bestOf);
  if (report.multiplicity.joint.length > 0) {
    paragraphs.push(
      `**Checks of the same ${problem}s** are tested jointly: the same random sign flips of each ${problem} give the chance that the smallest of their p-values falls below a level by noise alone, which replaces their Bonferroni share (the min-p method of Westfall and Young); when they move together it is smaller, and their levels less strict.`
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
  const cautions = headlineCautions(report, nameSpan, wholeText);
  if (cautions.length === 1) head.push("> [!CAUTION]", `> ${cautions[0]}`, "");
  if (cautions.length > 1) head.push("> [!CAUTION]", ...cautions.map((caution) => `> - ${caution}`), "");
  const context = contextText(report, runName);
  head.push(options.name === void 0 ? context : `${nameSpan(options.name)} \xB7 ${context}`, "");
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
  const warnings = listedWarnings(report, nameSpan, wholeText);
  if (warnings.length > 0) head.push("> [!WARNING]", ...warnings.map((w) => `> - ${w}`), "");
  const extrasAt = (cap) => {
    const extras = many ? report.checks.map((check) => checkDetails(report, check, cap)) : checkExtras(one, true, cap);
    if (many || one.delta !== null) {
      extras.push({ text: methodDetails(report, options.docsUrl), name: "how this was computed" });
    }
    return extras;
  };
  const longest = Math.max(0, ...report.checks.flatMap((check) => [check.flips.length, check.gains.length]));
  return fitted(head, extrasAt, longest, options);
}
function fitted(head, extrasAt, longest, options) {
  const assemble = (parts, omitted) => {
    const body = [...head, ...parts.flatMap((part) => [part.text, ""])];
    if (omitted.length > 0) {
      const note = options.trimmedNote ?? "Some details were left out to fit.";
      body.push(`_${note} Left out: ${omitted.join("; ")}._`, "");
    }
    return `${body.join("\n").trimEnd()}
`;
  };
  const limit = options.maxLength ?? Infinity;
  const rendered = /* @__PURE__ */ new Map();
  const at = (cap) => rendered.get(cap) ?? rendered.set(cap, extrasAt(cap)).get(cap);
  const whole2 = at(Infinity);
  let text = assemble(whole2, []);
  if (text.length <= limit) return text;
  const caps = [Infinity, ...Array.from({ length: Math.max(0, longest - 1) }, (_, i) => longest - 1 - i)];
  const least = at(caps.at(-1));
  const largestFirst = least.map((_, i) => i).sort(
    (a, b) => Number(least[a].blocking ?? false) - Number(least[b].blocking ?? false) || least[b].text.length - least[a].text.length || b - a
  );
  for (let dropped = 0; dropped <= whole2.length; dropped++) {
    const gone = new Set(largestFirst.slice(0, dropped));
    const keep = (_, i) => !gone.has(i);
    const wholeKept = whole2.filter(keep);
    const goneParts = whole2.filter((_, i) => gone.has(i));
    const checks = goneParts.filter((part) => part.check).map((part) => part.name);
    const names = [
      ...checks.length === 0 ? [] : [`the details of ${listWords(checks, "and")}`],
      ...goneParts.filter((part) => !part.check).map((part) => part.name)
    ];
    for (const cap of caps) {
      const kept = at(cap).filter(keep);
      const shortened = kept.some((part, i) => part.text !== wholeKept[i].text);
      if (cap !== Infinity && !shortened) continue;
      const largest = cap === 1 ? "the largest per-problem change" : `the largest ${cap} per-problem changes`;
      const lists = shortened ? [`all but ${largest} of each list`] : [];
      text = assemble(kept, [...lists, ...names]);
      if (text.length <= limit) return text;
    }
  }
  return `${text.slice(0, Math.max(0, limit - 2))}\u2026
`;
}

// src/render/terminal.ts
var TERMINAL_CHANGES = 10;
var TERMINAL_CHANGES_PER_CHECK = 5;
var ID_MAX2 = 60;
function status(check, words) {
  return { text: words, code: LINE_ONE_COLOURS[decisionTone(check)] };
}
var whole = (text) => terminalText(text, Infinity);
function runName2(room) {
  const named = (part) => terminalText(part, MAX_RUN_NAME);
  return (parts, others) => {
    const name = listedParts(parts, named);
    if (textWidth(name) <= room) return name;
    const first = cutApart(named(parts[0]), room, others.map(named));
    return parts.length === 1 ? first : `${first} + ${parts.length - 1} more`;
  };
}
function checkTable2(report, page) {
  return fitTable(
    page,
    checkColumns(report),
    report.checks.map((check) => [
      checkName(report, check, whole, Infinity),
      ...check.delta === null ? ["-", "-", "-", "-", "-", status(check, refusedStatus(check, PLAIN_TEXT))] : [...checkNumbers(check), status(check, statusWords(check))]
    ])
  );
}
function changeLines(report, limit, page, indent, code) {
  const { heading, worse, better } = largestChanges(report, limit, ID_MAX2);
  const rows = (shown) => {
    const cells = shown.map((f) => [cuttable(f.shown.text, f.shown.full), f.values.join(" -> "), f.change]);
    return fitTable(page, ["", "", ""], cells, `${indent}    `);
  };
  const title = (words, shown, total) => `${indent}  ${words}${shown < total ? ` (${shownOf(shown, total)})` : ""}`;
  const lines = wrap(page, { text: `${indent}${heading}`, code });
  const { dropped, gained } = report.changed;
  if (worse.length > 0) lines.push(title("got worse", worse.length, dropped), ...rows(worse));
  if (better.length > 0) lines.push(title("got better", better.length, gained), ...rows(better));
  return lines;
}
function checkHeading(report, check, page, words) {
  return wrap(page, [{ text: `${checkName(report, check, whole, Infinity)}:`, code: "1" }, " ", status(check, words)]);
}
function refusedLines(report, check, surface, page) {
  const many = report.checks.length > 1;
  const settings = refusedSettings(check, PLAIN_TEXT);
  const ids = unmatchedIds(check, PLAIN_TEXT, Math.min(ID_MAX2, cutRoom(page, 3))).flatMap(
    ([side, list]) => wrap(page, `  ${side}: ${list}`)
  );
  const table = settings.length === 0 ? [] : fitTable(page, refusedColumns(check), settings);
  const blocks = [table, ids].filter((block) => block.length > 0);
  const lines = many ? [...checkHeading(report, check, page, verdictGist(check, PLAIN_TEXT)), ...blocks.flat()] : blocks.flatMap((block) => [...block, ""]);
  const steps = fixSteps(check, PLAIN_TEXT, report);
  if (steps.length === 0) return many ? [...lines, ""] : lines;
  const file = report.config_file;
  const line = check.line === null ? "" : ` (the check at line ${check.line})`;
  const place = file === null ? null : `${terminalText(file, 80)}${line}`;
  const heading = place !== null ? `  To fix it, in ${place}:` : many ? "  To fix it:" : { text: "To fix it", code: "1" };
  lines.push(...wrap(page, heading));
  const fix = place === null ? surface : configCheckSurface(fileCheckName(report, check), file);
  for (const step of steps) {
    lines.push(...wrap(page, `  - ${step.text}`));
    if (step.edits === void 0 || fix === void 0) continue;
    lines.push(...pasteLines(page, fix.language, fix.fix(step.edits), "      ", "36"));
  }
  return [...lines, ""];
}
function renderRefusals(report, surface) {
  const page = pageOf({});
  const lines = report.checks.filter((check) => check.verdict === "refused").flatMap((check) => refusedLines(report, check, surface, page));
  return lines.length === 0 ? "" : `${lines.join("\n").trimEnd()}
`;
}
function checkLines(report, check, page) {
  const change = check.delta === null ? "" : `, ${signedChange(check.delta.value)} points`;
  const lines = [
    ...checkHeading(report, check, page, `${statusWords(check)}${change}`),
    ...wrap(page, { text: `  ${runsLine(check, runName2(page.width - 2))}`, code: "2" }),
    ...originLines(check, page, "  "),
    ...checkNotes(report, check, { ...PLAIN_TEXT, name: whole }, Infinity).flatMap((note) => wrap(page, `  ${note}`))
  ];
  if (check.delta !== null && (check.flips.length > 0 || check.gains.length > 0)) {
    lines.push(...changeLines(check, TERMINAL_CHANGES_PER_CHECK, page, "  "));
  }
  return [...lines, ""];
}
function configLines(report, page) {
  const value = (text) => terminalText(text, 200);
  const baseline = sideFiles(report.baseline, whole);
  const candidate = sideFiles(report.candidate, whole);
  const files = Math.max(baseline.length, candidate.length);
  return [
    "Runs and decoding config",
    ...fitTable(
      page,
      ["", sideName(report, "baseline"), "candidate", "checked"],
      [
        ...Array.from({ length: files }, (_, i) => [
          i > 0 ? "" : files > 1 ? "files" : "file",
          cuttable(baseline[i] ?? ""),
          cuttable(candidate[i] ?? ""),
          ""
        ]),
        ...judgedRows(report, value),
        ...configRows(report, value, configStatusWords)
      ]
    ),
    ""
  ];
}
function curveLines(report, page) {
  const ks = report.curve.map((p) => p.k === report.k ? `${p.k} (gate)` : String(p.k));
  const value = (side, i) => (report.curve[i][side] * 100).toFixed(1);
  const across = [
    [sideName(report, "baseline"), ...ks.map((_, i) => value("baseline", i))],
    ["candidate", ...ks.map((_, i) => value("candidate", i))]
  ];
  const table = fitsWhole(page, ["k", ...ks], across) ? fitTable(page, ["k", ...ks], across) : fitTable(
    page,
    ["k", sideName(report, "baseline"), "candidate"],
    ks.map((k, i) => [k, value("baseline", i), value("candidate", i)])
  );
  return [...wrap(page, `${metricAtK(report, "k")} at other budgets (%)`), ...table, ""];
}
function methodLines(report, page) {
  const { delta, bootstrap: b } = report;
  if (delta === null) return [];
  const p = pValueText(delta.p_value, { exact: delta.p_exact, alpha: report.multiplicity.level });
  const interval = b.method === "t" ? `t interval on ${degreesOfFreedomText(delta.df)} degrees of freedom over ${grouped(b.units)} ${b.unit === "cluster" ? "groups (cluster-robust standard error)" : `${wordsOf(report).problem}s`}` : `paired ${intervalMethodName(b.method)} bootstrap over ${grouped(b.units)} ${b.unit === "problem" ? `${wordsOf(report).problem}s` : "groups"}, ${grouped(b.resamples)} resamples, seed ${b.seed}`;
  const lines = wrap(page, { text: `Method: ${interval}; sign-flip test ${p}.`, code: "2" });
  if (powerNote(report) === null) {
    const power = powerSentence(report);
    lines.push(...wrap(page, { text: `Power: ${power.charAt(0).toLowerCase()}${power.slice(1)}`, code: "2" }));
  }
  return lines;
}
function warningLines(report, page) {
  return noticeLines(page, "Warnings", listedWarnings(report, whole, whole));
}
function originLines(check, page, indent = "") {
  return terminalOriginLines(check).flatMap((line) => {
    if (line === "") return indent === "" ? [""] : [];
    return wrap(page, `${indent}${line}`, " ".repeat(indent.length + (/^ *\S+ +/.exec(line)?.[0].length ?? 0)));
  });
}
function loneCheckLines(report, check, surface, page) {
  const lines = [];
  if (check.verdict === "refused") lines.push(...refusedLines(report, check, surface, page));
  else {
    const note = inconclusiveNote(check);
    if (note !== null) lines.push(...wrap(page, `  ${note}`), "");
    lines.push(...checkTable2(report, page), "");
    for (const note2 of loneCheckNotes(check)) lines.push(...wrap(page, `  ${note2}`), "");
  }
  if (check.flips.length > 0 || check.gains.length > 0) {
    lines.push(...changeLines(check, TERMINAL_CHANGES, page, "", "1"), "");
  }
  lines.push(...originLines(check, page), ...configLines(check, page));
  if (check.curve.length > 1) lines.push(...curveLines(check, page));
  return [...lines, ...warningLines(report, page), ...methodLines(check, page)];
}
function checksLines(report, surface, page) {
  const lines = [...checkTable2(report, page), "", ...wrap(page, `  ${familyErrorSentence(report)}`), ""];
  for (const check of report.checks) {
    if (check.verdict === "refused") lines.push(...refusedLines(report, check, surface, page));
  }
  const inconclusive = inconclusiveChecks(report, whole, Infinity);
  if (inconclusive !== null) {
    const { heading, items, rule } = inconclusive;
    lines.push(...wrap(page, heading), ...items.flatMap((item) => wrap(page, `  - ${item}`)));
    lines.push(...rule === null ? [] : wrap(page, `  ${rule}`), "");
  }
  for (const check of report.checks) if (check.verdict !== "refused") lines.push(...checkLines(report, check, page));
  lines.push(...warningLines(report, page));
  lines.push(...wrap(page, { text: `Method: ${familyMethodText(report)}.`, code: "2" }));
  return lines;
}
function renderTerminal(report, options = {}) {
  const page = pageOf(options);
  const [one] = report.checks;
  const many = report.checks.length > 1;
  const lines = [
    ...wrap(page, { text: gateDecisionLine(report, PLAIN_TEXT), code: LINE_ONE_COLOURS[decisionTone(report)] }),
    ...headlineCautions(report, whole, whole).flatMap((caution) => wrap(page, `  ! ${caution}`)),
    ...wrap(page, { text: `  ${contextText(report, runName2(page.width - 2))}`, code: "2" }),
    "",
    ...many ? checksLines(report, options.surface, page) : loneCheckLines(report, one, options.surface, page)
  ];
  return `${lines.join("\n").trimEnd()}
`;
}

export {
  ACTION_SURFACE,
  renderMarkdown,
  runName2 as runName,
  renderRefusals,
  renderTerminal
};

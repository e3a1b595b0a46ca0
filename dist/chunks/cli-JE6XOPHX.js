import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  renderMarkdown,
  renderTerminal,
  runName
} from "./chunk-YOERTTUU.js";
import {
  nameParts
} from "./chunk-Z4SAL7BR.js";
import {
  MAX_RUN_NAME,
  articleFor,
  fitTable,
  grouped,
  intervalMethodName,
  levelText,
  logText,
  marginPoints,
  metricAtK,
  noticeLines,
  onItsSide,
  pageOf,
  samplesText,
  sizeInPoints,
  terminalText,
  twoDigitDecimals,
  unitsText,
  wholeScoreText,
  wrap,
  zeroScoreText
} from "./chunk-PETDOYQG.js";
import {
  parseSequentialOptions
} from "./chunk-QYBGU5UY.js";
import {
  readGateConfig
} from "./chunk-KE4UJVXD.js";
import {
  CHECK_KEYS,
  EXIT_BUG,
  EXIT_CONTINUE,
  EXIT_PASSED,
  EXIT_USAGE,
  comparisonRequest,
  describeFailure,
  exitStatus,
  once,
  readSide,
  runGate,
  shownRuns,
  sideOf,
  sidePaths
} from "./chunk-2QDV6MVB.js";
import {
  describeRead,
  expandGlobs,
  fileKey,
  isGlob,
  loadResults,
  unusedReadNotes
} from "./chunk-NUNIREQY.js";
import "./chunk-YDAYO5PO.js";
import {
  planEval
} from "./chunk-WME4BJAA.js";
import {
  scoreHint
} from "./chunk-OETJPMYG.js";
import {
  CLI_NAMING,
  OPTION_NAMES,
  OptionParser,
  SETTINGS_OPTIONS,
  fewestSignificantUnits,
  levelAt,
  parseOptions,
  points,
  pointsHint,
  severalNumbers
} from "./chunk-4VRRUHI7.js";
import {
  mlflowSettingsFrom
} from "./chunk-T6CWLPCE.js";
import {
  parseAnchor,
  parseArgs
} from "./chunk-6E3OM4AZ.js";
import {
  comparisonView,
  reportJson
} from "./chunk-43OLHB65.js";
import {
  ALWAYS_REQUIRED,
  usesSamples
} from "./chunk-IYQLLMCI.js";
import {
  CANONICAL_FORMAT,
  FORMAT_NAMES,
  SAMPLE_VALUES,
  countsOnly,
  ranTrials,
  unitWords
} from "./chunk-O77QD7CX.js";
import {
  INEXACT_INTEGER_READ,
  InputError,
  MAX_LINE_VALUE,
  archivedModel,
  backslashError,
  counted,
  didYouMean,
  isConfigPairs,
  isDecimalText,
  isInexactInteger,
  isMlflowUri,
  listWords,
  nameText,
  nearestWords,
  pastedWord,
  quoted,
  shellWord,
  writeOutputFile
} from "./chunk-Y3XH2ARF.js";
import "./chunk-T6J2QFXX.js";

// src/cli.ts
import { stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import nodePath, { dirname, sep } from "node:path";

// src/formats/canonical-write.ts
function sampleJson(sample) {
  const fields = { pass: sample.pass };
  for (const key of SAMPLE_VALUES) {
    const value = sample[key];
    if (value !== void 0) fields[key] = value;
  }
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

// src/plan/options.ts
function parsePlanOptions(raw) {
  if (severalNumbers(raw.k)) {
    throw new InputError(
      `--k: expected one number, got ${JSON.stringify(raw.k)}: a plan sizes the suite for one budget k; run plan once for each`
    );
  }
  const { k, metric, submit, margin, confidence, interval } = parseOptions(raw, void 0, { resampled: false });
  const options = { k, metric, submit, margin, confidence, interval };
  if (raw.target !== void 0) {
    const text = raw.target.trim();
    if (text === "") throw new InputError("--target is empty: give a drop, or leave --target out for the plain plan");
    const value = Number(text);
    if (!isDecimalText(text) || !(value > 0 && value < 1)) {
      throw new InputError(
        `--target: expected a drop in metric units above 0 and below 1 (0.02 = 2 points), got ${JSON.stringify(raw.target)}${pointsHint(raw.target)}`
      );
    }
    options.target = value;
  }
  return options;
}

// src/render/plan.ts
var NAME_ROOM = 60;
function squaredPoints(variance) {
  return (variance * 1e4).toFixed(1);
}
function sePoints(se) {
  const inPoints = se * 100;
  const text = inPoints.toFixed(2);
  if (inPoints === 0 || text !== "0.00") return text;
  return inPoints.toFixed(twoDigitDecimals(inPoints));
}
function dropPoints(plan2) {
  const drops = plan2.rows.map((row) => row.drop * 100).filter((drop) => drop > 0);
  const [smallest, largest] = [Math.min(...drops), Math.max(...drops)];
  const decimals = (inPoints) => inPoints >= 0.05 || inPoints <= 0 ? 1 : twoDigitDecimals(inPoints);
  const decimalsOf = (drop) => largest > 100 * smallest ? decimals(drop * 100) : decimals(smallest);
  const target = plan2.target?.drop;
  if (target === void 0) return (drop) => points(drop, decimalsOf(drop));
  return (drop) => onItsSide(
    drop * 100,
    target * 100,
    points(drop, decimalsOf(drop)),
    (digits) => points(drop, digits),
    decimalsOf(drop) + 1
  );
}
function ownRow(plan2) {
  return plan2.rows.find((row) => row.baseline_n) ?? plan2.rows[plan2.rows.length - 1];
}
function tooFewToFail(plan2) {
  return plan2.over === "problems" && !plan2.rows.some((row) => row.baseline_n);
}
function tooFewText(plan2, { problem }) {
  const { problems, units, unit } = plan2.baseline;
  const counts = unitsText(plan2.baseline, units, problem);
  const suite = unit === "cluster" ? `${grouped(problems)} ${problem}s in ${counts}` : counts;
  const { alpha } = levelAt(plan2.gate.confidence);
  const smallest = Number(Math.pow(2, 1 - units).toPrecision(3));
  return `${suite} can never fail the gate at ${levelText(plan2.gate.confidence)} confidence (even with every one worse, the sign-flip test's p-value is 2/2^${units} = ${smallest}, not below ${alpha}: it needs ${unitsText(plan2.baseline, fewestSignificantUnits(alpha), problem)})`;
}
function contrastRow(plan2, own, shown) {
  const catching = plan2.rows.filter((row) => row !== own && row.drop < plan2.baseline.value);
  const others = plan2.over === "problems" ? catching.filter((row) => row.problems > own.problems) : catching;
  const chosen = plan2.over === "problems" ? others.find((row) => row.problems >= own.problems * 4) ?? others.at(-1) : others.filter((row) => row.n <= own.n / 4).at(-1) ?? others.find((row) => row.n >= own.n * 4) ?? others.at(-1);
  return chosen && others.find((row) => shown(row.drop) === shown(chosen.drop));
}
function boundOf(plan2) {
  if (plan2.variance.one_sample?.from === "unrelated") return "at worst";
  return plan2.variance.problem_variance_from === "assumed-zero" && plan2.k === 1 ? "at best" : null;
}
function qualifierOf(plan2) {
  const bound = boundOf(plan2);
  if (bound !== null) return ` ${bound}`;
  return plan2.variance.problem_variance_from === "assumed-zero" ? " (an estimate, not a bound)" : "";
}
function headline(plan2, words) {
  const { problem, sample } = words;
  const label = metricAtK(plan2);
  if (plan2.baseline.value === 0) {
    return `${label}: no drop to plan for. ${zeroScoreText(plan2.baseline.problems, plan2, problem)}`;
  }
  const { value, unit, units } = plan2.baseline;
  const tooFew = tooFewToFail(plan2) ? `${tooFewText(plan2, words)}; ` : null;
  const own = tooFew === null ? ownRow(plan2) : plan2.rows.find((row) => row.drop < value) ?? plan2.rows.at(-1);
  if (own === void 0) return `${label}, one ${sample} per ${problem}: ${tooFewText(plan2, words)}`;
  const inPoints = dropPoints(plan2);
  const other = contrastRow(plan2, own, inPoints);
  const chance = `${Math.round(plan2.gate.probability * 100)}% of the time`;
  const size = inPoints(own.drop);
  const caught = `catch ${articleFor(size)} ${size}-point drop ${chance}`;
  const bound = qualifierOf(plan2);
  const measure = plan2.variance.problem_variance_from === "assumed-zero" ? ". Plan with --candidate FILE for the figure your runs give" : "";
  const line = plan2.over === "problems" ? `${label}, one ${sample} per ${problem}: ${tooFew ?? ""}${grouped(own.problems)} ${problem}s ${caught}${bound}` + (other === void 0 ? "" : `; ${grouped(other.problems)} catch ${inPoints(other.drop)}`) : `${label}, ${grouped(plan2.baseline.problems)} ${problem}s: ${counted(own.n, sample)} per ${problem} ${caught}${bound}${other === void 0 ? "" : `; ${other.n} catch${other.n === 1 ? "es" : ""} ${inPoints(other.drop)}`}`;
  if (own.drop < value) return `${line}${measure}`;
  const groups = unit === "cluster" && tooFew === null ? ` in ${grouped(units)} groups` : "";
  const suite = `${grouped(own.problems)} ${problem}s${groups}, n = ${own.n}`;
  return `${line}. ${wholeScoreText(own.drop, `${chance}${bound}`, value, suite)}`;
}
function rowsTable(plan2, page, { problem, completion }) {
  const chance = `${Math.round(plan2.gate.probability * 100)}%`;
  const byN = plan2.over !== "problems";
  const inPoints = dropPoints(plan2);
  const drop = (row) => (
    // No drop past the baseline's whole score can happen; else what sets the drop, when the sign test's floor does.
    `${inPoints(row.drop)}${row.drop >= plan2.baseline.value ? " (\u2265 score)" : row.limit === "floor" ? ` (${row.floor_units} ${problem}s must drop)` : ""}`
  );
  const share = (row) => {
    const sampling = row.sampling_variance ?? 0;
    const total = sampling + (row.problem_variance ?? 0);
    return total > 0 ? `${Math.round(100 * sampling / total)}%` : "-";
  };
  return fitTable(
    page,
    [
      byN ? "n" : `${problem}s`,
      `${completion}s per run`,
      "both runs",
      `drop caught ${chance} (points)`,
      "SE (points)",
      ...byN ? ["sampling share"] : [],
      ""
    ],
    plan2.rows.map((row) => {
      const cells = [
        byN ? String(row.n) : grouped(row.problems),
        grouped(row.completions.per_run),
        grouped(row.completions.both_runs),
        drop(row),
        sePoints(row.se),
        ...byN ? [share(row)] : [],
        row.baseline_n ? byN ? "<- the baseline's n" : "<- the baseline" : ""
      ];
      return row.baseline_n ? cells.map((text) => ({ text, code: "1" })) : cells;
    })
  );
}
function candidateName(plan2) {
  return terminalText(plan2.candidate.name, 60);
}
function varianceText(plan2, words) {
  const { problem, sample } = words;
  if (plan2.variance.one_sample !== null) return oneSampleText(plan2, words);
  const own = ownRow(plan2);
  const sampling = `Variance of one ${problem}'s change (points\xB2): ${squaredPoints(own.sampling_variance ?? 0)} from sampling at n = ${own.n}, which falls as n grows (about as 1/n: the share column);`;
  if (plan2.variance.problem_variance_from === "assumed-zero") {
    const so = plan2.k === 1 ? "so every drop above is the least it can be" : plan2.variance.estimator === "unbiased" ? `so every drop above is an estimate, not a bound: that part would make it larger, but at k > 1 the plan runs high (the gate catches somewhat smaller drops than it says)` : `so every drop above is an estimate, not a bound: that part would make it larger, and so can the sampling variance's estimate (Notes)`;
    return [
      `${sampling} the part that varies from ${problem} to ${problem}, which ${sample}s do not remove, is assumed 0: no --candidate was given, ${so}. Plan with --candidate FILE (a past comparison at the same settings) to measure it.`
    ];
  }
  return [
    `${sampling} ${squaredPoints(plan2.variance.problem_variance ?? 0)} from ${problem} to ${problem}, measured on ${candidateName(plan2)} against the baseline, which more ${sample}s do not remove.`
  ];
}
function oneSampleText(plan2, { problem, sample }) {
  const variance = squaredPoints(plan2.variance.one_sample.variance);
  const stated = `Variance of one ${problem}'s change at one ${sample} (points\xB2): ${variance},`;
  const source = plan2.candidate === null ? `${stated} taken as if the candidate's result on each ${problem} were unrelated to the baseline's, at its pass rate (twice the variance of the baseline's results). That is the most it can be for a candidate near that rate unless it passes where the baseline fails and fails where it passes, so every drop above is at worst: a candidate that passes and fails mostly where the baseline does varies less. Plan with --candidate FILE (a past comparison at one ${sample} per ${problem}) to measure it.` : `${stated} measured on ${candidateName(plan2)} against the baseline.`;
  if (tooFewToFail(plan2)) {
    const needed = fewestSignificantUnits(levelAt(plan2.gate.confidence).alpha);
    const units = plan2.baseline.unit === "cluster" ? "groups" : `${problem}s`;
    return [
      source,
      `More ${sample}s per ${problem} would not let the baseline's ${unitsText(plan2.baseline, plan2.baseline.units, problem)} fail the gate: the sign-flip test counts the ${units} that get worse, not their ${sample}s, so at any n it needs at least ${unitsText(plan2.baseline, needed, problem)}. The rows above are suites like this one that have them.`
    ];
  }
  const own = ownRow(plan2);
  const bounds = plan2.more_samples ?? [];
  const at = (n) => bounds.find((bound) => bound.n === n);
  const shown = [at(10), bounds.at(-1)].filter((bound, i, all) => bound !== void 0 && all.indexOf(bound) === i);
  const atBest = shown.map((bound) => `${sizeInPoints(bound.least_drop)} at n = ${bound.n}`).join(", ");
  const agent = sample === "trial";
  const split = `One ${sample} per ${problem} cannot split it into the part more ${sample}s remove (a ${problem}'s result varying from run to run) and the part they cannot (${problem}s, and the change, differing from one to the next), so what more ${sample}s would catch on these ${grouped(own.problems)} ${problem}s is bounded, not known: at best ${atBest} (if all of it were sampling), at worst ${sizeInPoints(own.drop)} as at one ${sample} (if none were${agent ? "" : ", as when greedy decoding repeats itself"}). Plan from a run with repeated ${sample}s${agent ? "" : ", at the settings you would sample at,"} to know.`;
  return [source, split];
}
function targetText(plan2, { problem, sample, completion }) {
  const target = plan2.target;
  if (target === null) return null;
  const size = sizeInPoints(target.drop);
  const never = `catches ${size} points: the gate flags a drop only once its interval clears the ${marginPoints(plan2.gate.margin)}-point limit.`;
  const bound = boundOf(plan2);
  const least = bound === "at best" ? "at least " : "";
  const cost = (completions) => `(${grouped(completions.per_run)} ${completion}s per run, ${grouped(completions.both_runs)} for both)`;
  const suite = (problems) => {
    const { unit, units } = plan2.baseline;
    const groups = Math.max(1, Math.round(units * problems / plan2.baseline.problems));
    return `${grouped(problems)} ${problem}s${unit === "cluster" ? ` in about ${grouped(groups)} groups` : ""}`;
  };
  if (plan2.over === "problems") {
    const needed = target.problems[0];
    if (needed.problems === null) return `No number of ${problem}s ${never}`;
    const most = bound === "at worst" ? "at most " : "";
    return `To catch ${size} points at one ${sample} per ${problem}: ${most}${suite(needed.problems)} ${cost(needed.completions)}.`;
  }
  const found = target.problems.filter((option) => option.problems !== null);
  const atN = (option) => `${suite(option.problems)} at n = ${option.n} (${grouped(option.completions.per_run)} ${completion}s per run)`;
  if (target.n !== null) {
    const more = found.map((option) => `, or ${least}${atN(option)}`).join("");
    return `To catch ${size} points: ${least}${counted(target.n, sample)} per ${problem} ${cost(target.completions)}${more}.`;
  }
  const largest = plan2.rows[plan2.rows.length - 1].n;
  const options = found.filter(
    (option) => !found.some((other) => other.n < option.n && other.problems <= option.problems)
  );
  if (options.length === 0) return `No n and no number of ${problem}s ${never}`;
  const said = options.map(atN);
  return `No n up to ${largest} catches ${size} points on ${grouped(plan2.baseline.problems)} ${problem}s: that takes ${least}${said.join(" or ")}.`;
}
function renderPlanTerminal(plan2, options = {}, words = unitWords(false)) {
  const { problem, sample } = words;
  const page = pageOf(options);
  const { margin, confidence, interval } = plan2.gate;
  const parts = nameParts(plan2.baseline);
  const context = [
    `baseline ${runName(NAME_ROOM)(parts, parts)}`,
    samplesText(plan2.baseline.samples),
    ...plan2.baseline.unit === "cluster" ? [`${grouped(plan2.baseline.units)} groups`] : [],
    `gate: limit ${marginPoints(margin)} points, ${levelText(confidence)} ${intervalMethodName(interval)} interval and sign-flip test`
  ].join(" \xB7 ");
  const measure = { ...page, width: Math.min(page.width, 110) };
  const lines = [
    ...wrap(page, { text: headline(plan2, words), code: "1" }),
    ...wrap(page, { text: `  ${context}`, code: "2" }),
    ""
  ];
  const shownWarnings = plan2.warnings.map((warning) => terminalText(warning, Infinity));
  const warnings = noticeLines(page, "Warnings", shownWarnings);
  if (plan2.baseline.value === 0) return `${[...lines, ...warnings].join("\n").trimEnd()}
`;
  lines.push(
    ...rowsTable(plan2, page, words),
    "",
    ...varianceText(plan2, words).flatMap((paragraph) => [...wrap(measure, `  ${paragraph}`), ""])
  );
  const target = targetText(plan2, words);
  if (target !== null) {
    lines.push(...wrap(measure, { text: `  ${target}`, code: plan2.target.n === null ? "33" : "32" }), "");
  }
  const notes = plan2.notes.map((note) => terminalText(note, Infinity));
  lines.push(...warnings, ...noticeLines(page, "Notes", notes));
  const estimator = {
    unbiased: `estimated without bias from the ${sample}s each ${problem} had`,
    "empirical-bayes": `from each ${problem}'s ${sample}s and the suite's spread of pass rates (too few ${sample}s for the unbiased estimate)`,
    "plug-in": `from each ${problem}'s pass rate c/n (too few ${sample}s for the unbiased estimate)`,
    simulated: `simulated by drawing runs from each ${problem}'s ${sample}s (seeded)`
  };
  const noise = plan2.variance.estimator === "none" ? `one ${sample} per ${problem} shows no spread within a ${problem}: the variance of a ${problem}'s change is planned whole, the standard error falling as 1/\u221A${problem}s` : `each ${problem}'s sampling variance at n ${estimator[plan2.variance.estimator]}`;
  const method = `Method: ${noise}; the drop from the power method the gate reports (compare's "This gate catches drops of ..."), a true drop being the same shift of every ${problem}'s log-odds.`;
  lines.push(...wrap(measure, { text: method, code: "2" }));
  return `${lines.join("\n").trimEnd()}
`;
}

// src/cli.ts
var HELP = `Usage: passk-gate compare --baseline FILE --candidate FILE [options]
       passk-gate gate --config passk-gate.yml [--json FILE] [--markdown FILE]
       passk-gate convert FILE -o OUT.json [--format NAME] [--config CONFIG] [--criterion C] [--score-field F]
       passk-gate plan --baseline FILE [--candidate FILE] [--target DROP] [--k K] [--metric M] [options]
       passk-gate history add --store DIR FILE... --commit SHA [--ref REF] [--name NAME] [--time ISO]
                              [--config CONFIG] [--format NAME] [--criterion C] [--score-field F]
       passk-gate history list --store DIR [--json]
       passk-gate history page --store DIR -o OUT_DIR [--repo-url URL] [--config passk-gate.yml]
                               [--anchor history:DIR#SELECTOR | SELECTOR]
       passk-gate sequential plan --baseline FILE -o PLAN.json [--baseline-config K=V,...] [--looks L] [options]
       passk-gate sequential look --plan PLAN.json --baseline FILE --candidate FILE [--previous LOOK.json]
                                  [--baseline-config K=V,...] [--candidate-config K=V,...]

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
history: keeps the default branch's runs in a store (one file per run), lists them, and writes a trend page
      (OUT_DIR/index.html); see docs/history.md.
sequential plan: writes the plan of a sequential gate (docs/sequential.md): the order in which to evaluate the
      candidate's problems, its looks and their boundaries; the false-block rate over all looks is
      (1 - confidence) / 2, as one compare's.
sequential look: decides on the candidate's results so far, the plan's first problems: regression (exit 1;
      0 under --fail-on never), pass (exit 0), continue (exit 10, with the problems to evaluate next), or
      inconclusive at the last look (exit 1).

Options:
  --baseline FILE        results of the model in production; repeat it, or give a glob ('runs/*.json'),
                         for several runs of one model: their trials add up per problem
  --candidate FILE       results of the model that wants to replace it (repeatable too)
  --format NAME          auto (detect from the content), passk, humaneval, evalplus, bigcodebench,
                         lm-eval, inspect, livecodebench, taubench, tau2bench, swebench or
                         terminalbench (default auto)
  --baseline-config C    decoding config the baseline's file does not record: key=value,... or a JSON
                         file, e.g. temperature=0.8,top_p=0.95 (--config for convert and history add)
  --candidate-config C   the same for the candidate
  --baseline-name NAME   how reports name the baseline (default: the model its file records, else the
                         file's name)
  --candidate-name NAME  the same for the candidate
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
  --resamples B          bootstrap and sign-flip resamples (default 10000); too few for the
                         confidence, so that the gate could never fail, is refused
  --seed S               PRNG seed; same inputs and seed give the same report (default 0)
  --interval METHOD      auto (default: expanded-percentile over problems, t over groups),
                         expanded-percentile or t
  --target DROP          plan: the drop to catch, in metric units like --margin (0.02 = 2 points); says
                         the smallest n, or the problems, that catch it 80% of the time
  --anchor history:DIR[#SELECTOR]
                         compare (gate: the config file's anchor key): also compare the candidate with a
                         run of a history store, in the same family (Holm): SELECTOR oldest (default),
                         best, latest, commit:SHA or ref:REF, with ,window:N (the last N records) and
                         ,name:NAME (the series); history page: the run to mark, also given as a bare
                         SELECTOR (picked in --store)
  --store DIR            history: the store's folder
  --commit SHA           history add: the commit the run was made for, in full (git rev-parse HEAD)
  --ref REF              history add: the ref (refs/heads/main, a tag v1.2.0) it is recorded at
  --name NAME            history add: the run's series (default: what its passes are judged on, e.g.
                         humaneval, else the format read, e.g. passk: the same over models and file names)
  --time ISO             history add: when it was recorded, a day (UTC midnight) or a time with Z or an
                         offset, e.g. 2026-11-02T10:00:00Z (default now)
  --repo-url URL         history page: the repository's web address, to link each point's commit
                         (--config FILE: a chart per metric and k its checks use; --anchor marks it)
  --allow-mixed-judgement
                         compare runs whose passes were judged differently (another harness, criterion,
                         suite or dataset version) instead of refusing; the report warns first thing
  --config FILE          gate: the config file that lists the checks (YAML or JSON; paths in it are
                         relative to it)
  --json FILE            also write the machine-readable report (plan: the machine plan; history list:
                         --json alone, or --json -, prints the records as JSON)
  --markdown FILE        also write the GitHub-flavoured markdown report
  --looks L              sequential plan: looks at equal shares of the problems (of the groups, when the
                         baseline groups its problems), the last at all of them (default 4)
  --plan FILE            sequential look: the plan sequential plan wrote
  --previous FILE        sequential look: the last look's --json report that was not refused: its looks
                         set the boundaries, and a look backwards or after a stop is refused
  -o, --output FILE      convert: where to write the passk-results/v1 file; sequential plan: the plan;
                         history page: the folder
                         (FILE - is stdout, for convert and sequential plan; the terminal report then goes to
                         stderr)
  -h, --help             show this help
  --version              show the version

Exit status: 0 gate passed, 1 gate failed on the verdict, 2 bad usage or invalid input,
3 comparison refused (configs or problem sets differ; for gate, any check refused: the others are still
shown; sequential look: refused), ${EXIT_CONTINUE} sequential look: continue to the next look,
${EXIT_BUG} internal error (a bug in passk-gate: please report it with the message it prints).
`;
var READ_OPTIONS = {
  format: { type: "string" },
  criterion: { type: "string" },
  "score-field": { type: "string" }
};
var MEASURE_OPTIONS = {
  k: { type: "string" },
  metric: { type: "string" },
  submit: { type: "string" },
  margin: { type: "string" },
  confidence: { type: "string" }
};
var RUN_OPTIONS = {
  baseline: { type: "string", multiple: true },
  candidate: { type: "string", multiple: true },
  ...READ_OPTIONS,
  ...MEASURE_OPTIONS,
  interval: { type: "string" },
  json: { type: "string" },
  help: { type: "boolean", short: "h" },
  "baseline-config": { type: "string" },
  "candidate-config": { type: "string" }
};
var DEFAULT_WIDTH = 80;
function terminalWidth(env, stream) {
  if (stream.isTTY === true && Number.isInteger(stream.columns) && stream.columns > 0) return stream.columns;
  const columns = env.COLUMNS?.trim() ?? "";
  return /^\d+$/.test(columns) && Number(columns) > 0 ? Number(columns) : DEFAULT_WIDTH;
}
function colorWanted(env, stdout) {
  const force = env.FORCE_COLOR;
  if (force !== void 0 && force !== "") return force !== "0" && force !== "false";
  if (env.NO_COLOR !== void 0 && env.NO_COLOR !== "") return false;
  const rest = Object.fromEntries(
    Object.entries(env).filter(([name]) => name !== "NO_COLOR" && name !== "FORCE_COLOR")
  );
  return stdout.isTTY === true && (stdout.hasColors?.(16, rest) ?? false);
}
var COMMAND_OPTIONS = {
  compare: {
    ...RUN_OPTIONS,
    "baseline-name": { type: "string" },
    "candidate-name": { type: "string" },
    "fail-on": { type: "string" },
    "match-config": { type: "string" },
    "require-config": { type: "string" },
    problems: { type: "string" },
    resamples: { type: "string" },
    seed: { type: "string" },
    "allow-mixed-judgement": { type: "boolean" },
    markdown: { type: "string" },
    anchor: { type: "string" }
  },
  plan: {
    ...RUN_OPTIONS,
    target: { type: "string" }
  },
  gate: {
    config: { type: "string" },
    json: { type: "string" },
    markdown: { type: "string" },
    help: { type: "boolean", short: "h" }
  },
  convert: {
    ...READ_OPTIONS,
    config: { type: "string" },
    output: { type: "string", short: "o" },
    help: { type: "boolean", short: "h" }
  },
  history: {
    store: { type: "string" },
    commit: { type: "string" },
    ref: { type: "string" },
    name: { type: "string" },
    time: { type: "string" },
    ...READ_OPTIONS,
    json: { type: "boolean" },
    output: { type: "string", short: "o" },
    "repo-url": { type: "string" },
    anchor: { type: "string" },
    config: { type: "string" },
    help: { type: "boolean", short: "h" }
  },
  "sequential plan": {
    baseline: { type: "string", multiple: true },
    ...READ_OPTIONS,
    "baseline-config": { type: "string" },
    ...MEASURE_OPTIONS,
    "fail-on": { type: "string" },
    "match-config": { type: "string" },
    "require-config": { type: "string" },
    seed: { type: "string" },
    looks: { type: "string" },
    output: { type: "string", short: "o" },
    help: { type: "boolean", short: "h" }
  },
  "sequential look": {
    plan: { type: "string" },
    baseline: { type: "string", multiple: true },
    candidate: { type: "string", multiple: true },
    ...READ_OPTIONS,
    "baseline-config": { type: "string" },
    "candidate-config": { type: "string" },
    previous: { type: "string" },
    json: { type: "string" },
    markdown: { type: "string" },
    help: { type: "boolean", short: "h" }
  }
};
var HISTORY_ACTIONS = ["add", "list", "page"];
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
  "baseline-name": "prod",
  "candidate-name": "my-branch",
  "candidate-config": "temperature=0.8",
  "fail-on": "inconclusive",
  "match-config": "temperature,top_p",
  "require-config": "top_p",
  problems: "intersect",
  resamples: "10000",
  seed: "0",
  output: "baseline.passk.json",
  anchor: "history:history#oldest",
  store: "history",
  commit: '"$(git rev-parse HEAD)"',
  ref: "refs/heads/main",
  name: "my-model",
  time: "2026-11-02T10:00:00Z",
  "repo-url": "https://github.com/owner/repo",
  looks: "4",
  plan: "plan.json",
  previous: "look.json"
};
function optionUsage(command, name) {
  if (name === "config") return `e.g. --config ${command === "convert" ? "temperature=0.8" : "passk-gate.yml"}`;
  if (name === "output" && command === "history") return "e.g. -o site";
  return `e.g. --${name} ${EXAMPLE_VALUES[name]}`;
}
var COMMAND_FILES = {
  compare: "--baseline FILE --candidate FILE",
  plan: "--baseline FILE",
  gate: "--config FILE",
  convert: "FILE -o OUT.json",
  history: "add --store DIR FILE... --commit SHA",
  "sequential plan": "--baseline FILE -o PLAN.json",
  "sequential look": "--plan PLAN.json --baseline FILE --candidate FILE"
};
function unknownOption(command, rawName) {
  const name = rawName.replace(/^-+/, "");
  const own = Object.keys(COMMAND_OPTIONS[command]);
  const near = rawName.startsWith("--") ? nearestWords(name, own) : [];
  if (near.length > 0) {
    return `unknown option ${rawName} for ${command}: did you mean ${near.map((option) => `--${option}`).join(" or ")}?`;
  }
  const others = Object.keys(COMMAND_OPTIONS).filter(
    (other) => other !== command && Object.hasOwn(COMMAND_OPTIONS[other], name)
  );
  if (command === "gate" && others.length > 0) {
    if (CHECK_KEYS.includes(name)) {
      return `unknown option ${rawName} for gate: ${name} is a check's setting: set ${name}: in a check of the config file, or under defaults: for every check`;
    }
    if (Object.values(OPTION_NAMES).includes(name)) {
      return `unknown option ${rawName} for gate: ${name} holds for the whole gate: set ${name}: at the top level of the config file`;
    }
  }
  const sameHere = (SETTINGS_OPTIONS[name] ?? []).filter((option) => Object.hasOwn(COMMAND_OPTIONS[command], option));
  if (command !== "gate" && sameHere.length > 0) {
    const options = listWords(
      sameHere.map((option) => `--${option}`),
      "and"
    );
    const whose = sameHere.length === 1 ? "a run's" : "the runs'";
    return `unknown option ${rawName} for ${command}: give ${whose} decoding settings with ${options}`;
  }
  const elsewhere = others.length > 0 ? ` (${listWords(others, "and")} take${others.length === 1 ? "s" : ""} it)` : "";
  return `unknown option ${rawName} for ${command}${elsewhere}; see passk-gate --help`;
}
function argumentProblem(command, config, error, windows) {
  const options = config.options ?? {};
  const { tokens } = parseArgs({ ...config, strict: false, allowPositionals: true, tokens: true });
  const shorts = Object.values(options).flatMap((other) => other.short === void 0 ? [] : [`-${other.short}`]);
  const noValue = (flag) => `${flag} takes no value: give ${flag} alone`;
  for (const [i, token] of tokens.entries()) {
    if (token.kind === "positional" && !config.allowPositionals) {
      const before = tokens[i - 1];
      const switched = before?.kind === "option" && Object.hasOwn(options, before.name) ? before.name : void 0;
      if (switched !== void 0 && options[switched].type === "boolean" && /^(true|false|yes|no|1|0)$/i.test(token.value)) {
        return noValue(`--${switched}`);
      }
      if (before?.kind === "option" && before.name.endsWith("config") && token.value.includes("=")) {
        const pairs = [before.value];
        for (const next2 of tokens.slice(i)) {
          if (next2.kind !== "positional" || !next2.value.includes("=")) break;
          pairs.push(next2.value);
        }
        return `unexpected argument ${JSON.stringify(token.value)}: --${before.name} takes its pairs comma-separated, as one argument: --${before.name} ${pastedWord(pairs.join(","), windows)}`;
      }
      const side = tokens.slice(0, i).reverse().find((t) => t.kind !== "positional");
      if (side?.kind === "option" && (side.name === "baseline" || side.name === "candidate")) {
        return `unexpected argument ${JSON.stringify(token.value)}: --${side.name} takes one file or glob; for several files of the ${side.name}, repeat --${side.name}, or quote the glob so that the shell leaves it to passk-gate (--${side.name} 'runs/*.json')`;
      }
      return `unexpected argument ${JSON.stringify(token.value)}: ${command} takes files as ${COMMAND_FILES[command]}`;
    }
    if (token.kind !== "option") continue;
    const option = Object.hasOwn(options, token.name) ? options[token.name] : void 0;
    if (option === void 0) return unknownOption(command, token.rawName);
    const flag = `--${token.name}`;
    if (option.type === "boolean" && token.value !== void 0) return noValue(flag);
    if (option.type !== "string") continue;
    const next = token.inlineValue ? void 0 : token.value;
    if (token.value === void 0 || next !== void 0 && (next.startsWith("--") || shorts.includes(next))) {
      return `${flag} needs a value, ${optionUsage(command, token.name)}`;
    }
    if (!token.inlineValue && token.value.length > 1 && token.value.startsWith("-")) {
      return optionValueProblem(command, token.name, token.value) ?? `${flag}: a value that starts with "-" is written with "=", as in ${pastedWord(`${flag}=${token.value}`, windows)}`;
    }
  }
  return error.message.split("\n")[0];
}
var COMMAND_OPTION_VALUES = {
  plan: parsePlanOptions,
  "sequential plan": parseSequentialOptions
};
function optionValueProblem(command, name, value) {
  const gateOption = Object.values(OPTION_NAMES).includes(name);
  const parse = COMMAND_OPTION_VALUES[command] ?? (gateOption ? parseOptions : void 0);
  if (parse === void 0) return void 0;
  try {
    parse({ [name]: value });
    return void 0;
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
}
function parseCommandArgs(command, args, windows, allowPositionals = false) {
  const config = { args, options: COMMAND_OPTIONS[command], allowPositionals, tokens: true };
  let parsed;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    throw new InputError(argumentProblem(command, config, error, windows));
  }
  refuseGivenTwice(parsed.tokens, config.options, windows);
  for (const token of parsed.tokens) {
    if (token.kind === "option" && token.rawName.length === 2 && token.inlineValue && token.value?.startsWith("=")) {
      const value = token.value.slice(1);
      const word = (text) => pastedWord(text, windows);
      throw new InputError(
        `${token.rawName}${token.value}: write ${token.rawName} ${word(value)} or ${word(`--${token.name}=${value}`)}: after ${token.rawName}, "=" is part of the value`
      );
    }
  }
  return parsed;
}
function refuseGivenTwice(tokens, options, windows) {
  const given = /* @__PURE__ */ new Map();
  for (const token of tokens) {
    if (token.kind !== "option" || token.value === void 0 || options[token.name]?.multiple === true) continue;
    const first = given.get(token.name);
    if (first === void 0) given.set(token.name, token.value);
    else if (first !== token.value) {
      throw new InputError(
        `--${token.name} is given twice (${pastedWord(first, windows)} and ${pastedWord(token.value, windows)}): give it once`
      );
    }
  }
}
function showHelp(io) {
  io.stdout(HELP);
  return EXIT_PASSED;
}
function readFlags(values, configOption) {
  const format = values.format?.trim() ?? "";
  if (format !== "") new OptionParser(CLI_NAMING).choice("format", format, ["auto", ...FORMAT_NAMES]);
  return {
    format: values.format,
    criterion: values.criterion,
    scoreField: values["score-field"],
    hints: CLI_NAMING.hints,
    config: values[configOption],
    configName: `--${configOption}`
  };
}
function noteRead(run, options, io) {
  if (run.format !== "passk" || run.files !== void 0) io.stderr(`passk-gate: ${describeRead(run, options)}
`);
}
function noteUnusedRead(read, runs, metric, io) {
  const labels = { criterion: "--criterion", "score-field": "--score-field" };
  for (const note of unusedReadNotes(read, runs, metric, labels)) io.stderr(`passk-gate: note: ${note}
`);
}
var STDOUT_FILE = "-";
var STDOUT_PATHS = ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"];
function reportOutputs(json, markdown) {
  if (json === STDOUT_FILE && markdown === STDOUT_FILE) {
    throw new InputError("--json - and --markdown -: only one output can go to stdout");
  }
  return [
    { flag: "--json", path: json },
    { flag: "--markdown", path: markdown }
  ];
}
function emptyPath(flag) {
  return new InputError(`${flag} is empty: give a file's path`);
}
function refuseBlank(flag, value, expected) {
  if (value?.trim() === "") throw new InputError(`${flag} is empty: give ${expected}`);
}
function inputsOf(flag, paths) {
  return (paths ?? []).map((path) => {
    if (path === "") throw emptyPath(flag);
    return { flag, path };
  });
}
function sideInputs(values) {
  return [
    ...inputsOf("--baseline", values.baseline),
    ...inputsOf("--candidate", values.candidate),
    { flag: "--baseline-config", path: values["baseline-config"] },
    { flag: "--candidate-config", path: values["candidate-config"] }
  ];
}
function refuseBackslashes(flag, path) {
  if (sep === "\\" || path?.includes("\\") !== true) return;
  const drive = /^[A-Za-z]:/.exec(path)?.[0];
  throw new InputError(
    drive === void 0 ? `${flag} ${path}: write / between folders: ${flag} ${shellWord(path.replaceAll("\\", "/"))}` : `${flag} ${path}: ${drive} is a Windows drive: give a path on this machine, with / between folders`
  );
}
async function anchorRecords(request) {
  const anchors = request.checks.flatMap(({ anchor }) => anchor === void 0 ? [] : [anchor]);
  if (anchors.length === 0) return [];
  const { storeRecordFiles } = await import("./history-store-NFQDIN56.js");
  const records = await Promise.all(
    anchors.map(async (anchor) => {
      const flag = anchor.label === void 0 ? "--anchor" : `${anchor.label}: anchor`;
      return (await storeRecordFiles(anchor.store)).map((path) => ({ flag, path }));
    })
  );
  return records.flat();
}
async function checkOutputPaths(outputs, inputs) {
  for (const { flag, path } of outputs) {
    if (path === "") throw emptyPath(flag);
    refuseBackslashes(flag, path);
    if (path !== void 0 && STDOUT_PATHS.includes(path)) {
      throw new InputError(`${flag} ${path}: write ${flag} - for stdout, which sends the terminal report to stderr`);
    }
  }
  const written = outputs.filter((output) => output.path !== void 0 && output.path !== STDOUT_FILE);
  if (written.length === 0) return;
  for (const { flag, path } of written) {
    const folder = await stat(dirname(path)).catch(() => void 0);
    if (folder?.isDirectory() !== true) throw new InputError(`${flag} ${path}: its folder does not exist`);
    if ((await stat(path).catch(() => void 0))?.isDirectory() === true) {
      throw new InputError(`${flag} ${path}: is a directory`);
    }
  }
  const read = /* @__PURE__ */ new Map();
  for (const input of inputs) {
    if (input.path === void 0) continue;
    const files = await expandGlobs([input.path]).catch(() => []);
    for (const file of files) {
      const key = await fileKey(file);
      if (!read.has(key)) read.set(key, input);
    }
  }
  const outputKeys = /* @__PURE__ */ new Map();
  for (const output of written) {
    const key = await fileKey(output.path);
    const input = read.get(key);
    if (input !== void 0) {
      throw new InputError(
        `${output.flag} ${output.path} is a file this command reads (${input.flag} ${input.path}): writing it would replace that input; write to another file`
      );
    }
    const other = outputKeys.get(key);
    if (other !== void 0) {
      throw new InputError(
        `${other.flag} ${other.path} and ${output.flag} ${output.path} are one file: give each output its own file`
      );
    }
    outputKeys.set(key, output);
  }
}
async function writeOutputs(io, report, ...outputs) {
  const piped = outputs.find((output) => output.path === STDOUT_FILE);
  await Promise.all(
    outputs.flatMap(
      ({ flag, path, text }) => path === void 0 || path === STDOUT_FILE ? [] : [writeOutputFile(path, text(), flag)]
    )
  );
  if (piped === void 0) io.stdout(logText(report(io.color, io.width ?? DEFAULT_WIDTH)));
  else {
    io.stdout(piped.text());
    io.stderr(report(io.stderrColor, io.stderrWidth ?? DEFAULT_WIDTH));
  }
}
async function convert(args, io, mlflow) {
  const { values, positionals } = parseCommandArgs("convert", args, io.windows, true);
  if (values.help) return showHelp(io);
  const oneFile = "convert reads one file: it does not expand a glob or merge files (compare and gate do)";
  if (positionals.length > 1)
    throw new InputError(`convert needs exactly one results FILE, got ${positionals.length}; ${oneFile}`);
  if (positionals.length !== 1) throw new InputError("convert needs exactly one results FILE");
  if (values.output === void 0) throw new InputError("convert needs -o OUT.json, the file to write");
  const path = positionals[0];
  if (await isGlob(path)) {
    throw new InputError(`${path}: no such file; ${oneFile}`);
  }
  await checkOutputPaths(
    [{ flag: "--output", path: values.output }],
    [
      { flag: "convert's FILE", path },
      { flag: "--config", path: values.config }
    ]
  );
  const options = {
    ...readFlags(values, "config"),
    samples: true,
    ...isMlflowUri(path) ? { mlflow: mlflow() } : {}
  };
  const run = await loadResults(path, options);
  const shown = shownRuns([run])[0];
  noteRead(shown, options, io);
  const scored = run.problems.some((problem) => problem.samples?.some((sample) => typeof sample.score === "number"));
  if (values["score-field"]?.trim() && !scored) throw new InputError(`${run.source}: ${scoreHint(run, options.hints)}`);
  noteUnusedRead(options, [run], void 0, io);
  for (const warning of shown.warnings)
    io.stderr(`passk-gate: warning: ${shown.source}: ${terminalText(warning, 400)}
`);
  if (!Object.hasOwn(run.config, ALWAYS_REQUIRED)) {
    io.stderr(
      `passk-gate: note: ${terminalText(shown.source, 200)} does not record ${ALWAYS_REQUIRED}, so neither does the converted file, and a gate refuses it until ${ALWAYS_REQUIRED} is given: record it with --config ${ALWAYS_REQUIRED}=VALUE, the value the run was sampled at
`
    );
  }
  for (const [key, value] of Object.entries(run.config)) {
    if (!isInexactInteger(value)) continue;
    const name = terminalText(nameText(key));
    const [where, fix] = run.configSources[key] === "user" ? [`--config: ${name}`, `give it as a string (${name}="DIGITS")`] : [`${shown.source}: config ${name}`, "write it as a string in the results"];
    io.stderr(
      `passk-gate: warning: ${where} ${INEXACT_INTEGER_READ}: written as read (${JSON.stringify(value)}); ${fix} to keep it exact
`
    );
  }
  const output = values.output;
  const archived = run.model === void 0 && run.mlflow !== void 0 ? { ...run, model: archivedModel(run.mlflow) } : run;
  await writeOutputs(
    io,
    () => {
      const problems = counted(run.problems.length, unitWords(ranTrials(run)).problem);
      const written = output === STDOUT_FILE ? `${problems} to stdout` : `${output}: ${problems}`;
      const config = Object.entries(run.config).map(
        ([key, value]) => `${quoted(key)}:${typeof value === "string" ? quoted(value, MAX_LINE_VALUE) : JSON.stringify(value)}`
      );
      return `wrote ${written}, config {${config.join(",")}}
`;
    },
    { flag: "--output", path: output, text: () => canonicalJson(archived) }
  );
  return EXIT_PASSED;
}
async function runAndReport(request, outputs, io, mlflow, surface) {
  const { report, notes } = await runGate(request, {
    mlflow,
    cwd: process.cwd(),
    program: io.program,
    windows: io.windows,
    onRead: (run, options) => noteRead(run, options, io)
  });
  for (const note of notes) io.stderr(`passk-gate: note: ${note}
`);
  const json = () => reportJson(outputs.comparison ? comparisonView(report) : report);
  await writeOutputs(
    io,
    (color, width) => renderTerminal(report, { color, surface, width, windows: io.windows }),
    { flag: "--json", path: outputs.json, text: json },
    { flag: "--markdown", path: outputs.markdown, text: () => renderMarkdown(report, { surface }) }
  );
  return exitStatus(report);
}
async function compare(args, io, mlflow) {
  const { values } = parseCommandArgs("compare", args, io.windows);
  const { baseline, candidate, json, markdown, help, anchor } = values;
  if (help) return showHelp(io);
  if (baseline === void 0 || candidate === void 0) {
    throw new InputError("compare needs both --baseline FILE and --candidate FILE");
  }
  refuseBlank("--anchor", anchor, "history:DIR[#SELECTOR], or leave --anchor out");
  const outputs = reportOutputs(json, markdown);
  const input = { ...values, baseline: sideOf(baseline), candidate: sideOf(candidate) };
  const request = comparisonRequest(input, CLI_NAMING);
  await checkOutputPaths(outputs, [...sideInputs(values), ...await anchorRecords(request)]);
  const surface = {
    language: "sh",
    fix: (edits) => commandWords(["compare", ...args], edits, io.program, io.windows)
  };
  const comparison = anchor === void 0;
  return runAndReport(request, { json, markdown, comparison }, io, mlflow, surface);
}
async function plan(args, io, mlflow) {
  const { values } = parseCommandArgs("plan", args, io.windows);
  const { baseline, candidate, json, help, "candidate-config": candidateConfig, ...raw } = values;
  if (help) return showHelp(io);
  if (baseline === void 0) throw new InputError("plan needs --baseline FILE, the run to plan from");
  if (candidate === void 0 && candidateConfig !== void 0) {
    throw new InputError("--candidate-config is the config of --candidate FILE: give the candidate, or leave it out");
  }
  const options = parsePlanOptions(raw);
  await checkOutputPaths([{ flag: "--json", path: json }], sideInputs(values));
  const sideLoad = (side) => ({
    ...readFlags(values, `${side}-config`),
    samples: usesSamples(options.metric)
  });
  const runs = [
    await readSide(baseline, sideLoad("baseline"), { mlflow }),
    ...candidate === void 0 ? [] : [await readSide(candidate, sideLoad("candidate"), { mlflow })]
  ];
  const [baselineRun, candidateRun] = shownRuns(runs);
  noteRead(baselineRun, sideLoad("baseline"), io);
  if (candidateRun !== void 0) noteRead(candidateRun, sideLoad("candidate"), io);
  noteUnusedRead(sideLoad("baseline"), runs, options.metric, io);
  const report = planEval(baselineRun, candidateRun, { ...options, hints: CLI_NAMING.hints });
  const words = unitWords(ranTrials(baselineRun));
  await writeOutputs(io, (color, width) => renderPlanTerminal(report, { color, width }, words), {
    flag: "--json",
    path: json,
    text: () => `${JSON.stringify(report, null, 2)}
`
  });
  return EXIT_PASSED;
}
async function gate(args, io, mlflow) {
  const { config: path, json, markdown, help } = parseCommandArgs("gate", args, io.windows).values;
  if (help) return showHelp(io);
  if (path === void 0) throw new InputError("gate needs --config FILE, the config file that lists the checks");
  const outputs = reportOutputs(json, markdown);
  const request = await readGateConfig(path);
  const configFile = ({ config, configName }) => typeof config === "string" && config.trim() !== "" && !isConfigPairs(config) ? [{ flag: configName, path: config }] : [];
  const checkFiles = request.checks.flatMap((check) => [
    ...sidePaths(check.baseline).map((file) => ({ flag: check.keyLabels.baseline, path: file })),
    ...sidePaths(check.candidate).map((file) => ({ flag: check.keyLabels.candidate, path: file })),
    ...configFile(check.baselineRead),
    ...configFile(check.candidateRead)
  ]);
  await checkOutputPaths(outputs, [{ flag: "--config", path }, ...checkFiles, ...await anchorRecords(request)]);
  return runAndReport(request, { json, markdown, comparison: false }, io, mlflow);
}
async function history(args, io, mlflow) {
  const jsonArgs = args.flatMap(
    (arg, i) => arg === "--json=-" ? ["--json"] : arg === STDOUT_FILE && args[i - 1] === "--json" ? [] : [arg]
  );
  const { values, positionals } = parseCommandArgs("history", jsonArgs, io.windows, true);
  if (values.help) return showHelp(io);
  const [action, ...files] = positionals;
  if (action !== "add" && action !== "list" && action !== "page") {
    const got = action === void 0 ? "none" : `${JSON.stringify(action)}${didYouMean(action, HISTORY_ACTIONS)}`;
    throw new InputError(`history needs add, list or page, got ${got}`);
  }
  const store = values.store;
  if (store === void 0) throw new InputError(`history ${action} needs --store DIR, the store's folder`);
  refuseBlank("--store", store, "the store's folder");
  const slashed = await backslashError(store, "folder");
  if (slashed !== void 0) throw new InputError(`--store ${slashed.message}`);
  const [
    { addRun, addedText, checkSeriesName, listJson, listText, parseCommit, parseTime },
    { readStore },
    { chartsOf, pageAnchor, pageTitle, parseRepoUrl, writeTrendPage }
  ] = await Promise.all([
    import("./commands-5ID6D2OL.js"),
    import("./history-store-NFQDIN56.js"),
    import("./trend-5BCIG5UV.js")
  ]);
  const only = (allowed) => {
    const stray = Object.keys(values).find((key) => !["store", "help", ...allowed].includes(key));
    if (stray !== void 0)
      throw new InputError(`--${stray} does not apply to history ${action}; see passk-gate --help`);
    if (action === "add" || files.length === 0) return;
    const file = files[0];
    if (action === "list" && jsonArgs.some((arg, i) => arg === file && jsonArgs[i - 1] === "--json")) {
      throw new InputError(
        `history list --json prints the records on stdout and writes no file, got ${JSON.stringify(file)}: redirect them, --json > ${pastedWord(file, io.windows)}`
      );
    }
    throw new InputError(`history ${action} takes no FILE, got ${JSON.stringify(file)}`);
  };
  if (action === "add") {
    only(["commit", "ref", "name", "time", "format", "config", "criterion", "score-field"]);
    if (values.commit === void 0)
      throw new InputError("history add needs --commit SHA, the commit the run was made for");
    if (values.name !== void 0) checkSeriesName(values.name);
    const added = await addRun({
      store,
      files,
      commit: parseCommit(values.commit, "--commit"),
      ...values.ref === void 0 ? {} : { ref: values.ref },
      ...values.time === void 0 ? {} : { time: parseTime(values.time, "--time") },
      ...values.name === void 0 ? {} : { name: values.name },
      // As convert reads a file: --config is the decoding config the files do not record.
      read: {
        ...readFlags(values, "config"),
        ...files.some(isMlflowUri) ? { mlflow: mlflow() } : {}
      }
    });
    io.stdout(addedText(added));
    if (added.warning !== void 0) io.stderr(`passk-gate: warning: ${terminalText(added.warning, 400)}
`);
    return EXIT_PASSED;
  }
  only(action === "list" ? ["json"] : ["output", "repo-url", "anchor", "config"]);
  if (action === "list") {
    const records2 = await readStore(store, io);
    io.stdout(values.json === true ? listJson(records2) : logText(listText(store, records2)));
    return EXIT_PASSED;
  }
  if (values.output === void 0) {
    throw new InputError("history page needs -o OUT_DIR, the folder to write index.html in");
  }
  if (values.output === STDOUT_FILE) {
    throw new InputError("history page -o -: the page is a folder (OUT_DIR/index.html), not stdout: e.g. -o site");
  }
  refuseBackslashes("-o", values.output);
  refuseBlank("--anchor", values.anchor, "a SELECTOR or history:DIR[#SELECTOR], or leave --anchor out");
  const repoUrl = values["repo-url"] === void 0 ? void 0 : parseRepoUrl(values["repo-url"], "--repo-url");
  const charts = values.config === void 0 ? void 0 : chartsOf(await readGateConfig(values.config, store), store);
  const anchor = values.anchor === void 0 ? void 0 : pageAnchor(parseAnchor(values.anchor, "--anchor", store), store, "--anchor", void 0, io.windows);
  const records = await readStore(store, io);
  const written = await writeTrendPage(records, {
    out: values.output,
    repoUrl,
    title: pageTitle(store, repoUrl),
    ...charts === void 0 ? {} : { metrics: charts.metrics, options: charts.options },
    ...anchor === void 0 ? {} : { anchor },
    ...io.program === void 0 ? {} : { program: io.program },
    ...io.windows === void 0 ? {} : { windows: io.windows }
  });
  io.stdout(`wrote ${terminalText(written, MAX_RUN_NAME)}: ${counted(records.length, "record")}
`);
  return EXIT_PASSED;
}
async function sequential(args, io, mlflow) {
  const [sub, ...rest] = args;
  if (sub === "plan") return sequentialPlanCommand(rest, io, mlflow);
  if (sub === "look") return sequentialLookCommand(rest, io, mlflow);
  if (sub === "-h" || sub === "--help") return showHelp(io);
  const near = sub === void 0 ? "" : didYouMean(sub, ["plan", "look"]);
  if (near !== "") throw new InputError(`sequential needs plan or look, got ${JSON.stringify(sub)}${near}`);
  throw new InputError(`sequential needs plan or look, e.g. passk-gate sequential plan --baseline FILE -o PLAN.json`);
}
async function sequentialPlanCommand(args, io, mlflow) {
  const { values } = parseCommandArgs("sequential plan", args, io.windows);
  const { baseline, output, help, ...raw } = values;
  if (help) return showHelp(io);
  if (baseline === void 0) throw new InputError("sequential plan needs --baseline FILE, the baseline run");
  if (output === void 0) throw new InputError("sequential plan needs -o PLAN.json, the plan file to write");
  const [{ baselineNotes, runSequentialPlan }, { planSummary }] = await Promise.all([
    import("./sequential-gate-ZP5QLWVL.js"),
    import("./sequential-2ILZCJED.js")
  ]);
  const options = parseSequentialOptions(raw);
  await checkOutputPaths([{ flag: "--output", path: output }], sideInputs(values));
  const read = readFlags(values, "baseline-config");
  const { plan: plan2, run, notes } = await runSequentialPlan(baseline, read, options, mlflow);
  noteRead(run, read, io);
  for (const note of [...notes, ...baselineNotes(run, plan2, CLI_NAMING, terminalText(run.source, 200))]) {
    io.stderr(`passk-gate: note: ${note}
`);
  }
  const written = output === STDOUT_FILE ? "the plan to stdout" : output;
  await writeOutputs(io, (color, width) => planSummary(plan2, written, run, { color, width }), {
    flag: "--output",
    path: output,
    text: () => `${JSON.stringify(plan2, null, 2)}
`
  });
  return EXIT_PASSED;
}
async function sequentialLookCommand(args, io, mlflow) {
  const { values } = parseCommandArgs("sequential look", args, io.windows);
  const { plan: plan2, baseline, candidate, previous, json, markdown, help } = values;
  if (help) return showHelp(io);
  if (plan2 === void 0 || baseline === void 0 || candidate === void 0) {
    throw new InputError("sequential look needs --plan PLAN.json, --baseline FILE and --candidate FILE");
  }
  await checkOutputPaths(reportOutputs(json, markdown), [
    { flag: "--plan", path: plan2 },
    { flag: "--previous", path: previous },
    ...sideInputs(values)
  ]);
  const [{ lookExitStatus, runSequentialLook }, { lookMarkdown, lookTerminal }] = await Promise.all([
    import("./sequential-gate-ZP5QLWVL.js"),
    import("./sequential-2ILZCJED.js")
  ]);
  const { report, words } = await runSequentialLook(
    {
      plan: plan2,
      previous,
      baseline,
      candidate,
      baselineRead: readFlags(values, "baseline-config"),
      candidateRead: readFlags(values, "candidate-config"),
      onRead: (run, options) => noteRead(run, options, io)
    },
    mlflow
  );
  await writeOutputs(
    io,
    (color, width) => lookTerminal(report, { color, width }, words),
    { flag: "--json", path: json, text: () => `${JSON.stringify(report, null, 2)}
` },
    { flag: "--markdown", path: markdown, text: () => lookMarkdown(report, void 0, words) }
  );
  return lookExitStatus(report);
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
function commandWords(args, edits, program = ["passk-gate"], windows = false) {
  const flag = ([name, value]) => typeof value === "boolean" ? value ? [`--${name}`] : [] : [`--${name}`, value];
  const words = [...withoutOptions(args, edits), ...Object.entries(edits).flatMap(flag)];
  return [...program, ...words].map((word) => pastedWord(word, windows));
}
function programWords(script, cwd, path = nodePath) {
  if (script === void 0 || path.basename(script, path.extname(script)) === "passk-gate" || /(^|[\\/])node_modules[\\/]passk-gate[\\/]dist[\\/]cli\.js$/.test(script))
    return ["passk-gate"];
  const below = path.relative(cwd, script);
  return ["node", (below.startsWith("..") ? script : below).split(path.sep).join("/")];
}
var COMMANDS = { compare, gate, convert, plan, history, sequential };
async function runCli(argv, io, version, env = process.env) {
  const [command, ...rest] = argv;
  const out = io;
  io = { ...out, stderr: (text) => out.stderr(logText(text)) };
  const mlflow = once(() => mlflowSettingsFrom(env, (line) => io.stderr(`passk-gate: ${line}
`), tmpdir()));
  try {
    if (command === void 0) {
      io.stderr(HELP);
      return EXIT_USAGE;
    }
    if (command === "-h" || command === "--help" || command === "help") return showHelp(io);
    if (command === "--version") {
      io.stdout(`${version}
`);
      return EXIT_PASSED;
    }
    const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : void 0;
    if (run !== void 0) return await run(rest, io, mlflow);
    const option = command.startsWith("--") ? command.slice(2).split("=")[0] : "";
    const takers = Object.keys(COMMAND_OPTIONS).filter(
      (name) => Object.hasOwn(COMMAND_OPTIONS[name], option)
    );
    if (takers.length > 0) {
      const first = takers[0];
      const words = commandWords(`${first} ${COMMAND_FILES[first]}`.split(" "), {}, io.program, io.windows);
      throw new InputError(
        `--${option} is an option, and the command comes first: ${words.join(" ")} (${listWords(takers, "and")} take${takers.length === 1 ? "s" : ""} --${option}); see passk-gate --help`
      );
    }
    const near = didYouMean(command, Object.keys(COMMANDS));
    throw new InputError(`unknown command ${JSON.stringify(command)}${near === "" ? "; try passk-gate --help" : near}`);
  } catch (error) {
    const failure = describeFailure(error, version);
    const fix = error instanceof InputError && error.fix !== void 0 ? `; ${fixCommand(argv, error.fix, io)}` : "";
    io.stderr(`passk-gate: ${failure.status === EXIT_USAGE ? "error: " : ""}${failure.message}${fix}
`);
    return failure.status;
  }
}
function fixCommand(argv, fix, { program, windows }) {
  const blank = Object.values(fix).some((value) => typeof value === "string" && /=(,|$)/.test(value));
  return `${blank ? "fill in each empty value and run" : "run"}: ${commandWords(argv, fix, program, windows).join(" ")}`;
}
export {
  DEFAULT_WIDTH,
  EXIT_USAGE,
  HELP,
  colorWanted,
  commandWords,
  programWords,
  runCli,
  terminalWidth
};

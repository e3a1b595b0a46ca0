import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  FORMAT_NAMES,
  JUDGEMENT_FIELDS,
  JUDGEMENT_WORDS,
  ProblemTally,
  SCORE_FIELD_FORMATS,
  detectFormat,
  documentReader,
  fewerThanAsked,
  forEachEvalSample,
  harnessRun,
  jsonDocument,
  openZip,
  ownField,
  parseBigCodeBench,
  parseCanonical,
  ranTrials,
  readHumanEval,
  readLiveCodeBench,
  readLmEval,
  sampleExtras,
  scoreOrGap,
  scoreValue,
  startsWithZipMagic,
  unitWords
} from "./chunk-O77QD7CX.js";
import {
  InputError,
  SHARED_HINTS,
  backslashError,
  checkReadable,
  chooseJudgement,
  configFromJson,
  configValuesEqual,
  counted,
  didYouMean,
  exists,
  globFiles,
  hasGlobCharacters,
  idField,
  idName,
  idText,
  inputError,
  ioProblem,
  isConfigPairs,
  isMlflowUri,
  isRecord,
  isSampleCount,
  isScalar,
  listIds,
  listWords,
  matchInPath,
  mergeUserConfig,
  missingField,
  missingFolderHint,
  nameText,
  nonEmptyText,
  optionalSampleCount,
  optionalString,
  parseConfigPairs,
  parseJsonText,
  pathOf,
  quoted,
  rawQuoted,
  readJsonFile,
  recordedBy,
  refuseInexactInteger,
  scalarEntries,
  settingName,
  settingsTextError,
  shown,
  shownList,
  underGateNames,
  utf8Text
} from "./chunk-Y3XH2ARF.js";

// src/formats/evalplus.ts
import { basename, dirname } from "node:path";
var STATUSES = /* @__PURE__ */ new Map([
  ["pass", "pass"],
  ["success", "pass"],
  ["fail", "fail"],
  ["failed", "fail"],
  ["timeout", "timeout"],
  ["timed out", "timeout"]
]);
var RUN_NAME = /^(.+?)(?:_(?:vllm|hf|hf_gaudi|openai|ollama|anthropic|google|bedrock|gptqmodel))?_temp_(\d{1,3}(?:\.\d{1,12})?)(?:-(?:instruct|perf-instruct|perf-CoT))?(?:-sanitized)?$/;
var RESULTS_SUFFIX = /[._]eval_results\.json$/;
var SAMPLE_KEYS = ["task_id", "solution", "base_status", "plus_status", "base_fail_tests", "plus_fail_tests"];
function evalPlusName(file) {
  const name = basename(file);
  const stem = name === "eval_results.json" ? basename(dirname(file)) : name.replace(RESULTS_SUFFIX, "");
  const match = stem === name ? null : RUN_NAME.exec(stem);
  if (match === null) return { config: {} };
  return { config: { temperature: Number(match[2]) }, model: match[1].replaceAll("--", "/") };
}
var PASS_AT_1_TOLERANCE = 1e-9;
function parseEvalPlusCriterion(value) {
  const criterion = value?.trim() || "plus";
  if (criterion !== "base" && criterion !== "plus") {
    throw inputError(
      "",
      "",
      `criterion for evalplus: expected plus (base and plus tests pass) or base, got ${quoted(value ?? "")}` + didYouMean(criterion, ["plus", "base"])
    );
  }
  return criterion;
}
function status(value, file, path) {
  const known = STATUSES.get(value);
  if (known === void 0) {
    const what = value === void 0 ? "is missing" : `unknown test status ${shown(value)}`;
    throw inputError(file, path, `${what} (expected pass, fail or timeout)`);
  }
  return known;
}
function baseOnlyError(file, path, what, hints) {
  return inputError(
    file,
    path,
    `${what}: this evalplus run tested the base tests only, so the plus criterion (base and plus tests pass) is unavailable; compare on the base tests with ${hints.set("criterion", "base")}`
  );
}
function outcome(base, plus) {
  if (plus === void 0) return { passed: base === "pass", timeout: base === "timeout" };
  return {
    passed: base === "pass" && plus === "pass",
    timeout: base === "timeout" || base === "pass" && plus === "timeout"
  };
}
function addSampleList(tally, id, samples, criterion, file, scoreField, hints) {
  forEachEvalSample(samples, id, file, "base_status", (sample, i) => {
    if (sample.base_status === void 0 && sample.status !== void 0) {
      throw inputError(
        file,
        pathOf("eval", id, i, "base_status"),
        "looks like a BigCodeBench file: status per sample; the evalplus reader needs base_status"
      );
    }
    if (sample.base_status === void 0) {
      throw inputError(
        file,
        pathOf("eval", id, i),
        `an evalplus sample ${missingField(sample, "base_status", "pass, fail or timeout", "evalplus", SAMPLE_KEYS)}`
      );
    }
    const base = status(sample.base_status, file, pathOf("eval", id, i, "base_status"));
    let plus;
    if (criterion === "plus") {
      if (sample.plus_status === null || sample.plus_status === void 0) {
        const what = sample.plus_status === null ? "is null" : "is missing";
        throw baseOnlyError(file, pathOf("eval", id, i, "plus_status"), what, hints);
      }
      plus = status(sample.plus_status, file, pathOf("eval", id, i, "plus_status"));
    }
    tally.add(id, {
      ...outcome(base, plus),
      ...sampleExtras(sample, "solution", scoreField, file, () => pathOf("eval", id, i))
    });
  });
}
function addStatusLists(tally, id, entry, criterion, file, hints) {
  const base = entry.base;
  if (!Array.isArray(base) || base.length === 0)
    throw inputError(file, pathOf("eval", id, "base"), "expected a non-empty list of [status, details]");
  const declared = entry.nfiles;
  if (declared !== void 0 && declared !== base.length) {
    throw inputError(file, pathOf("eval", id, "nfiles"), `is ${shown(declared)} but base lists ${base.length} results`);
  }
  const plus = entry.plus;
  if (criterion === "plus") {
    if (!Array.isArray(plus) || plus.length === 0)
      throw baseOnlyError(file, pathOf("eval", id, "plus"), "is empty", hints);
    if (plus.length !== base.length) {
      throw inputError(file, pathOf("eval", id, "plus"), `lists ${plus.length} results but base lists ${base.length}`);
    }
  }
  const statusAt = (list, key, i) => {
    const result = list[i];
    if (!Array.isArray(result)) throw inputError(file, pathOf("eval", id, key, i), "expected [status, details]");
    return status(result[0], file, pathOf("eval", id, key, i, 0));
  };
  for (let i = 0; i < base.length; i++) {
    const plusStatus = criterion === "plus" ? statusAt(plus, "plus", i) : void 0;
    tally.add(id, outcome(statusAt(base, "base", i), plusStatus));
  }
}
function parseEvalPlus(document, file, options = {}) {
  const criterion = parseEvalPlusCriterion(options.criterion);
  const hints = options.hints ?? SHARED_HINTS;
  if (!isRecord(document) || !isRecord(document.eval)) {
    throw inputError(file, pathOf("eval"), 'expected an evalplus results object with an "eval" object of problems');
  }
  const block = document.pass_at_k;
  if (criterion === "plus" && isRecord(block) && block.base !== void 0 && block.plus === void 0) {
    throw baseOnlyError(file, pathOf("pass_at_k"), "has no plus scores", hints);
  }
  const tally = new ProblemTally({ timeouts: true, samples: options.samples });
  for (const [id, entry] of Object.entries(document.eval)) {
    if (Array.isArray(entry)) addSampleList(tally, id, entry, criterion, file, options.scoreField, hints);
    else if (isRecord(entry)) {
      if (options.samples && options.scoreField !== void 0) {
        throw inputError(
          file,
          pathOf("eval", id),
          `is evalplus's older form (base and plus status lists), which has no sample entry to hold the score ${hints.option("score-field", options.scoreField)} names: give the per-sample list form a newer evalplus writes, with the score added to each entry, or write the run as passk-results/v1 with a "score" per sample`
        );
      }
      addStatusLists(tally, id, entry, criterion, file, hints);
    } else throw inputError(file, pathOf("eval", id), "expected a list of samples or an object with base results");
  }
  if (tally.size === 0) throw inputError(file, pathOf("eval"), "lists no problems");
  const { problems, warnings, scoreGaps } = tally.finish();
  const scores = isRecord(block) ? block[criterion] : void 0;
  const recorded = isRecord(scores) ? scores["pass@1"] : void 0;
  if (typeof recorded === "number" && Number.isFinite(recorded)) {
    const counted2 = problems.reduce((sum, p) => sum + p.c / p.n, 0) / problems.length;
    if (Math.abs(counted2 - recorded) > PASS_AT_1_TOLERANCE) {
      warnings.push(
        `the file's own ${criterion} pass@1 (${recorded}) differs from its per-sample results (${counted2})`
      );
    }
  }
  return harnessRun(file, "evalplus", "filename", {
    ...evalPlusName(file),
    problems,
    warnings,
    criterion,
    dataset: nonEmptyText(document.hash),
    scoreGaps
  });
}

// src/formats/inspect.ts
var OPERATIONAL_KEYS = /* @__PURE__ */ new Set([
  "max_connections",
  "max_retries",
  "timeout",
  "attempt_timeout",
  "batch",
  "cache_prompt"
]);
function decodingKey(key) {
  return OPERATIONAL_KEYS.has(key) ? void 0 : key;
}
var TIME_LIMITS = /* @__PURE__ */ new Set(["time", "working"]);
function grade(value) {
  if (value === "C" || value === true || value === 1) return "correct";
  if (value === "I" || value === "N" || value === false || value === 0) return "incorrect";
  if (value === "P" || typeof value === "number" && value > 0 && value < 1) return "partial";
  return void 0;
}
function chooseScorer(samples, criterion, file, hints) {
  const names = /* @__PURE__ */ new Set();
  for (const { value } of samples)
    if (isRecord(value) && isRecord(value.scores)) for (const name of Object.keys(value.scores)) names.add(name);
  const none = "has no scores: the log was not scored (score it with `inspect score`), or its samples all failed with errors";
  return chooseJudgement([...names], criterion, file, { kind: "scorer", has: "scores from", none }, hints);
}
function sampleScore(value, field, path, file) {
  const scorer = isRecord(value.scores) ? ownField(value.scores, field) : void 0;
  if (scorer !== void 0 && scorer !== null) {
    if (!isRecord(scorer)) throw inputError(file, `${path}.${pathOf("scores", field)}`, "expected a score object");
    return scoreOrGap(scorer.value, field, file, `${path}.${pathOf("scores", field, "value")}`);
  }
  const held = isRecord(value.metadata) ? ownField(value.metadata, field) : void 0;
  return scoreOrGap(held === void 0 ? scorer : held, field, file, `${path}.${pathOf("metadata", field)}`);
}
function tallySamples(samples, scorer, file, options) {
  const tally = new ProblemTally({ timeouts: true, errors: true, samples: options.samples });
  const seen = /* @__PURE__ */ new Set();
  const repeated = [];
  let partial = 0;
  for (const { value, path } of samples) {
    if (!isRecord(value)) throw inputError(file, path, "expected a sample object");
    refuseInexactInteger(value.id, file, `${path}.id`);
    const id = idText(value.id);
    if (id === void 0) throw inputError(file, `${path}.id`, "must be a string or a number");
    if (value.epoch !== void 0 && !isSampleCount(value.epoch)) {
      throw inputError(file, `${path}.epoch`, `must be a whole number from 1, got ${shown(value.epoch)}`);
    }
    const epochKey = `${id}\0${String(value.epoch)}`;
    if (seen.has(epochKey)) repeated.push(`${nameText(id)} epoch ${String(value.epoch)}`);
    seen.add(epochKey);
    const failedWithError = value.error !== void 0 && value.error !== null && value.error !== "";
    const withScore = options.scoreField === void 0 ? {} : sampleScore(value, options.scoreField, path, file);
    const score = isRecord(value.scores) ? value.scores[scorer] : void 0;
    if (score === void 0 || score === null) {
      if (!failedWithError)
        throw inputError(file, `${path}.scores`, `has no ${scorer} score and no error: was the log scored?`);
      tally.add(id, { passed: false, error: true, ...withScore });
      continue;
    }
    if (!isRecord(score))
      throw inputError(file, `${path}.${pathOf("scores", scorer)}`, "expected a score object with a value");
    const verdict = grade(score.value);
    if (verdict === void 0) {
      throw inputError(
        file,
        `${path}.${pathOf("scores", scorer, "value")}`,
        `${shown(score.value)} is not a pass/fail score (C, I, P, N, true/false or 0 to 1)`
      );
    }
    if (verdict === "partial") partial++;
    const limit = isRecord(value.limit) ? value.limit.type : value.limit;
    tally.add(id, {
      passed: verdict === "correct",
      error: failedWithError,
      timeout: typeof limit === "string" && TIME_LIMITS.has(limit),
      ...withScore
    });
  }
  const warnings = [];
  if (partial > 0)
    warnings.push(`${counted(partial, "sample")} got partial credit from ${scorer}; counted as failures`);
  if (repeated.length > 0) {
    warnings.push(
      `${repeated.length} sample epoch${repeated.length === 1 ? " appears" : "s appear"} twice, so they count twice: ${listIds(repeated)}`
    );
  }
  return { tally, warnings };
}
function headerInfo(header, file) {
  const evalSpec = isRecord(header.eval) ? header.eval : {};
  const plan = isRecord(header.plan) ? header.plan : {};
  const config = {
    ...scalarEntries(evalSpec.model_generate_config, decodingKey),
    ...scalarEntries(plan.config, decodingKey)
  };
  const runConfig = isRecord(evalSpec.config) ? evalSpec.config : {};
  const epochs = optionalSampleCount(runConfig.epochs, file, "eval.config.epochs", "epochs");
  if (epochs !== void 0) config.n = epochs;
  return { model: nonEmptyText(evalSpec.model), config, dataset: nonEmptyText(evalSpec.task) };
}
function runFrom(header, samples, file, notes, options) {
  if (samples.length === 0) throw inputError(file, "", "has no samples (was the eval run with log_samples off?)");
  const scorer = chooseScorer(samples, options.criterion, file, options.hints);
  const { tally, warnings } = tallySamples(samples, scorer, file, options);
  const finished = tally.finish();
  if (typeof header.status === "string" && header.status !== "success") {
    warnings.unshift(`the log's status is ${nameText(header.status)}, not success: the run may be incomplete`);
  }
  return harnessRun(file, "inspect", "file", {
    ...headerInfo(header, file),
    ...finished,
    warnings: [...notes, ...warnings, ...finished.warnings],
    criterion: scorer
  });
}
function parseInspectJson(document, file, options = {}) {
  if (!isRecord(document) || !isRecord(document.eval))
    throw inputError(file, "", 'expected an Inspect log object with "eval"');
  const samples = Array.isArray(document.samples) ? document.samples : [];
  const records = samples.map((value, i) => ({ value, path: pathOf("samples", i) }));
  return runFrom(document, records, file, [], options);
}
async function jsonEntry(zip, name, file) {
  const bytes = await zip.read(name);
  if (bytes === void 0) return void 0;
  return parseJsonText(utf8Text(bytes, file, name), `${file}: ${name}`);
}
function notInspectZip(file, names) {
  const files = names.filter((name) => !name.endsWith("/"));
  const held = files.length === 0 ? "it holds no files" : `it holds ${files.length <= 4 ? listWords(files, "and") : counted(files.length, "file")}: extract it (unzip ${file}) and give the results file`;
  return `is a zip archive, not an Inspect .eval log (which holds header.json, or _journal/start.json while it runs); ${held}`;
}
async function readInspectEval(file, options) {
  const zip = await openZip(file);
  try {
    const notes = [];
    let header = await jsonEntry(zip, "header.json", file);
    if (header === void 0) {
      header = await jsonEntry(zip, "_journal/start.json", file);
      if (header === void 0) throw inputError(file, "", notInspectZip(file, zip.names));
      notes.push("the log has no header.json (the run did not finish); read its journal");
    }
    if (!isRecord(header)) throw inputError(file, "header.json", "expected an object");
    const parts = zip.names.includes("summaries.json") ? ["summaries.json"] : zip.names.map((name) => ({ name, order: Number(/^_journal\/summaries\/(\d+)\.json$/.exec(name)?.[1]) })).filter((entry) => Number.isInteger(entry.order)).sort((a, b) => a.order - b.order).map((entry) => entry.name);
    const samples = [];
    for (const name of parts) {
      const part = await jsonEntry(zip, name, file);
      if (!Array.isArray(part)) throw inputError(file, name, "expected a list of sample summaries");
      for (const [i, value] of part.entries()) samples.push({ value, path: `${name}${pathOf(i)}` });
    }
    return runFrom(header, samples, file, notes, options);
  } finally {
    await zip.close();
  }
}
var readInspect = async (file, options, document) => document === void 0 && await startsWithZipMagic(file) ? readInspectEval(file, options) : parseInspectJson(await jsonDocument(file, document), file, options);

// src/formats/swebench.ts
import { basename as basename2 } from "node:path";
var OUTCOME_LISTS = [
  ["resolved_ids", "pass"],
  ["error_ids", "error"],
  ["failed_ids", "error"],
  ["unresolved_ids", "fail"],
  ["empty_patch_ids", "fail"],
  ["pending_ids", "pending"]
];
var SB_CLI_NAME = /^(swe-bench[\w.-]*?)__(dev|test)__./i;
function sweBenchName(file) {
  const name = basename2(file);
  const sbCli = SB_CLI_NAME.exec(name);
  if (sbCli !== null) return { suite: `${sbCli[1].toLowerCase()}:${sbCli[2].toLowerCase()}` };
  const stem = name.replace(/\.json$/i, "");
  const dot = stem.lastIndexOf(".");
  return stem !== name && dot > 0 && dot < stem.length - 1 ? { model: stem.slice(0, dot).replaceAll("__", "/") } : {};
}
function idList(report, key, file) {
  const value = report[key];
  if (value === void 0 || value === null) return void 0;
  if (!Array.isArray(value))
    throw inputError(file, pathOf(key), `expected a SWE-bench list of instance ids, got ${shown(value)}`);
  return value.map((id, i) => {
    if (typeof id !== "string" || id === "") {
      throw inputError(file, pathOf(key, i), `a SWE-bench instance id must be a non-empty string, got ${shown(id)}`);
    }
    return id;
  });
}
function outcomes(report, submitted, file) {
  const byId = /* @__PURE__ */ new Map();
  for (const [key, outcome2] of OUTCOME_LISTS) {
    idList(report, key, file)?.forEach((id, i) => {
      if (!submitted.has(id)) throw inputError(file, pathOf(key, i), `${quoted(id)} is not in submitted_ids`);
      const earlier = byId.get(id);
      if (earlier === void 0) byId.set(id, [outcome2, key]);
      else if (earlier[0] === "pass" && outcome2 !== "pending" && earlier[1] !== key) {
        throw inputError(file, pathOf(key, i), `${quoted(id)} is also in resolved_ids: one instance, two outcomes`);
      }
    });
  }
  return byId;
}
function parseSweBench(document, file) {
  if (!isRecord(document)) {
    throw inputError(
      file,
      "",
      "expected a SWE-bench report {submitted_ids, resolved_ids, unresolved_ids, error_ids, ...}"
    );
  }
  const submittedList = idList(document, "submitted_ids", file);
  if (submittedList === void 0) {
    throw inputError(
      file,
      pathOf("submitted_ids"),
      "is missing: a SWE-bench report names its instances in submitted_ids (total_instances is the size of the dataset)"
    );
  }
  const submitted = /* @__PURE__ */ new Set();
  submittedList.forEach((id, i) => {
    if (submitted.has(id)) throw inputError(file, pathOf("submitted_ids", i), `lists ${quoted(id)} twice`);
    submitted.add(id);
  });
  const byId = outcomes(document, submitted, file);
  const tally = new ProblemTally({ errors: true });
  const pending = [];
  const unjudged = [];
  for (const id of submittedList) {
    const outcome2 = byId.get(id)?.[0];
    if (outcome2 === "pending") pending.push(id);
    else if (outcome2 === void 0) unjudged.push(id);
    else tally.add(id, { passed: outcome2 === "pass", error: outcome2 === "error" });
  }
  if (tally.size === 0) {
    throw inputError(
      file,
      pathOf("submitted_ids"),
      submittedList.length === 0 ? "is empty: the SWE-bench report judged no instance" : `none of the ${submittedList.length} submitted instances has been judged yet (${pending.length} pending)`
    );
  }
  const { problems, warnings } = tally.finish();
  const leftOut = (ids, why) => `${ids.length} submitted instance${ids.length === 1 ? " is" : "s are"} ${why}: ${shownList(ids)}; missing from this run`;
  if (pending.length > 0) {
    warnings.push(leftOut(pending, "still pending (the report was fetched before the evaluation finished)"));
  }
  if (unjudged.length > 0) warnings.push(leftOut(unjudged, "in no list of outcomes (not judged)"));
  const version = document.schema_version;
  const config = isScalar(version) && version !== null ? { schema_version: version } : {};
  const { model, suite } = sweBenchName(file);
  return harnessRun(file, "swebench", "file", { model, config, problems, warnings, dataset: suite });
}

// src/formats/tau2bench.ts
import { readdir } from "node:fs/promises";
import { dirname as dirname3, join } from "node:path";

// src/formats/taubench.ts
import { basename as basename3, dirname as dirname2 } from "node:path";
var FULL_REWARD_TOLERANCE = 1e-6;
function isFullReward(reward) {
  return 1 - FULL_REWARD_TOLERANCE <= reward && reward <= 1 + FULL_REWARD_TOLERANCE;
}
var RUN_NAME2 = /^((?:[a-z]+-)*?(?:tool-calling|act|react|few-shot))-(.+?)-(\d{1,3}(?:\.\d{1,12})?(?:e-?\d{1,3})?)(?:_range_\d+--?\d+)?_user-(.+)-([a-z]+)_[^_]+\.json$/;
var DOMAIN = /(?:^|[^a-z])(airline|retail)(?:[^a-z]|$)/i;
var DOMAIN_DEPTH = 3;
function tauBenchName(file) {
  const named = { config: {} };
  const name = basename3(file);
  const match = RUN_NAME2.exec(name) ?? RUN_NAME2.exec(`${basename3(dirname2(file))}/${name}`);
  if (match !== null) {
    const [, agent, model, temperature, userModel, userStrategy] = match;
    named.config = { agent, temperature: Number(temperature) };
    named.model = model;
    named.user = `user:${userModel}:${userStrategy}`;
  }
  const domain = matchInPath(file, DOMAIN, DOMAIN_DEPTH)?.toLowerCase();
  if (domain !== void 0) named.domain = domain;
  return named;
}
function failureKind(info) {
  if (!isRecord(info)) return "fail";
  if (info.error !== void 0 && info.error !== null) return "error";
  return "reward_info" in info && info.reward_info === null ? "timeout" : "fail";
}
function parseTauBench(document, file) {
  if (!Array.isArray(document)) {
    throw inputError(file, "", "expected \u03C4-bench results: a JSON list of {task_id, reward, info, traj, trial}");
  }
  const tally = new ProblemTally({ timeouts: true, errors: true });
  document.forEach((entry, i) => {
    if (!isRecord(entry)) throw inputError(file, pathOf(i), "expected a \u03C4-bench result {task_id, reward, info, ...}");
    const id = idField(
      entry.task_id,
      file,
      pathOf(i, "task_id"),
      "a \u03C4-bench task_id must be a number or a non-empty string"
    );
    const reward = entry.reward;
    if (typeof reward !== "number" || !Number.isFinite(reward)) {
      throw inputError(file, pathOf(i, "reward"), `a \u03C4-bench reward must be a number, got ${shown(reward)}`);
    }
    const kind = failureKind(entry.info);
    tally.add(id, { passed: isFullReward(reward), timeout: kind === "timeout", error: kind === "error" });
  });
  if (tally.size === 0) throw inputError(file, "", "lists no \u03C4-bench results");
  const { model, config, user, domain } = tauBenchName(file);
  return harnessRun(file, "taubench", "filename", {
    model,
    config,
    ...tally.finish(),
    criterion: user,
    dataset: domain
  });
}

// src/formats/tau2bench.ts
var NORMAL_STOPS = /* @__PURE__ */ new Set(["user_stop", "agent_stop"]);
var ERROR_STOPS = /* @__PURE__ */ new Set(["agent_error", "user_error", "infrastructure_error", "unexpected_error"]);
var NOT_EVALUABLE = /* @__PURE__ */ new Set(["infrastructure_error", "context_window_exceeded"]);
var SIMULATIONS_FOLDER = "simulations";
function taskOf(value, file, path) {
  return idField(value, file, path, "a \u03C4\xB2-bench task_id must be a non-empty string or a number");
}
function terminationOf(value, file, path) {
  return optionalString(value, file, path, "a \u03C4\xB2-bench termination_reason must be a string");
}
function simulationOf(value, file, at, indexed = false) {
  if (!isRecord(value)) {
    const expected = indexed ? "index entry {id, task_id, reward, ...}" : "simulation {task_id, reward_info, termination_reason, ...}";
    throw inputError(file, pathOf(...at), `expected a \u03C4\xB2-bench ${expected}`);
  }
  const info = indexed ? value : value.reward_info;
  if (info !== null && info !== void 0 && !isRecord(info)) {
    throw inputError(
      file,
      pathOf(...at, "reward_info"),
      `expected \u03C4\xB2-bench's {reward, ...} or null, got ${shown(info)}`
    );
  }
  const rewardAt = pathOf(...at, ...indexed ? [] : ["reward_info"], "reward");
  return {
    task: taskOf(value.task_id, file, pathOf(...at, "task_id")),
    reward: isRecord(info) ? scoreValue(info.reward, file, rewardAt, "a \u03C4\xB2-bench reward must be a number") : void 0,
    termination: terminationOf(value.termination_reason, file, pathOf(...at, "termination_reason"))
  };
}
function simulationsOf(document, file, files, warnings) {
  if ("simulations" in document) {
    if (!Array.isArray(document.simulations)) {
      throw inputError(
        file,
        pathOf("simulations"),
        `expected \u03C4\xB2-bench's list of simulations, got ${shown(document.simulations)}`
      );
    }
    return document.simulations.map((value, i) => simulationOf(value, file, ["simulations", i]));
  }
  const index = document.simulation_index;
  if (index !== void 0 && index !== null && !Array.isArray(index)) {
    throw inputError(
      file,
      pathOf("simulation_index"),
      `expected \u03C4\xB2-bench's list of simulation summaries, got ${shown(index)}`
    );
  }
  if (files !== void 0) {
    if (Array.isArray(index) && index.length !== files.length) {
      warnings.push(
        `simulation_index lists ${index.length} simulations but ${SIMULATIONS_FOLDER}/ holds ${files.length} files: the files are counted (the index is written when a run is saved, so an interrupted run may lack it)`
      );
    }
    return files.map(({ file: simulation, document: value }) => simulationOf(value, simulation, []));
  }
  if (Array.isArray(index)) return index.map((value, i) => simulationOf(value, file, ["simulation_index", i], true));
  throw inputError(
    file,
    pathOf("simulations"),
    `\u03C4\xB2-bench results without simulations: neither a "simulations" list, nor a ${SIMULATIONS_FOLDER}/ folder beside the file (the directory form), nor a "simulation_index"`
  );
}
function listedTasks(document, file) {
  const tasks = document.tasks;
  if (tasks === void 0 || tasks === null) return void 0;
  if (!Array.isArray(tasks))
    throw inputError(file, pathOf("tasks"), `expected \u03C4\xB2-bench's list of tasks, got ${shown(tasks)}`);
  return tasks.map((task, i) => {
    if (!isRecord(task)) throw inputError(file, pathOf("tasks", i), "expected a \u03C4\xB2-bench task {id, ...}");
    return taskOf(task.id, file, pathOf("tasks", i, "id"));
  });
}
function runWarnings(simulations, problems, listed, trialsAsked) {
  const warnings = [];
  const ran = new Set(problems.map((p) => p.id));
  const missing = (listed ?? []).filter((task) => !ran.has(task));
  if (missing.length > 0) {
    warnings.push(
      `${counted(missing.length, "task")} listed in "tasks" never ran (an interrupted run?): ${listIds(missing.map((id) => idName(id, "task")))}; ${missing.length === 1 ? "it is" : "they are"} missing from this run`
    );
  }
  if (typeof trialsAsked === "number" && Number.isInteger(trialsAsked)) {
    const short = fewerThanAsked(problems, () => trialsAsked).map(({ id, n }) => `${idName(id, "task")} (n=${n})`);
    if (short.length > 0) {
      warnings.push(
        `${counted(short.length, "task")} ran fewer than the ${trialsAsked} trials info.num_trials asks for (an interrupted run): ${listIds(short)}; each is counted with the trials that ran`
      );
    }
  }
  const unscored = simulations.filter((s) => s.termination !== void 0 && NOT_EVALUABLE.has(s.termination));
  if (unscored.length > 0) {
    const reasons = [...new Set(unscored.map((s) => s.termination))].sort().join(" or ");
    warnings.push(
      `${counted(unscored.length, "simulation")} ended in ${reasons}: counted here as failed trials (flagged), while \u03C4\xB2-bench's own metrics leave them out`
    );
  }
  const unevaluated = simulations.filter(
    (s) => s.reward === void 0 && (s.termination === void 0 || NORMAL_STOPS.has(s.termination))
  ).length;
  if (unevaluated > 0) {
    warnings.push(
      `${counted(unevaluated, "simulation")} that ended normally ${unevaluated === 1 ? "has" : "have"} no reward (not evaluated): counted as failed trials`
    );
  }
  return warnings;
}
function agentConfig(info) {
  const agent = isRecord(info.agent_info) ? info.agent_info : {};
  const args = scalarEntries(agent.llm_args);
  const settings = {
    agent: agent.implementation,
    max_steps: info.max_steps,
    max_errors: info.max_errors,
    seed: info.seed
  };
  const config = { ...args, ...scalarEntries(settings, (key) => Object.hasOwn(args, key) ? void 0 : key) };
  return { config, model: nonEmptyText(agent.llm) };
}
function judgementOf(info) {
  const user = isRecord(info.user_info) ? info.user_info : {};
  const parts = [user.llm, user.implementation === "user_simulator" ? void 0 : user.implementation].filter(
    (part) => nonEmptyText(part) !== void 0
  );
  const environment = isRecord(info.environment_info) ? info.environment_info : {};
  return {
    criterion: parts.length > 0 ? `user:${parts.join(":")}` : void 0,
    dataset: nonEmptyText(environment.domain_name)
  };
}
function parseTau2Bench(document, file, files) {
  if (!isRecord(document) || !isRecord(document.info)) {
    throw inputError(
      file,
      pathOf("info"),
      'expected \u03C4\xB2-bench results {timestamp, info, tasks, simulations} with an "info" object'
    );
  }
  const warnings = [];
  const simulations = simulationsOf(document, file, files, warnings);
  const tally = new ProblemTally({ timeouts: true, errors: true });
  for (const simulation of simulations) {
    const ending = simulation.termination;
    const abnormal = ending !== void 0 && !NORMAL_STOPS.has(ending);
    tally.add(simulation.task, {
      passed: simulation.reward !== void 0 && isFullReward(simulation.reward),
      error: abnormal && ERROR_STOPS.has(ending),
      timeout: abnormal && !ERROR_STOPS.has(ending)
    });
  }
  if (tally.size === 0)
    throw inputError(file, pathOf("simulations"), "\u03C4\xB2-bench results with no simulation: the run ran no task");
  const finished = tally.finish();
  warnings.push(
    ...finished.warnings,
    ...runWarnings(simulations, finished.problems, listedTasks(document, file), document.info.num_trials)
  );
  return harnessRun(file, "tau2bench", "file", {
    ...agentConfig(document.info),
    problems: finished.problems,
    warnings,
    ...judgementOf(document.info)
  });
}
async function simulationFiles(resultsFile) {
  const folder = join(dirname3(resultsFile), SIMULATIONS_FOLDER);
  let names;
  try {
    names = await readdir(folder);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR") return void 0;
    throw inputError(folder, "", ioProblem(error));
  }
  const files = [];
  for (const name of names.filter((n) => n.endsWith(".json")).sort()) {
    const path = join(folder, name);
    files.push({ file: path, document: await readJsonFile(path) });
  }
  return files;
}
var readTau2Bench = async (file, _options, given) => {
  const document = await jsonDocument(file, given);
  const files = isRecord(document) && !("simulations" in document) ? await simulationFiles(file) : void 0;
  return parseTau2Bench(document, file, files);
};

// src/formats/terminalbench.ts
import { dirname as dirname4, join as join2 } from "node:path";
var TIMEOUT_MODES = /* @__PURE__ */ new Set(["agent_timeout", "test_timeout"]);
var ERROR_MODES = /* @__PURE__ */ new Set([
  "unknown_agent_error",
  "parse_error",
  "fatal_llm_parse_error",
  "agent_installation_failed"
]);
var TRIAL_NAME = /\.(\d{1,9})-of-(\d{1,9})\./;
var DATASET_IN_PATH = /(terminal-bench[\w.-]*@[\w.-]*\w)/i;
var RUN_METADATA = "run_metadata.json";
function terminalBenchMetadata(document) {
  if (!isRecord(document)) return { config: {} };
  const agent = nonEmptyText(document.agent_name);
  const kwargs = scalarEntries(document.agent_kwargs, (key) => key === "model_name" ? void 0 : key);
  const config = { ...agent !== void 0 ? { agent } : {}, ...kwargs };
  const name = nonEmptyText(document.dataset_name);
  const version = nonEmptyText(document.dataset_version);
  const attempts = document.n_attempts;
  return {
    config,
    model: nonEmptyText(document.model_name),
    dataset: name === void 0 || version === void 0 ? name : `${name}@${version}`,
    attempts: typeof attempts === "number" && Number.isInteger(attempts) && attempts > 0 ? attempts : void 0
  };
}
function trialWarnings(names, asked, problems, attempts) {
  const warnings = [];
  const seen = /* @__PURE__ */ new Set();
  const twice = /* @__PURE__ */ new Set();
  for (const name of names) (seen.has(name) ? twice : seen).add(name);
  if (twice.size > 0) {
    warnings.push(
      `${twice.size} trial name${twice.size === 1 ? " is" : "s are"} listed more than once: ${shownList([...twice])}; every entry is counted as a trial`
    );
  }
  const short = fewerThanAsked(problems, (id) => attempts ?? asked.get(id)).map(
    ({ id, n, asked: want }) => `${idName(id, "task")} (${n} of ${want})`
  );
  if (short.length > 0) {
    warnings.push(
      `${short.length} task${short.length === 1 ? " has" : "s have"} fewer trials than the run asked for (an interrupted run): ${listIds(short)}; each is counted with the trials that ran`
    );
  }
  return warnings;
}
function parseTerminalBench(document, file, metadata = { config: {} }) {
  if (!isRecord(document) || !Array.isArray(document.results)) {
    throw inputError(
      file,
      pathOf("results"),
      "expected Terminal-Bench results {results: [{task_id, trial_name, is_resolved, ...}]}"
    );
  }
  const tally = new ProblemTally({ timeouts: true, errors: true });
  const names = [];
  const asked = /* @__PURE__ */ new Map();
  document.results.forEach((trial, i) => {
    if (!isRecord(trial))
      throw inputError(file, pathOf("results", i), "expected a Terminal-Bench trial {task_id, is_resolved, ...}");
    const id = idField(
      trial.task_id,
      file,
      pathOf("results", i, "task_id"),
      "a Terminal-Bench task_id must be a non-empty string or a number"
    );
    const resolved = trial.is_resolved;
    if (resolved !== true && resolved !== false && resolved !== null && resolved !== void 0) {
      throw inputError(
        file,
        pathOf("results", i, "is_resolved"),
        `a Terminal-Bench is_resolved must be true, false or null, got ${shown(resolved)}`
      );
    }
    const mode = optionalString(
      trial.failure_mode,
      file,
      pathOf("results", i, "failure_mode"),
      "a Terminal-Bench failure_mode must be a string"
    );
    tally.add(id, {
      passed: resolved === true,
      timeout: mode !== void 0 && TIMEOUT_MODES.has(mode),
      error: mode !== void 0 && ERROR_MODES.has(mode)
    });
    if (typeof trial.trial_name === "string") {
      names.push(trial.trial_name);
      const of = TRIAL_NAME.exec(trial.trial_name)?.[2];
      if (of !== void 0) asked.set(id, Math.max(asked.get(id) ?? 0, Number(of)));
    }
  });
  if (tally.size === 0) throw inputError(file, pathOf("results"), "lists no Terminal-Bench trials");
  const { problems, warnings } = tally.finish();
  warnings.push(...trialWarnings(names, asked, problems, metadata.attempts));
  const recorded = document.n_resolved;
  const passes = problems.reduce((sum, p) => sum + p.c, 0);
  if (typeof recorded === "number" && Number.isFinite(recorded) && recorded !== passes) {
    warnings.push(`the file's own n_resolved (${recorded}) differs from its trials, ${passes} of which are resolved`);
  }
  const { model, config } = metadata;
  const dataset = metadata.dataset ?? matchInPath(file, DATASET_IN_PATH);
  return harnessRun(file, "terminalbench", "file", { model, config, problems, warnings, dataset });
}
async function metadataBeside(file) {
  const path = join2(dirname4(file), RUN_METADATA);
  if (!await exists(path, "file")) return void 0;
  return terminalBenchMetadata(await readJsonFile(path));
}
var readTerminalBench = async (file, _options, document) => parseTerminalBench(await jsonDocument(file, document), file, await metadataBeside(file));

// src/load/read.ts
function parseFormatOption(value) {
  const name = value?.trim() ?? "";
  if (name === "" || name === "auto") return "auto";
  const found = FORMAT_NAMES.find((format) => format === name);
  if (found === void 0) {
    throw new InputError(`format: expected auto or one of ${FORMAT_NAMES.join(", ")}, got ${JSON.stringify(value)}`);
  }
  return found;
}
var READERS = {
  passk: documentReader(parseCanonical),
  humaneval: readHumanEval,
  evalplus: documentReader(parseEvalPlus),
  bigcodebench: documentReader(parseBigCodeBench),
  "lm-eval": readLmEval,
  inspect: readInspect,
  livecodebench: readLiveCodeBench,
  taubench: documentReader(parseTauBench),
  tau2bench: readTau2Bench,
  swebench: documentReader(parseSweBench),
  terminalbench: readTerminalBench
};
function sampleCounts(run) {
  const counts = /* @__PURE__ */ new Map();
  for (const p of run.problems) counts.set(p.n, (counts.get(p.n) ?? 0) + 1);
  return counts;
}
function countsText(counts, problem) {
  return [...counts].sort((a, b) => a[0] - b[0]).map(([n, problems]) => `n = ${n} for ${counted(problems, problem)}`).join(", ");
}
function mixedSamples(run) {
  const { problem, sample } = unitWords(ranTrials(run));
  return `${problem}s have different numbers of ${sample}s`;
}
function withMixedSamples(run, counts = sampleCounts(run)) {
  if (counts.size <= 1) return run;
  const { problem } = unitWords(ranTrials(run));
  const warning = `${mixedSamples(run)} (${countsText(counts, problem)}), so no single n describes the run`;
  return { ...run, warnings: [...run.warnings, warning] };
}
function withSampleCount(run) {
  const counts = sampleCounts(run);
  const recorded = run.config.n;
  const warnings = [...run.warnings];
  if (counts.size > 1) return withMixedSamples(run, counts);
  const n = run.problems[0].n;
  if (recorded === void 0) {
    return { ...run, config: { ...run.config, n }, configSources: { ...run.configSources, n: "file" } };
  }
  if (configValuesEqual(recorded, n)) return run;
  if (run.configSources.n === "filename") {
    warnings.push(
      `the file name says n = ${shown(recorded)}, but every problem has n = ${n} samples: n = ${n} is used`
    );
    return { ...run, config: { ...run.config, n }, configSources: { ...run.configSources, n: "file" }, warnings };
  }
  warnings.push(`${recordedBy(run.configSources.n)} n = ${shown(recorded)}, but every problem has n = ${n} samples`);
  return { ...run, warnings };
}
async function loadFile(path, requested, options) {
  await checkReadable(path);
  const detected = requested === "auto" ? await detectFormat(path, options.hints) : { format: requested, document: void 0 };
  const { criterion, samples, hints } = options;
  const scoreField = options.scoreField?.trim() || void 0;
  let run;
  try {
    run = await READERS[detected.format](path, { criterion, samples, scoreField, hints }, detected.document);
  } catch (error) {
    throw requested === "auto" ? error : await withFormatFound(error, path, requested, options);
  }
  return run.format === "passk" ? withMixedSamples(run) : withSampleCount(run);
}
async function withFormatFound(error, path, requested, { hints = SHARED_HINTS, leaveFormat = "leave the format out", formatName }) {
  if (!(error instanceof InputError)) return error;
  const found = await detectFormat(path, hints).then(
    (detected) => detected.format,
    () => void 0
  );
  if (found === void 0 || found === requested) return error;
  return new InputError(
    `${formatName === void 0 ? "" : `${formatName}: `}${error.message} (read as ${requested}, the format given; its content is ${found}: ${leaveFormat} to detect each file's, or give ${hints.set("format", found)} when every file is ${found})`
  );
}
async function loadMlflow(uri, requested, options) {
  if (options.mlflow === void 0) throw new InputError(`${uri}: MLflow runs are not read here`);
  const given = await userConfigValues(options);
  const read = (file) => loadFile(file, requested, options);
  const { loadMlflowResults } = await import("./mlflow-YSFUFHBZ.js");
  const { configName, configOption, hints } = options;
  const giveN = configOption !== void 0 && hints !== void 0 ? hints.set(configOption, "n=N") : configName === void 0 ? void 0 : `${configName} n=N`;
  const run = await loadMlflowResults(uri, options.mlflow, read, { n: given?.n, configName, giveN });
  return run.format === "mlflow" ? withSampleCount(run) : run;
}
async function loadResults(path, options = {}) {
  const requested = parseFormatOption(options.format);
  const run = isMlflowUri(path) ? await loadMlflow(path, requested, options) : await loadFile(path, requested, options);
  return withUserConfig(run, options);
}
async function withUserConfig(given, options) {
  const named = underGateNames(given);
  const run = options.name === void 0 ? named : { ...named, name: options.name };
  const values = await userConfigValues(options);
  if (values === void 0) return run;
  const label = options.configName ?? "the user config";
  const what = options.configMention ?? label;
  const byName = /* @__PURE__ */ new Map();
  for (const [key, value] of Object.entries(values)) {
    const name = settingName(key);
    const before = byName.get(name);
    if (before !== void 0 && !configValuesEqual(before.value, value)) {
      throw new InputError(
        `${run.source}: ${what} gives ${before.key} ${shown(before.value)} and ${key} ${shown(value)}, one setting under two names: give ${name} once`
      );
    }
    byName.set(name, { key, value });
  }
  const givenValues = Object.fromEntries([...byName].map(([name, { value }]) => [name, value]));
  const counts = sampleCounts(run);
  if (Object.hasOwn(givenValues, "n") && !Object.hasOwn(run.config, "n") && counts.size > 1) {
    const { problem } = unitWords(ranTrials(run));
    throw new InputError(
      `${run.source}: config n: the file records ${countsText(counts, problem)}, but ${what} gives ${shown(givenValues.n)}; the n the run records cannot be overridden: leave n out of ${what}`
    );
  }
  return mergeUserConfig(run, givenValues, label, what);
}
async function userConfigValues(options) {
  const { config } = options;
  if (config === void 0 || typeof config === "string" && config.trim() === "") return void 0;
  const name = options.configName ?? "the user config";
  if (typeof config !== "string") return configFromJson(config, name);
  const spec = config.trim();
  if (isConfigPairs(spec)) return parseConfigPairs(spec, name);
  const notSettings = settingsTextError(spec, name);
  if (notSettings !== void 0 && !await exists(spec, "anything")) throw notSettings;
  try {
    return configFromJson(await readJsonFile(spec, "decoding config file"), spec);
  } catch (error) {
    if (options.configName !== void 0 && error instanceof InputError) throw error.labelled(options.configName);
    throw error;
  }
}
var CRITERION_FORMATS = ["evalplus", "lm-eval", "inspect"];
function unusedReadNotes(read, runs, metric, labels) {
  const notes = [];
  const criterion = read.criterion?.trim() ?? "";
  const formats = [...new Set(runs.map((run) => run.format))];
  if (criterion !== "" && !formats.some((format) => CRITERION_FORMATS.includes(format))) {
    notes.push(
      `${labels.criterion} ${criterion} is not used: ${formats.join(" and ")} files have one pass/fail judgement (it chooses one in ${CRITERION_FORMATS.join(", ")} files)`
    );
  }
  const scoreField = read.scoreField?.trim() ?? "";
  if (scoreField !== "" && metric !== void 0 && metric !== "n@k") {
    notes.push(
      `${labels["score-field"]} ${scoreField} is not used: only n@k reads a score, and the metric is ${metric}`
    );
  } else if (scoreField !== "" && !formats.some((format) => SCORE_FIELD_FORMATS.includes(format))) {
    notes.push(
      `${labels["score-field"]} ${scoreField} is not used: ${formats.join(" and ")} files take no score field (it names one in ${SCORE_FIELD_FORMATS.join(", ")} files)`
    );
  }
  return notes;
}
function describeRead(run, options) {
  const detected = parseFormatOption(options.format) === "auto";
  const problems = counted(run.problems.length, unitWords(ranTrials(run)).problem);
  const given = run.format === "mlflow" ? "a per_problem_c list, whatever format was given" : "as given";
  const how = detected ? `detected from ${run.files === void 0 ? "its" : "their"} content` : given;
  if (run.files !== void 0) {
    return `merged ${run.files.length} files as trials of one model (${run.files.join(", ")}), read as ${run.format} (${how}): ${problems}`;
  }
  const from = run.mlflow === void 0 ? "" : ` (MLflow run ${nameText(run.mlflow.run_id)}, artifact ${run.mlflow.artifact})`;
  return `read ${run.source}${from} as ${run.format} (${how}): ${problems}`;
}

// src/io/glob.ts
import { realpath, stat } from "node:fs/promises";
import { resolve, sep } from "node:path";
async function matches(pattern) {
  const found = await globFiles(pattern);
  if (found.length === 0) {
    const parts = pattern.split("/");
    const folder = parts.slice(0, parts.findIndex(hasGlobCharacters)).join("/");
    const hint = (folder === "" ? "" : await missingFolderHint(folder)) || await otherCaseHint(pattern);
    throw new InputError(`${rawQuoted(pattern, 200)}: the glob matches no file${hint}`);
  }
  const samples = found.find((file) => found.includes(`${file}_results.jsonl`));
  if (samples !== void 0) {
    throw new InputError(
      `${rawQuoted(pattern, 200)}: the glob matches the samples file ${samples} as well as the ${samples}_results.jsonl human-eval wrote from it: narrow it to the results files, e.g. ` + rawQuoted(resultsGlob(pattern), 200)
    );
  }
  return found.sort();
}
async function otherCaseHint(pattern) {
  const found = await globFiles(pattern, false);
  if (found.length === 0) return "";
  const match = found.length === 1 ? "matches" : "match";
  return `, but ${counted(found.length, "file")} ${match} it in another case (globs tell case apart), e.g. ${found.sort()[0]}: write the glob in their case`;
}
function resultsGlob(pattern) {
  const at = pattern.lastIndexOf("/") + 1;
  const last = pattern.slice(at);
  if (last.endsWith(".jsonl")) return `${pattern.slice(0, -".jsonl".length)}_results.jsonl`;
  return last === "**" ? `${pattern}/*_results.jsonl` : `${pattern.slice(0, at)}*_results.jsonl`;
}
async function fileKey(file) {
  if (isMlflowUri(file)) return file;
  const info = await stat(file, { bigint: true }).catch(() => void 0);
  if (info !== void 0 && info.ino !== 0n) return `${info.dev}:${info.ino}`;
  return realpath(file).catch(() => resolve(file));
}
async function isGlob(path) {
  return !isMlflowUri(path) && hasGlobCharacters(path) && !await exists(path, "anything");
}
async function expandGlobs(paths, separator = sep) {
  const files = [];
  for (const path of paths) {
    const backslashed = await backslashError(path, "file", separator);
    if (backslashed !== void 0) throw backslashed;
    if (!await isGlob(path)) files.push(path);
    else files.push(...await matches(separator === "\\" ? path.replaceAll("\\", "/") : path));
  }
  const seen = /* @__PURE__ */ new Map();
  for (const file of files) {
    const key = await fileKey(file);
    const earlier = seen.get(key);
    if (earlier !== void 0) {
      const twice = earlier === file ? "is given twice" : `is the same file as ${earlier}`;
      throw new InputError(`${file}: ${twice}, so its samples would count twice`);
    }
    seen.set(key, file);
  }
  return files;
}

// src/load/merge.ts
var PER_RUN_KEYS = /* @__PURE__ */ new Set(["seed"]);
function agreed(runs, what, valueOf, equal, warnings, into) {
  let first;
  const silent = [];
  for (const run of runs) {
    const value = valueOf(run);
    if (value === void 0) silent.push(run.source);
    else if (first === void 0) first = { value, from: run };
    else if (!equal(first.value, value)) {
      throw new InputError(
        `${run.source}: ${what} is ${shown(value)}, but ${first.from.source} has ${shown(first.value)}: files merged into ${into} must share their config and be judged alike`
      );
    }
  }
  if (first !== void 0 && silent.length > 0) {
    warnings.push(
      `${what} ${shown(first.value)} is recorded by ${first.from.source} but not by ${listIds(silent)}: taken to hold for every merged file`
    );
  }
  return first;
}
function mergedConfig(runs, warnings, into) {
  const keys = [...new Set(runs.flatMap((run) => Object.keys(run.config)))].filter((key) => key !== "n");
  const entries = [];
  const sources = [];
  for (const key of keys) {
    const valueOf = (run) => Object.hasOwn(run.config, key) ? run.config[key] : void 0;
    if (PER_RUN_KEYS.has(key)) {
      const values = runs.map(valueOf).filter((value) => value !== void 0);
      if (values.some((value) => !configValuesEqual(value, values[0]))) {
        warnings.push(
          `the merged files record different values of ${nameText(key)} (${values.map(shown).join(", ")}), so the merged run records none`
        );
        continue;
      }
    }
    const found = agreed(runs, `config ${nameText(key)}`, valueOf, configValuesEqual, warnings, into);
    if (found === void 0) continue;
    entries.push([key, found.value]);
    sources.push([key, found.from.configSources[key] ?? "file"]);
  }
  return { config: Object.fromEntries(entries), configSources: Object.fromEntries(sources) };
}
function mergedJudgement(runs, warnings, into) {
  const judgement = {};
  for (const field of JUDGEMENT_FIELDS) {
    const word = JUDGEMENT_WORDS[field];
    const valueOf = (run) => {
      const value = run.judgement?.[field];
      return value === "" ? void 0 : value;
    };
    const found = agreed(runs, `the judgement's ${word}`, valueOf, (a, b) => a === b, warnings, into);
    if (found !== void 0) judgement[field] = found.value;
  }
  return judgement.format === void 0 ? void 0 : judgement;
}
function mergedModel(runs, warnings) {
  const named = runs.filter((run) => run.model !== void 0);
  const models = [...new Set(named.map((run) => run.model))];
  if (models.length === 0) return {};
  if (models.length === 1) return { model: models[0] };
  warnings.push(
    `the merged files name different models (${named.map((run) => `${quoted(run.model)} in ${run.source}`).join(", ")}): merged as runs of one model, as given`
  );
  return { models };
}
function addCounts(total, problem, run, first) {
  if (problem.group !== void 0 && total.group !== void 0 && problem.group !== total.group) {
    throw new InputError(
      `${run.source}: problem ${quoted(problem.id)} is in group ${quoted(problem.group)}, but in group ${quoted(total.group)} in ${first.source}`
    );
  }
  total.n += problem.n;
  total.c += problem.c;
  if (problem.group !== void 0) total.group = problem.group;
  for (const key of ["timeouts", "errors"]) {
    if (total[key] === void 0 || problem[key] === void 0) delete total[key];
    else total[key] += problem[key];
  }
  if (total.samples !== void 0 && problem.samples !== void 0)
    for (const s of problem.samples) total.samples.push(s);
  else delete total.samples;
}
function mergedProblems(runs, warnings) {
  const totals = /* @__PURE__ */ new Map();
  for (const run of runs) {
    for (const problem of run.problems) {
      const total = totals.get(problem.id);
      if (total === void 0) {
        const counts = { ...problem };
        if (problem.samples !== void 0) counts.samples = [...problem.samples];
        totals.set(problem.id, { counts, first: run });
      } else addCounts(total.counts, problem, run, total.first);
    }
  }
  const words = unitWords(runs.every(ranTrials));
  for (const run of runs) {
    if (run.problems.length === totals.size) continue;
    const own = new Set(run.problems.map((problem) => problem.id));
    const lacking = [...totals.keys()].filter((id) => !own.has(id));
    warnings.push(
      `${run.source} has no results for ${counted(lacking.length, words.problem)} other merged files have (${shownList(lacking)}): their n counts the other files' ${words.sample}s only`
    );
  }
  return [...totals.values()].map((total) => total.counts);
}
function mergeRuns(runs, into = "one side") {
  if (runs.length === 0) throw new InputError("no results files to merge");
  if (runs.length === 1) return runs[0];
  const sources = runs.map((run) => run.source);
  const read = runs.map(
    (run) => run.mlflow === void 0 ? run.source : `${run.mlflow.run_id}/${run.mlflow.artifact}`
  );
  const twice = read.findIndex((key, i) => read.indexOf(key) !== i);
  if (twice >= 0) {
    const first = sources[read.indexOf(read[twice])];
    const what = first === sources[twice] ? "given twice" : `the same MLflow run as ${first}`;
    throw new InputError(`${sources[twice]}: ${what}, so its samples would count twice`);
  }
  const positional = runs.filter((run) => run.positional === true);
  if (positional.length > 0 && positional.length < runs.length) {
    const byId = runs.find((run) => run.positional !== true);
    throw new InputError(
      `${byId.source}: names its problems by id, but ${positional[0].source} only by position (an MLflow per_problem_c list): they cannot be merged problem by problem`
    );
  }
  const warnings = runs.flatMap((run) => run.warnings.map((warning) => `${run.source}: ${warning}`));
  const { config, configSources } = mergedConfig(runs, warnings, into);
  const models = mergedModel(runs, warnings);
  const judgement = mergedJudgement(runs, warnings, into);
  const problems = mergedProblems(runs, warnings);
  return withSampleCount({
    source: sources.join(" + "),
    files: sources,
    format: [...new Set(runs.map((run) => run.format))].join(" + "),
    ...models,
    config,
    configSources,
    problems,
    warnings,
    ...judgement !== void 0 ? { judgement } : {},
    ...positional.length > 0 ? { positional: true } : {},
    ...runs.some((run) => run.mlflow !== void 0) ? { mlflowRuns: runs.map((run) => run.mlflow ?? null) } : {}
  });
}
async function readRuns(paths, read, globs = true, into) {
  const runs = [];
  for (const path of globs ? await expandGlobs(paths) : paths) runs.push(await read(path));
  return mergeRuns(runs, into);
}

export {
  mixedSamples,
  loadResults,
  withUserConfig,
  unusedReadNotes,
  describeRead,
  fileKey,
  isGlob,
  expandGlobs,
  readRuns
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunks/chunk-QYBGU5UY.js";
import {
  package_default
} from "./chunks/chunk-CWFHMLKL.js";
import {
  baselineNotes,
  runSequentialLook,
  runSequentialPlan
} from "./chunks/chunk-6VGHVWKT.js";
import "./chunks/chunk-7XIQG6MD.js";
import {
  gateConfigFromObject,
  readGateConfig
} from "./chunks/chunk-KE4UJVXD.js";
import {
  comparisonRequest,
  describeFailure,
  runGate,
  runRead
} from "./chunks/chunk-2QDV6MVB.js";
import {
  isGlob,
  loadResults
} from "./chunks/chunk-NUNIREQY.js";
import "./chunks/chunk-YDAYO5PO.js";
import "./chunks/chunk-WME4BJAA.js";
import "./chunks/chunk-OETJPMYG.js";
import {
  OPTION_NAMES,
  OptionParser,
  SETTINGS_OPTIONS
} from "./chunks/chunk-4VRRUHI7.js";
import {
  mlflowSettingsFrom
} from "./chunks/chunk-T6CWLPCE.js";
import "./chunks/chunk-6E3OM4AZ.js";
import {
  comparisonView,
  reportJson
} from "./chunks/chunk-43OLHB65.js";
import "./chunks/chunk-IYQLLMCI.js";
import {
  CANONICAL_FORMAT,
  FORMAT_NAMES,
  parseCanonical
} from "./chunks/chunk-O77QD7CX.js";
import {
  InputError,
  didYouMean,
  isMlflowUri,
  isRecord,
  meantWords,
  pathOf,
  shown
} from "./chunks/chunk-Y3XH2ARF.js";
import "./chunks/chunk-T6J2QFXX.js";

// src/library.ts
import { tmpdir } from "node:os";

// src/load/run-check.ts
var RUN_FIELDS = {
  source: true,
  name: true,
  files: true,
  format: true,
  model: true,
  models: true,
  config: true,
  configSources: true,
  problems: true,
  warnings: true,
  judgement: true,
  positional: true,
  mlflow: true,
  mlflowRuns: true,
  scoreGaps: true
};
var RUN_FORMATS = [...FORMAT_NAMES, "mlflow"];
var CONFIG_SOURCES = ["file", "filename", "user", "mlflow"];
var isCount = (value) => typeof value === "number" && Number.isInteger(value) && value >= 0;
function checkText(value, path, fail, filled = false) {
  if (typeof value !== "string" || filled && value === "")
    throw fail(path, `expected ${filled ? "a non-empty string" : "a string"}, got ${shown(value)}`);
}
function checkTextList(value, path, fail, filled = false) {
  if (!Array.isArray(value)) throw fail(path, `expected a list of strings, got ${shown(value)}`);
  for (let i = 0; i < value.length; i++) checkText(value[i], `${path}[${i}]`, fail, filled);
}
function checkNullableText(value, path, fail) {
  if (value !== null) checkText(value, path, fail);
}
function checkConfigSources(sources, fail) {
  const kinds = CONFIG_SOURCES.join(", ");
  if (!isRecord(sources))
    throw fail("configSources", `expected an object of where each config value came from, got ${shown(sources)}`);
  for (const [key, source] of Object.entries(sources)) {
    if (!CONFIG_SOURCES.includes(source))
      throw fail(pathOf("configSources", key), `expected one of ${kinds}, got ${shown(source)}`);
  }
}
function checkMlflowOrigin(origin, path, fail) {
  if (!isRecord(origin))
    throw fail(
      path,
      `expected an MLflow origin { uri, run_id, run_name, run_url, artifact, model }, got ${shown(origin)}`
    );
  for (const key of ["uri", "run_id", "run_url", "artifact"]) checkText(origin[key], `${path}.${key}`, fail);
  checkNullableText(origin.run_name, `${path}.run_name`, fail);
  const { model } = origin;
  if (model === null) return;
  if (!isRecord(model)) throw fail(`${path}.model`, `expected null or { name, alias, version }, got ${shown(model)}`);
  checkText(model.name, `${path}.model.name`, fail);
  checkNullableText(model.alias, `${path}.model.alias`, fail);
  checkText(model.version, `${path}.model.version`, fail);
}
function checkMlflowRuns(runs, fail) {
  if (!Array.isArray(runs)) throw fail("mlflowRuns", `expected a list of MLflow origins or nulls, got ${shown(runs)}`);
  for (let i = 0; i < runs.length; i++) if (runs[i] !== null) checkMlflowOrigin(runs[i], `mlflowRuns[${i}]`, fail);
}
function checkScoreGaps(gaps, fail) {
  if (!isRecord(gaps)) throw fail("scoreGaps", `expected an object { field, null, missing }, got ${shown(gaps)}`);
  checkText(gaps.field, "scoreGaps.field", fail);
  for (const key of ["null", "missing"]) {
    if (!isCount(gaps[key])) throw fail(`scoreGaps.${key}`, `expected a whole number from 0, got ${shown(gaps[key])}`);
  }
}
function checkedRun(run, side) {
  const fail = (path, what) => new InputError(`${side}: ${path}: ${what}`);
  for (const [key, value] of Object.entries(run)) {
    if (value !== void 0 && !Object.hasOwn(RUN_FIELDS, key))
      throw fail(key, `unknown field${didYouMean(key, Object.keys(RUN_FIELDS))}`);
  }
  checkText(run.source, "source", fail, true);
  if (run.name !== void 0) checkText(run.name, "name", fail);
  if (run.files !== void 0) checkTextList(run.files, "files", fail, true);
  checkText(run.format, "format", fail);
  if (!run.format.split(" + ").every((format) => RUN_FORMATS.includes(format))) {
    throw fail("format", `expected a format a reader gives (${RUN_FORMATS.join(", ")}), got ${shown(run.format)}`);
  }
  if (run.models !== void 0) checkTextList(run.models, "models", fail);
  const { model, judgement, config, problems } = run;
  parseCanonical(
    {
      format: CANONICAL_FORMAT,
      ...model === void 0 ? {} : { model },
      ...judgement === void 0 ? {} : { judgement },
      config,
      problems
    },
    side,
    { samples: true }
  );
  checkConfigSources(run.configSources, fail);
  checkTextList(run.warnings, "warnings", fail);
  if (run.positional !== void 0 && typeof run.positional !== "boolean")
    throw fail("positional", `expected true or false, got ${shown(run.positional)}`);
  if (run.mlflow !== void 0) checkMlflowOrigin(run.mlflow, "mlflow", fail);
  if (run.mlflowRuns !== void 0) checkMlflowRuns(run.mlflowRuns, fail);
  if (run.scoreGaps !== void 0) checkScoreGaps(run.scoreGaps, fail);
  return run;
}

// src/library.ts
var VERSION = package_default.version;
function mlflowOf({ env }) {
  if (env === void 0) return () => mlflowSettingsFrom(process.env, () => {
  }, tmpdir());
  if (!isRecord(env)) {
    throw new InputError(
      `env: expected an object of environment variables such as { MLFLOW_TRACKING_URI: 'https://mlflow.example.com' }, got ${shown(env)}`
    );
  }
  for (const [name, value] of Object.entries(env)) {
    if (value !== void 0 && typeof value !== "string")
      throw new InputError(`env: ${name}: expected a string, got ${shown(value)}`);
  }
  return () => mlflowSettingsFrom(env, () => {
  }, tmpdir(), "the env option, which replaces process.env,");
}
var READ_RESULTS_KEYS = ["format", "criterion", "config", "scoreField", "env"];
var InternalError = class extends Error {
  name = "InternalError";
};
var READ_KEYS = [
  "format",
  "criterion",
  "baselineConfig",
  "candidateConfig",
  "baselineName",
  "candidateName",
  "scoreField",
  "env"
];
var keyOf = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
var LIBRARY_NAMING = {
  name: keyOf,
  hints: {
    set: (option, value) => `${keyOf(option)}: ${typeof value === "number" ? value : `'${value}'`}`,
    choose: (option) => `the option ${keyOf(option)}`,
    option: (option, value) => value === void 0 ? `the option ${keyOf(option)}` : `${keyOf(option)}: '${value}'`,
    report: (command) => `${keyOf(command.replace(/ /g, "-"))} resolves to it`,
    commands: false
  }
};
function unknownOption(key, entry, keys) {
  const name = keyOf(key);
  const same = (SETTINGS_OPTIONS[cliName(name)] ?? []).map(keyOf).filter((option) => keys.includes(option));
  const meant = same.length > 0 ? same : meantWords(name, keys);
  const guess = meant.length > 0 ? ` (did you mean ${meant.join(" or ")}?)` : "";
  return new InputError(`unknown option ${JSON.stringify(key)}${guess}; ${entry} takes ${keys.join(", ")}`);
}
function optionsObject(given, entry, keys) {
  if (!isRecord(given)) {
    throw new InputError(`${entry}: expected an object of options (${keys.join(", ")}), got ${shown(given)}`);
  }
  for (const [key, value] of Object.entries(given)) {
    if (value !== void 0 && !keys.includes(key)) throw unknownOption(key, entry, keys);
  }
  return given;
}
var cliName = (key) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
function cliNamed(given) {
  const named = {};
  for (const [key, value] of Object.entries(given)) if (value !== void 0) named[cliName(key)] = value;
  return named;
}
function readOptions(given, configOption, config) {
  const { format, criterion, scoreField } = given;
  const input = { format, criterion, "score-field": scoreField };
  return runRead(new OptionParser(LIBRARY_NAMING), input, cliName(configOption), config);
}
function checkSource(source, name) {
  if (typeof source === "string" && source !== "") return source;
  if (isRecord(source)) return checkedRun(source, name);
  throw new InputError(
    `${name}: expected the path of a results file, or results as readResults returns them, got ${shown(source)}`
  );
}
function readOptionsApply(given, runs) {
  if (runs.some((run) => typeof run === "string")) return;
  for (const key of ["format", "criterion", "scoreField"]) {
    const value = given[key];
    if (value === void 0 || key === "format" && value === "auto") continue;
    const which = runs.length === 1 ? "the baseline is" : "both runs are";
    throw new InputError(
      `${key}: applies to a results file, and ${which} results read already: give it to readResults (readResults(path, { ${key}: '${value}' }))`
    );
  }
}
async function reportingBugs(work) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InternalError(describeFailure(error, VERSION).message, { cause: error });
  }
}
function readResults(path, options = {}) {
  return reportingBugs(async () => {
    if (typeof path !== "string" || path === "")
      throw new InputError("readResults: expected the path of a results file");
    const given = optionsObject(options, "readResults", READ_RESULTS_KEYS);
    if (await isGlob(path)) {
      throw new InputError(
        `${path}: no such file; readResults reads one file: it does not expand a glob or merge files (compare and gate do)`
      );
    }
    const read = readOptions(given, "config", given.config);
    const settings = mlflowOf(given);
    const mlflow = isMlflowUri(path) ? { mlflow: settings() } : {};
    return loadResults(path, { ...read, samples: true, ...mlflow });
  });
}
async function runRequest(request, env) {
  const { report } = await runGate(request, { mlflow: mlflowOf(env), cwd: process.cwd(), hints: LIBRARY_NAMING.hints });
  return report;
}
function compare(request) {
  return reportingBugs(async () => {
    if (typeof request !== "object" || request === null) {
      throw new InputError("compare: expected an object such as { baseline, candidate, k: 1 }");
    }
    if (request.anchor !== void 0) {
      throw new InputError(
        "compare: anchor makes a gate of two checks (the drift check): use gate({ checks: [{ name, baseline, candidate, anchor }] })"
      );
    }
    const keys = ["baseline", "candidate", ...Object.keys(OPTION_NAMES), ...READ_KEYS];
    const { baseline, candidate, ...given } = optionsObject(request, "compare", keys);
    const runs = { baseline: checkSource(baseline, "baseline"), candidate: checkSource(candidate, "candidate") };
    const parsed = comparisonRequest({ ...cliNamed(given), ...runs }, LIBRARY_NAMING);
    readOptionsApply(given, [runs.baseline, runs.candidate]);
    return JSON.parse(reportJson(comparisonView(await runRequest(parsed, request))));
  });
}
function gate(config, options = {}) {
  return reportingBugs(async () => {
    if (typeof config !== "string" && (typeof config !== "object" || config === null)) {
      throw new InputError("gate: expected the path of a config file, or an object such as { checks: [...] }");
    }
    const given = optionsObject(options, "gate", ["env"]);
    const request = typeof config === "string" ? await readGateConfig(config, void 0, "call compare({ baseline, candidate })") : gateConfigFromObject(config);
    return JSON.parse(reportJson(await runRequest(request, given)));
  });
}
var SEQUENTIAL_KEYS = [
  "looks",
  "k",
  "metric",
  "submit",
  "margin",
  "confidence",
  "failOn",
  "matchConfig",
  "requireConfig",
  "seed"
];
function sequentialPlan(request) {
  return reportingBugs(async () => {
    if (typeof request !== "object" || request === null) {
      throw new InputError("sequentialPlan: expected an object such as { baseline, looks: 4 }");
    }
    const { baseline, format, criterion, config, scoreField, env, ...rest } = optionsObject(request, "sequentialPlan", [
      "baseline",
      ...READ_RESULTS_KEYS,
      ...SEQUENTIAL_KEYS
    ]);
    const options = parseSequentialOptions(cliNamed(rest), LIBRARY_NAMING);
    const source = checkSource(baseline, "baseline");
    const read = readOptions({ format, criterion, scoreField }, "config", config);
    readOptionsApply({ format, criterion, scoreField }, [source]);
    const { plan, run, notes } = await runSequentialPlan(source, read, options, mlflowOf({ env }), LIBRARY_NAMING);
    return { ...plan, notes: [...notes, ...baselineNotes(run, plan, LIBRARY_NAMING)] };
  });
}
function sequentialLook(request) {
  return reportingBugs(async () => {
    if (typeof request !== "object" || request === null) {
      throw new InputError("sequentialLook: expected an object such as { plan, baseline, candidate }");
    }
    const given = optionsObject(request, "sequentialLook", [
      "plan",
      "baseline",
      "candidate",
      "previous",
      ...READ_KEYS.filter((key) => !key.endsWith("Name"))
    ]);
    const runs = {
      baseline: checkSource(given.baseline, "baseline"),
      candidate: checkSource(given.candidate, "candidate")
    };
    readOptionsApply(given, [runs.baseline, runs.candidate]);
    const { report } = await runSequentialLook(
      {
        plan: given.plan,
        previous: given.previous,
        ...runs,
        baselineRead: readOptions(given, "baselineConfig", given.baselineConfig),
        candidateRead: readOptions(given, "candidateConfig", given.candidateConfig),
        naming: LIBRARY_NAMING,
        fileNaming: LIBRARY_NAMING
      },
      mlflowOf(given)
    );
    return report;
  });
}
export {
  InputError,
  InternalError,
  VERSION,
  compare,
  gate,
  readResults,
  sequentialLook,
  sequentialPlan
};

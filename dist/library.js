import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunks/chunk-V3OHXLTA.js";
import {
  package_default
} from "./chunks/chunk-CWFHMLKL.js";
import {
  baselineNotes,
  runSequentialLook,
  runSequentialPlan
} from "./chunks/chunk-X3A6HBH6.js";
import "./chunks/chunk-DTQLFJQX.js";
import {
  gateConfigFromObject,
  mlflowSettingsFrom,
  readGateConfig
} from "./chunks/chunk-SLGQJVRD.js";
import {
  comparisonRequest,
  describeFailure,
  runGate,
  runRead
} from "./chunks/chunk-KX46EIE3.js";
import {
  loadResults
} from "./chunks/chunk-XF56DDLY.js";
import "./chunks/chunk-C6H724NB.js";
import "./chunks/chunk-GHXDGYA2.js";
import "./chunks/chunk-XUVCIDXQ.js";
import {
  OPTION_NAMES,
  OptionParser
} from "./chunks/chunk-CVUIABPZ.js";
import "./chunks/chunk-VUGPYNW3.js";
import "./chunks/chunk-A5OPUNB3.js";
import {
  comparisonView,
  reportJson
} from "./chunks/chunk-L7FLDV5U.js";
import "./chunks/chunk-MNOXM4LW.js";
import "./chunks/chunk-XTVCOZXR.js";
import "./chunks/chunk-I4N5P2OH.js";
import {
  InputError,
  MAX_SAMPLES,
  isMlflowUri,
  isRecord,
  isSampleCount,
  shown
} from "./chunks/chunk-MIFTKWPS.js";
import "./chunks/chunk-T6J2QFXX.js";

// src/library.ts
import { tmpdir } from "node:os";
var VERSION = package_default.version;
function mlflowOf(options) {
  const { env } = options;
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
var readByUs = /* @__PURE__ */ new WeakSet();
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
    set: (option, value) => `${keyOf(option)}: '${value}'`,
    choose: (option) => `the option ${keyOf(option)}`,
    option: (option, value) => value === void 0 ? `the option ${keyOf(option)}` : `${keyOf(option)}: '${value}'`,
    report: (command) => `${keyOf(command.replace(/ /g, "-"))} resolves to it`,
    commands: false
  }
};
function optionsObject(given, entry, keys) {
  if (given === void 0) return {};
  if (!isRecord(given)) {
    throw new InputError(`${entry}: expected an object of options (${keys.join(", ")}), got ${shown(given)}`);
  }
  for (const [key, value] of Object.entries(given)) {
    if (value !== void 0 && !keys.includes(key)) {
      throw new InputError(`unknown option ${JSON.stringify(key)}; ${entry} takes ${keys.join(", ")}`);
    }
  }
  return given;
}
var cliName = (key) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
function settingsOf(request) {
  const settings = {};
  for (const [key, value] of Object.entries(request)) {
    if (key === "baseline" || key === "candidate" || value === void 0) continue;
    if (!Object.hasOwn(OPTION_NAMES, key) && !READ_KEYS.includes(key)) {
      const options = [...Object.keys(OPTION_NAMES), ...READ_KEYS].join(", ");
      throw new InputError(`unknown option ${JSON.stringify(key)}; compare takes ${options}`);
    }
    settings[cliName(key)] = value;
  }
  return settings;
}
function readOptions(given, configOption, config) {
  const { format, criterion, scoreField } = given;
  const input = { format, criterion, "score-field": scoreField };
  return runRead(new OptionParser(LIBRARY_NAMING), input, cliName(configOption), config);
}
function checkSource(source, name) {
  if (typeof source === "string" && source !== "") return source;
  if (typeof source === "object" && source !== null && readByUs.has(source)) return checkedCounts(source, name);
  throw new InputError(`${name}: expected the path of a results file, or results returned by readResults`);
}
function checkedCounts(run, name) {
  const changed = (where, what) => new InputError(`${name}: ${where}: ${what} (the results were changed after readResults returned them)`);
  const { problems } = run;
  if (!Array.isArray(problems)) throw changed("problems", `expected a list of problems, got ${shown(problems)}`);
  problems.forEach((problem, i) => {
    if (!isRecord(problem)) throw changed(`problems[${i}]`, `expected a problem, got ${shown(problem)}`);
    const { id, n, c } = problem;
    const where = `problems[${i}] (${shown(id)})`;
    if (!isSampleCount(n))
      throw changed(where, `n must be a whole number of samples from 1 to ${MAX_SAMPLES}, got ${shown(n)}`);
    if (typeof c !== "number" || !Number.isInteger(c) || c < 0 || c > n)
      throw changed(where, `c must be a whole number from 0 to n = ${n}, got ${shown(c)}`);
  });
  return run;
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
    const read = readOptions(given, "config", given.config);
    const settings = mlflowOf(given);
    const mlflow = isMlflowUri(path) ? { mlflow: settings() } : {};
    const run = await loadResults(path, { ...read, samples: true, ...mlflow });
    readByUs.add(run);
    return run;
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
    if ("anchor" in request) {
      throw new InputError(
        "compare: anchor makes a gate of two checks (the drift check): use gate({ checks: [{ name, baseline, candidate, anchor }] })"
      );
    }
    const baseline = checkSource(request.baseline, "baseline");
    const candidate = checkSource(request.candidate, "candidate");
    const parsed = comparisonRequest({ ...settingsOf(request), baseline, candidate }, LIBRARY_NAMING);
    return JSON.parse(reportJson(comparisonView(await runRequest(parsed, request))));
  });
}
function gate(config, options = {}) {
  return reportingBugs(async () => {
    if (typeof config !== "string" && (typeof config !== "object" || config === null)) {
      throw new InputError("gate: expected the path of a config file, or an object such as { checks: [...] }");
    }
    const given = optionsObject(options, "gate", ["env"]);
    const request = typeof config === "string" ? await readGateConfig(config) : gateConfigFromObject(config);
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
    const raw = {};
    for (const [key, value] of Object.entries(rest)) if (value !== void 0) raw[cliName(key)] = value;
    const options = parseSequentialOptions(raw, LIBRARY_NAMING);
    const source = checkSource(baseline, "baseline");
    const read = readOptions({ format, criterion, scoreField }, "config", config);
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
    const { report } = await runSequentialLook(
      {
        plan: given.plan,
        previous: given.previous,
        baseline: checkSource(given.baseline, "baseline"),
        candidate: checkSource(given.candidate, "candidate"),
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

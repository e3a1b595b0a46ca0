import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  parseSequentialOptions
} from "./chunks/chunk-K2CVFQ22.js";
import {
  package_default
} from "./chunks/chunk-C6JTFUA3.js";
import {
  runSequentialLook,
  runSequentialPlan
} from "./chunks/chunk-JBSJDBQP.js";
import "./chunks/chunk-HLX3WENG.js";
import {
  gateConfigFromObject,
  readGateConfig
} from "./chunks/chunk-YKPUO6ML.js";
import {
  comparisonRequest,
  describeFailure,
  runGate
} from "./chunks/chunk-G4MURJUA.js";
import "./chunks/chunk-T3M2IQ3W.js";
import "./chunks/chunk-AKERKKCA.js";
import {
  OPTION_NAMES
} from "./chunks/chunk-EX35ERVA.js";
import "./chunks/chunk-6GAESIC3.js";
import "./chunks/chunk-PUMXIS5A.js";
import {
  comparisonView,
  reportJson
} from "./chunks/chunk-ZIZEIZJI.js";
import {
  loadResults,
  mlflowSettingsFrom
} from "./chunks/chunk-N7W6QGN5.js";
import {
  isMlflowUri
} from "./chunks/chunk-W2FY2FMB.js";
import "./chunks/chunk-STOPAB27.js";
import "./chunks/chunk-XXSZLQWQ.js";
import {
  InputError
} from "./chunks/chunk-M67VOLYC.js";
import "./chunks/chunk-T6J2QFXX.js";

// src/library.ts
import { tmpdir } from "node:os";
var VERSION = package_default.version;
function mlflowOf(options) {
  return () => mlflowSettingsFrom(options.env ?? process.env, () => {
  }, tmpdir());
}
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
function checkSource(source, name) {
  if (typeof source === "string" && source !== "") return source;
  if (typeof source === "object" && source !== null && readByUs.has(source)) return source;
  throw new InputError(`${name}: expected the path of a results file, or results returned by readResults`);
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
    const { format, criterion, config } = options;
    const mlflow = isMlflowUri(path) ? { mlflow: mlflowOf(options)() } : {};
    const run = await loadResults(path, { format, criterion, config, configName: "config", ...mlflow });
    readByUs.add(run);
    return run;
  });
}
async function runRequest(request, env) {
  const { report } = await runGate(request, { mlflow: mlflowOf(env) });
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
    const parsed = comparisonRequest({ ...settingsOf(request), baseline, candidate }, { name: keyOf });
    return JSON.parse(reportJson(comparisonView(await runRequest(parsed, request))));
  });
}
function gate(config, options = {}) {
  return reportingBugs(async () => {
    if (typeof config !== "string" && (typeof config !== "object" || config === null)) {
      throw new InputError("gate: expected the path of a config file, or an object such as { checks: [...] }");
    }
    const request = typeof config === "string" ? await readGateConfig(config) : gateConfigFromObject(config);
    return JSON.parse(reportJson(await runRequest(request, options)));
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
    const { baseline, format, criterion, config, env, ...rest } = request;
    const raw = {};
    for (const [key, value] of Object.entries(rest)) {
      if (!SEQUENTIAL_KEYS.includes(key)) {
        const keys = ["baseline", "format", "criterion", "config", "env", ...SEQUENTIAL_KEYS].join(", ");
        throw new InputError(`unknown option ${JSON.stringify(key)}; sequentialPlan takes ${keys}`);
      }
      if (value !== void 0) raw[cliName(key)] = value;
    }
    const options = parseSequentialOptions(raw, { name: keyOf });
    const source = checkSource(baseline, "baseline");
    const read = { format, criterion, config, configName: "config" };
    return (await runSequentialPlan(source, read, options, mlflowOf({ env }))).plan;
  });
}
function sequentialLook(request) {
  return reportingBugs(async () => {
    if (typeof request !== "object" || request === null) {
      throw new InputError("sequentialLook: expected an object such as { plan, baseline, candidate }");
    }
    const read = { format: request.format, criterion: request.criterion };
    const { report } = await runSequentialLook(
      {
        plan: request.plan,
        previous: request.previous,
        baseline: checkSource(request.baseline, "baseline"),
        candidate: checkSource(request.candidate, "candidate"),
        baselineRead: { ...read, config: request.baselineConfig, configName: "baselineConfig" },
        candidateRead: { ...read, config: request.candidateConfig, configName: "candidateConfig" }
      },
      mlflowOf(request)
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

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  InputError,
  configValuesEqual,
  quoted,
  settingName,
  shown
} from "./chunk-6H7HEUSY.js";

// src/io/mlflow-uri.ts
var DEFAULT_ARTIFACT = "per_problem_counts.json";
function isMlflowUri(path) {
  return path.startsWith("runs:/") || path.startsWith("models:/");
}
var FORMS = "runs:/<run_id>, runs:/<run_id>/<artifact path>, models:/<name>@<alias> or models:/<name>/<version>";
function malformed(uri, why) {
  return new InputError(`${quoted(uri, 120)}: ${why} (the forms read are ${FORMS})`);
}
function artifactPath(uri, path) {
  const segments = path.split("/");
  if (segments.some((segment) => segment === "" || segment === "." || segment === ".."))
    throw malformed(uri, `${quoted(path, 80)} is not a path inside the run`);
  return path;
}
function parseMlflowUri(uri) {
  if (/[\s\u0000-\u001f\u007f]/.test(uri)) throw malformed(uri, "has spaces or control characters");
  if (uri.startsWith("runs:/")) {
    const rest2 = uri.slice("runs:/".length).replace(/^\/+/, "");
    const slash = rest2.indexOf("/");
    const runId = slash === -1 ? rest2 : rest2.slice(0, slash);
    const path = slash === -1 ? "" : rest2.slice(slash + 1).replace(/\/+$/, "");
    if (runId === "") throw malformed(uri, "names no run id");
    return { kind: "run", runId, artifact: path === "" ? DEFAULT_ARTIFACT : artifactPath(uri, path) };
  }
  if (!uri.startsWith("models:/")) throw malformed(uri, "is not an MLflow URI");
  const rest = uri.slice("models:/".length).replace(/^\/+/, "");
  const parts = rest.split("/");
  if (parts.length === 1) {
    const at = rest.lastIndexOf("@");
    if (at === 0) throw malformed(uri, "names no registered model before the @");
    if (at > 0 && at === rest.length - 1) throw malformed(uri, "the alias after the @ is empty");
    if (at < 0) {
      throw malformed(
        uri,
        "names a logged model, not a registered model version; give an alias or a version, or the run"
      );
    }
    return { kind: "alias", name: rest.slice(0, at), alias: rest.slice(at + 1), artifact: DEFAULT_ARTIFACT };
  }
  if (parts.length !== 2 || parts[0] === "" || parts[1] === "")
    throw malformed(uri, "has more than a name and a version");
  const [name, version] = parts;
  if (/^\d+$/.test(version)) return { kind: "version", name, version, artifact: DEFAULT_ARTIFACT };
  if (version.toLowerCase() === "latest") return { kind: "alias", name, alias: "latest", artifact: DEFAULT_ARTIFACT };
  throw malformed(
    uri,
    `${quoted(version, 40)} is a model stage, which MLflow deprecated; name an alias (models:/${name}@champion) or a version`
  );
}

// src/check/config.ts
var ALWAYS_REQUIRED = "temperature";
var GREEDY_IGNORES = ["top_p", "top_k"];
function compareConfigs(baseline, candidate, policy) {
  const { compared } = policy;
  const required = compared.length === 0 ? [] : [ALWAYS_REQUIRED, ...policy.required];
  const keys = [...new Set([...compared, ...required].map(settingName))];
  const others = [.../* @__PURE__ */ new Set([...Object.keys(baseline.config), ...Object.keys(candidate.config)])].filter((key) => !keys.includes(key)).sort();
  const greedy = [baseline, candidate].every(
    (run) => Object.hasOwn(run.config, ALWAYS_REQUIRED) && configValuesEqual(run.config[ALWAYS_REQUIRED], 0)
  );
  const refusals = [];
  const rows = [...keys, ...others].map((key) => {
    const inBaseline = Object.hasOwn(baseline.config, key);
    const inCandidate = Object.hasOwn(candidate.config, key);
    const row = {
      key,
      baseline: inBaseline ? baseline.config[key] : void 0,
      candidate: inCandidate ? candidate.config[key] : void 0,
      checked: keys.includes(key),
      status: "unrecorded"
    };
    if (inBaseline && baseline.configSources[key] !== void 0) row.baselineSource = baseline.configSources[key];
    if (inCandidate && candidate.configSources[key] !== void 0) row.candidateSource = candidate.configSources[key];
    if (inBaseline && inCandidate) row.status = configValuesEqual(row.baseline, row.candidate) ? "equal" : "differs";
    else if (inBaseline || inCandidate || required.includes(key)) row.status = "missing";
    if (row.checked && greedy && GREEDY_IGNORES.includes(key) && !required.includes(key)) row.status = "greedy";
    if (!row.checked) return row;
    if (row.status === "differs") {
      refusals.push({ kind: "config-differs", key, baseline: row.baseline, candidate: row.candidate });
    } else if (row.status === "missing") {
      const missing = [];
      if (!inBaseline) missing.push("baseline");
      if (!inCandidate) missing.push("candidate");
      refusals.push({
        kind: "config-missing",
        key,
        baseline: row.baseline ?? null,
        candidate: row.candidate ?? null,
        missing
      });
    }
    return row;
  });
  return { rows, reasons: refusals.map((r) => configReason(r)), refusals };
}
function configReason(refusal, baseline = "baseline") {
  const { key } = refusal;
  const name = (side2) => side2 === "baseline" ? baseline : side2;
  if (refusal.kind === "config-differs") {
    return `config ${key} differs: ${baseline} ${show(refusal.baseline)}, candidate ${show(refusal.candidate)}`;
  }
  const { missing } = refusal;
  if (missing.length === 2) {
    return baseline === "anchor" ? `config ${key}: recorded by neither run; give it for the candidate, and pick a record that has it` : `config ${key}: recorded by neither run; give it for both`;
  }
  const side = missing[0];
  const other = side === "baseline" ? "candidate" : "baseline";
  const lacks = `config ${key}: not recorded by the ${name(side)} (${name(other)} ${show(refusal[other])})`;
  return side === "baseline" && baseline === "anchor" ? `${lacks}; the anchor was recorded without it, and a record is never rewritten: pick another record` : `${lacks}; give it for the ${name(side)}`;
}
function show(value) {
  return value === void 0 ? "(absent)" : shown(value);
}
function filledConfig(config, side) {
  const other = side === "baseline" ? "candidate" : "baseline";
  const pairs = /* @__PURE__ */ new Map();
  for (const row of config.rows) {
    if (row[`${side}Source`] === "user") pairs.set(row.key, row[side] ?? null);
  }
  for (const r of config.refusals) {
    if (r.kind === "config-missing" && r.missing.includes(side)) {
      pairs.set(r.key, r.missing.includes(other) ? void 0 : r[other]);
    }
  }
  return pairs;
}

export {
  isMlflowUri,
  parseMlflowUri,
  ALWAYS_REQUIRED,
  compareConfigs,
  configReason,
  filledConfig
};

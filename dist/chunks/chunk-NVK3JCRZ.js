import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  INEXACT_INTEGER,
  INEXACT_INTEGER_READ,
  configValuesEqual,
  isInexactInteger,
  nameText,
  settingName,
  shown
} from "./chunk-LPZITCZK.js";
import {
  InputError,
  inputError
} from "./chunk-3VTAZOMP.js";

// src/check/config.ts
var ALWAYS_REQUIRED = "temperature";
var GREEDY_IGNORES = ["top_p", "top_k"];
function compareConfigs(baseline, candidate, policy, baselineName = "baseline") {
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
    refuseInexactValue(row, { baseline, candidate }, baselineName === "anchor");
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
function refuseInexactValue(row, runs, anchored) {
  const side = ["baseline", "candidate"].find((s) => isInexactInteger(row[s]));
  if (side === void 0) return;
  const key = nameText(row.key);
  if (side === "baseline" && anchored) {
    const fix = "the record is never rewritten: pick another record, or record a new run";
    throw inputError(runs.baseline.source, `config ${key}`, `${INEXACT_INTEGER_READ}: ${fix}`);
  }
  if ((side === "baseline" ? row.baselineSource : row.candidateSource) === "user") {
    throw new InputError(`the config given for the ${side}: ${key} ${INEXACT_INTEGER}`);
  }
  throw inputError(runs[side].source, `config ${key}`, INEXACT_INTEGER);
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
  ALWAYS_REQUIRED,
  compareConfigs,
  configReason,
  filledConfig
};

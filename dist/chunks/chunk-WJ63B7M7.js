import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  InputError,
  inputError,
  isRecord,
  isScalar,
  jsonOrUndefined,
  listWords,
  pathOf,
  quoted,
  shown
} from "./chunk-6ZPRL4AT.js";

// node_modules/leven/index.js
var array = [];
var characterCodeCache = [];
function leven(first, second, options) {
  if (first === second) {
    return 0;
  }
  const maxDistance = options?.maxDistance;
  const swap = first;
  if (first.length > second.length) {
    first = second;
    second = swap;
  }
  let firstLength = first.length;
  let secondLength = second.length;
  while (firstLength > 0 && first.charCodeAt(~-firstLength) === second.charCodeAt(~-secondLength)) {
    firstLength--;
    secondLength--;
  }
  let start = 0;
  while (start < firstLength && first.charCodeAt(start) === second.charCodeAt(start)) {
    start++;
  }
  firstLength -= start;
  secondLength -= start;
  if (maxDistance !== void 0 && secondLength - firstLength > maxDistance) {
    return maxDistance;
  }
  if (firstLength === 0) {
    return maxDistance !== void 0 && secondLength > maxDistance ? maxDistance : secondLength;
  }
  let bCharacterCode;
  let result;
  let temporary;
  let temporary2;
  let index = 0;
  let index2 = 0;
  while (index < firstLength) {
    characterCodeCache[index] = first.charCodeAt(start + index);
    array[index] = ++index;
  }
  while (index2 < secondLength) {
    bCharacterCode = second.charCodeAt(start + index2);
    temporary = index2++;
    result = index2;
    for (index = 0; index < firstLength; index++) {
      temporary2 = bCharacterCode === characterCodeCache[index] ? temporary : temporary + 1;
      temporary = array[index];
      result = array[index] = temporary > result ? temporary2 > result ? result + 1 : temporary2 : temporary2 > temporary ? temporary + 1 : temporary2;
    }
    if (maxDistance !== void 0) {
      let rowMinimum = result;
      for (index = 0; index < firstLength; index++) {
        if (array[index] < rowMinimum) {
          rowMinimum = array[index];
        }
      }
      if (rowMinimum > maxDistance) {
        return maxDistance;
      }
    }
  }
  array.length = firstLength;
  characterCodeCache.length = firstLength;
  return maxDistance !== void 0 && result > maxDistance ? maxDistance : result;
}

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

// src/common/decimal.ts
function isDecimalText(text) {
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text);
}

// src/common/config-values.ts
function configValuesEqual(a, b) {
  const normalise = (v) => typeof v === "string" && isDecimalText(v.trim()) ? Number(v) : v;
  return Object.is(normalise(a), normalise(b)) || normalise(a) === normalise(b);
}

// src/common/setting-names.ts
var SETTING_ALIASES = {
  max_tokens: [
    "max_new_tokens",
    "max_completion_tokens",
    "max_output_tokens",
    "maxOutputTokens",
    "max_tokens_to_sample",
    "num_predict",
    "n_predict",
    "max_gen_toks"
  ],
  top_p: ["topP"],
  top_k: ["topK"]
};
function settingName(key) {
  return Object.keys(SETTING_ALIASES).find((name) => SETTING_ALIASES[name].includes(key)) ?? key;
}
function underSettingNames(run, names = Object.keys(SETTING_ALIASES)) {
  const config = { ...run.config };
  const configSources = { ...run.configSources };
  const moved = [];
  for (const name of names) {
    const alias = Object.hasOwn(config, name) ? void 0 : SETTING_ALIASES[name]?.find((a) => Object.hasOwn(config, a));
    if (alias === void 0) continue;
    config[name] = config[alias];
    delete config[alias];
    if (configSources[alias] !== void 0) configSources[name] = configSources[alias];
    delete configSources[alias];
    moved.push([alias, name]);
  }
  return { config, configSources, moved };
}
function movedText(moved) {
  const names = moved.map(([alias, name]) => `${name} as ${alias}`).join(" and ");
  return `${names}: compared as the same setting${moved.length === 1 ? "" : "s"}`;
}

// src/check/config.ts
var ALWAYS_REQUIRED = "temperature";
var GREEDY_IGNORES = ["top_p", "top_k"];
function movedNotes(baseline, candidate) {
  if (baseline.length > 0 && baseline.join() === candidate.join()) return [`both runs record ${movedText(baseline)}`];
  return [
    ...baseline.length > 0 ? [`the baseline records ${movedText(baseline)}`] : [],
    ...candidate.length > 0 ? [`the candidate records ${movedText(candidate)}`] : []
  ];
}
function compareConfigs(baselineRun, candidateRun, policy) {
  const { compared } = policy;
  const required = compared.length === 0 ? [] : [ALWAYS_REQUIRED, ...policy.required];
  const keys = [...new Set([...compared, ...required].map(settingName))];
  const baseline = underSettingNames(baselineRun, keys);
  const candidate = underSettingNames(candidateRun, keys);
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
  const notes = movedNotes(baseline.moved, candidate.moved);
  return { rows, reasons: refusals.map((r) => configReason(r)), refusals, notes };
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

// src/load/user-config.ts
import { basename } from "node:path";
var KEY = /^[A-Za-z_][\w.-]*$/;
var MATCHED_SETTINGS = ["temperature", "top_p", "top_k", "max_tokens"];
var OTHER_SETTINGS = [
  // sampling beyond top_p and top_k (vLLM, Hugging Face, Ollama, OpenRouter)
  "min_p",
  "top_a",
  "typical_p",
  // OpenAI (chat, completions, responses) and vLLM's SamplingParams
  "n",
  "best_of",
  "seed",
  "stop",
  "stop_token_ids",
  "min_tokens",
  "max_completion_tokens",
  "max_output_tokens",
  "presence_penalty",
  "frequency_penalty",
  "repetition_penalty",
  "logit_bias",
  "logprobs",
  "top_logprobs",
  "reasoning_effort",
  "ignore_eos",
  "use_beam_search",
  // Hugging Face generate
  "do_sample",
  "max_new_tokens",
  "min_new_tokens",
  "max_length",
  "min_length",
  "max_time",
  "stop_strings",
  "epsilon_cutoff",
  "eta_cutoff",
  "num_beams",
  "num_beam_groups",
  "diversity_penalty",
  "length_penalty",
  "early_stopping",
  "penalty_alpha",
  "no_repeat_ngram_size",
  "encoder_repetition_penalty",
  "num_return_sequences",
  // Anthropic
  "stop_sequences",
  "max_tokens_to_sample",
  "thinking",
  "budget_tokens",
  // Gemini, as its REST API and its Python SDK name them
  "maxOutputTokens",
  "candidateCount",
  "candidate_count",
  "stopSequences",
  "presencePenalty",
  "frequencyPenalty",
  "thinkingBudget",
  "thinking_budget",
  // Ollama and llama.cpp
  "num_predict",
  "num_ctx",
  "num_keep",
  "repeat_penalty",
  "repeat_last_n",
  "mirostat",
  "mirostat_eta",
  "mirostat_tau",
  "tfs_z",
  "n_predict",
  "n_ctx",
  // lm-eval, bigcode-evaluation-harness, evalplus and Inspect
  "until",
  "max_gen_toks",
  "max_length_generation",
  "n_samples",
  "greedy",
  "stop_seqs",
  "num_choices",
  "reasoning_tokens"
];
function comparedName(key) {
  const snake = key.replace(/([a-z\d])([A-Z])/g, "$1_$2");
  return snake === key ? void 0 : MATCHED_SETTINGS.find((setting) => setting === snake.toLowerCase());
}
function looseKey(key) {
  return key.toLowerCase().replace(/[-_\s]+/g, "_");
}
function nearMisses(key, known) {
  const keys = new Set(known);
  if (keys.has(key)) return [];
  const loose = looseKey(key);
  const starts = [];
  const edits = [];
  for (const other of keys) {
    const target = looseKey(other);
    if (target.startsWith(loose) && loose.length >= 3) {
      starts.push({ key: other, distance: target.length - loose.length });
      continue;
    }
    const distance = leven(loose, target);
    const allowed = loose.length >= 5 ? 2 : loose.length >= 3 && target.length === loose.length + 1 ? 1 : 0;
    if (distance <= allowed) edits.push({ key: other, distance });
  }
  const found = starts.length > 0 ? starts : edits;
  const closest = Math.min(...found.map((f) => f.distance));
  return found.filter((f) => f.distance === closest).map((f) => f.key);
}
function checkSettingNames(keys, recorded, what, whose) {
  const known = /* @__PURE__ */ new Set([...MATCHED_SETTINGS, ...OTHER_SETTINGS, ...recorded]);
  for (const key of keys) {
    const compared = known.has(key) ? void 0 : comparedName(key);
    if (compared !== void 0) {
      throw new InputError(`${what}: write ${quoted(key)} as ${compared}, the name the gate compares`);
    }
    const near = nearMisses(key, known);
    if (near.length > 0) {
      throw new InputError(
        `${what}: ${quoted(key)} is not a known setting and ${whose}: did you mean ${listWords(near)}?`
      );
    }
  }
}
function isConfigPairs(spec) {
  return spec.includes("=");
}
var COLON_PAIRS = /^\s*[A-Za-z_][\w.-]*\s*:\s*[^\s,:][^,]*(?:,\s*[A-Za-z_][\w.-]*\s*:\s*[^\s,:][^,]*)*$/;
var BARE_WORD = /^[A-Za-z_][\w-]*$/;
function settingsTextError(spec, what) {
  const written = COLON_PAIRS.test(spec) ? spec.trim() : basename(spec);
  const example = "expected KEY=VALUE (e.g. temperature=0.8)";
  if (COLON_PAIRS.test(written)) {
    const fixed = written.split(",").map((pair) => pair.trim().replace(/\s*:\s*/, "=")).join(",");
    return new InputError(`${what}: ${example}, got ${quoted(written)}, which is no file either: write ${fixed}`);
  }
  if (BARE_WORD.test(written)) {
    return new InputError(`${what}: ${example} or a JSON file, got ${quoted(written)}, which is no file`);
  }
  return void 0;
}
function pairValue(raw, key, what) {
  const text = raw.trim();
  if (text === "") throw new InputError(`${what}: ${key} has no value (write ${key}=VALUE)`);
  if (text === "true" || text === "false") return text === "true";
  if (text === "null") return null;
  if (isDecimalText(text)) {
    const value = Number(text);
    if (!Number.isFinite(value))
      throw new InputError(`${what}: ${key}: ${quoted(text)} is beyond the range of a number`);
    return value;
  }
  if (text.length >= 2 && text.startsWith("'") && text.endsWith("'")) return text.slice(1, -1);
  if (text.startsWith('"')) {
    const value = jsonOrUndefined(text);
    if (typeof value === "string") return value;
    throw new InputError(`${what}: ${key}: ${text} is not a valid quoted string`);
  }
  return text;
}
function splitPairs(spec) {
  const parts = [];
  let start = 0;
  let quoted2 = false;
  for (let i = 0; i < spec.length; i++) {
    const char = spec[i];
    if (quoted2 && char === "\\") i++;
    else if (char === '"') quoted2 = !quoted2;
    else if (char === "," && !quoted2) {
      parts.push(spec.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(spec.slice(start));
  return parts;
}
var RUN_TOGETHER = /\s*[;|]\s*|\s+(?=[A-Za-z_][\w.-]*\s*=)/;
function separatedPairs(part) {
  return part.trim().split(RUN_TOGETHER).filter((piece) => piece !== "").map((piece) => {
    const equals = piece.indexOf("=");
    if (equals === -1) return piece;
    const key = piece.slice(0, equals).trim();
    const value = piece.slice(equals + 1).trim();
    return `${key}=${value.includes("=") && !value.startsWith('"') ? JSON.stringify(value) : value}`;
  }).join(",");
}
function parseConfigPairs(spec, what) {
  const config = /* @__PURE__ */ new Map();
  for (const part of splitPairs(spec)) {
    if (part.trim() === "") continue;
    const equals = part.indexOf("=");
    if (equals === -1) throw new InputError(`${what}: expected key=value, got ${quoted(part.trim())}`);
    const key = part.slice(0, equals).trim();
    if (!KEY.test(key)) throw new InputError(`${what}: ${quoted(key)} is not a config key`);
    if (config.has(key)) throw new InputError(`${what}: ${key} is given twice`);
    const value = part.slice(equals + 1).trim();
    if (value.includes("=") && !value.startsWith('"')) {
      throw new InputError(
        `${what}: ${quoted(part.trim())} reads as one pair, ${key} = ${quoted(value)}: pairs are comma-separated and a value that holds = is double-quoted: write ${separatedPairs(part)}`
      );
    }
    config.set(key, pairValue(value, key, what));
  }
  return Object.fromEntries(config);
}
function pairText(value) {
  if (value === void 0) return "";
  if (typeof value !== "string") return JSON.stringify(value);
  const plain = /^[^",=\s]([^",=]*[^",=\s])?$/.test(value) && !/^(true|false|null)$/.test(value) && !isDecimalText(value);
  return plain ? value : JSON.stringify(value);
}
function configPairsText(pairs) {
  return [...pairs].map(([key, value]) => `${key}=${pairText(value)}`).join(",");
}
function configFromJson(document, file) {
  if (!isRecord(document))
    throw inputError(file, "", 'expected a JSON object of config values, e.g. {"temperature": 0.8}');
  for (const [key, value] of Object.entries(document)) {
    if (!isScalar(value))
      throw inputError(file, pathOf(key), `must be a string, number, boolean or null, not ${shown(value)}`);
  }
  return Object.fromEntries(Object.entries(document));
}
function recordedBy(source) {
  if (source === "filename") return "the file name records";
  if (source === "mlflow") return "the run's MLflow param records";
  if (source === "user") return "the user config gives";
  return "the file records";
}
function withConfigValues(run, values, source, conflict) {
  const added = [];
  for (const [key, value] of values) {
    if (Object.hasOwn(run.config, key)) {
      const recorded = run.config[key];
      if (!configValuesEqual(recorded, value)) throw conflict(key, recorded, value);
      continue;
    }
    added.push([key, value]);
  }
  return {
    ...run,
    config: Object.fromEntries([...Object.entries(run.config), ...added]),
    configSources: Object.fromEntries([
      ...Object.entries(run.configSources),
      ...added.map(([key]) => [key, source])
    ])
  };
}
function mergeUserConfig(run, user, what) {
  checkSettingNames(Object.keys(user), Object.keys(run.config), what, "the run does not record it");
  return withConfigValues(
    run,
    Object.entries(user),
    "user",
    (key, recorded, value) => inputError(
      run.source,
      `config ${key}`,
      `${recordedBy(run.configSources[key])} ${shown(recorded)} but ${what} gives ${shown(value)}; a value the run records cannot be overridden`
    )
  );
}

export {
  leven,
  isMlflowUri,
  parseMlflowUri,
  isDecimalText,
  configValuesEqual,
  MATCHED_SETTINGS,
  nearMisses,
  checkSettingNames,
  isConfigPairs,
  settingsTextError,
  parseConfigPairs,
  configPairsText,
  configFromJson,
  recordedBy,
  withConfigValues,
  mergeUserConfig,
  settingName,
  underSettingNames,
  movedText,
  ALWAYS_REQUIRED,
  compareConfigs,
  configReason,
  filledConfig
};

import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);

// src/common/errors.ts
var InputError = class extends Error {
  constructor(message) {
    super(oneLine(message));
    this.name = "InputError";
  }
};
var UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;
var UNSHOWABLE_RUN = new RegExp(`\\s*(?:${UNSHOWABLE.source})\\s*`, "g");
function oneLine(text, max = 1e3) {
  const flat = text.replace(UNSHOWABLE_RUN, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
function inputError(file, location, what) {
  return new InputError([file, location, what].filter((part) => part !== "").join(": "));
}
function redactSecrets(text, secrets, minLength = 4) {
  return secrets.reduce((out, secret) => secret.length < minLength ? out : out.split(secret).join("***"), text);
}

// src/common/lists.ts
function listIds(ids, limit = 5) {
  const shown2 = ids.slice(0, limit).join(", ");
  return ids.length > limit ? `${shown2} and ${ids.length - limit} more` : shown2;
}
function listWords(items, last = "or") {
  return items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;
}

// src/io/value-text.ts
var MAX_QUOTED = 60;
var MAX_PASTED = 1e3;
var MAX_LINE_VALUE = 300;
var UNSEEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
var EVERY_UNSEEN = new RegExp(UNSEEN, "gu");
function unseenEscaped(text) {
  const unit = (u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, "0")}`;
  return text.replace(EVERY_UNSEEN, (ch) => ch.split("").map(unit).join(""));
}
function unseenRemoved(text) {
  return text.replace(EVERY_UNSEEN, "");
}
function pasteQuoted(text) {
  return unseenEscaped(JSON.stringify(text));
}
function cutText(text, max) {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}
function quoted(text, max = MAX_QUOTED) {
  return pasteQuoted(cutText(text, max));
}
function rawQuoted(text, max = MAX_QUOTED) {
  return `"${unseenEscaped(cutText(text, max).replaceAll("	", "\\t"))}"`;
}
function shown(value) {
  if (typeof value === "string") return quoted(value);
  if (typeof value === "number")
    return Number.isFinite(value) ? String(value) : "a number beyond the range of a double";
  if (typeof value === "boolean" || value === null) return String(value);
  if (value === void 0) return "nothing";
  return Array.isArray(value) ? "a list" : "an object";
}
function nameText(name) {
  return /^[\w@.:/+-]{1,40}$/.test(name) ? name : quoted(name, 40);
}
function shownList(names, limit = 5) {
  const listed = names.slice(0, limit).map(nameText);
  return names.length > limit ? `${listed.join(", ")} and ${names.length - limit} more` : listed.join(", ");
}
function shellWord(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

// src/io/mlflow-uri.ts
var DEFAULT_ARTIFACT = "per_problem_counts.json";
function isMlflowUri(path) {
  return path.startsWith("runs:/") || path.startsWith("models:/");
}
function archivedModel(origin) {
  if (origin.model !== null) return `${origin.model.name} version ${origin.model.version}`;
  return origin.run_name?.trim() || origin.run_id;
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

// src/common/hints.ts
var CLI_HINTS = {
  set: (option, value) => `--${option} ${value} (action input ${option}: ${value})`,
  choose: (option, placeholder) => `--${option} ${placeholder} (action input ${option})`,
  option: (option, value) => value === void 0 ? `--${option}` : `--${option} ${value}`,
  report: (command) => `${command} --json writes it`,
  commands: true
};

// src/common/records.ts
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/formats/values.ts
function isScalar(value) {
  return value === null || typeof value === "string" || typeof value === "boolean" || typeof value === "number" && Number.isFinite(value);
}
var MAX_BARE_KEY = 60;
function pathOf(...segments) {
  let path = "";
  for (const item of segments) {
    const segment = String(item);
    if (segment.length > MAX_BARE_KEY) path += `[${quoted(segment)}]`;
    else if (/^\d+$/.test(segment)) path += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) path += path === "" ? segment : `.${segment}`;
    else path += `[${quoted(segment)}]`;
  }
  return path === "" ? "(top level)" : path;
}
function jsonPath(pointer) {
  return pathOf(
    ...pointer.split("/").slice(1).map((raw) => raw.replace(/~1/g, "/").replace(/~0/g, "~"))
  );
}
function isInexactInteger(value) {
  return typeof value === "number" && Number.isInteger(value) && !Number.isSafeInteger(value);
}
var INEXACT_INTEGER_READ = "is a whole number past 2^53 - 1 (9007199254740991), which JSON readers round to the nearest double (12345678901234567 reads as 12345678901234568)";
var INEXACT_INTEGER = `${INEXACT_INTEGER_READ}: write it as a string`;
function refuseInexactInteger(value, file, path) {
  if (isInexactInteger(value)) throw inputError(file, path, INEXACT_INTEGER);
}
function nonEmptyText(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}
function idText(value) {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return nonEmptyText(value);
}
function matchInPath(file, pattern, depth = Infinity) {
  for (const segment of file.split(/[\\/]/).reverse().slice(0, depth + 1)) {
    const found = pattern.exec(segment)?.[1];
    if (found !== void 0) return found;
  }
  return void 0;
}
function idField(value, file, path, rule) {
  refuseInexactInteger(value, file, path);
  const id = idText(value);
  if (id === void 0) throw inputError(file, path, `${rule}, got ${shown(value)}`);
  return id;
}
function optionalString(value, file, path, rule) {
  if (value === void 0 || value === null) return void 0;
  if (typeof value !== "string") throw inputError(file, path, `${rule}, got ${shown(value)}`);
  return value;
}
var MAX_SAMPLES = 999999999;
function isSampleCount(value) {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_SAMPLES;
}
function scalarEntries(object, rename = (key) => key) {
  const entries = [];
  for (const [key, value] of Object.entries(object)) {
    const name = rename(key);
    if (name !== void 0 && isScalar(value) && value !== null) entries.push([name, value]);
  }
  return Object.fromEntries(entries);
}
function sourcesOf(config, source) {
  return Object.fromEntries(Object.keys(config).map((key) => [key, source]));
}
function chooseJudgement(names, criterion, file, words, hints = CLI_HINTS) {
  const { kind, has } = words;
  const wanted = criterion?.trim() ?? "";
  if (wanted !== "") {
    if (!names.includes(wanted)) {
      throw inputError(
        file,
        "",
        `has no ${has} the ${kind} ${quoted(wanted)} given as criterion (its ${kind}s: ${shownList(names) || "none"})`
      );
    }
    return wanted;
  }
  if (names.length > 1) {
    throw inputError(
      file,
      "",
      `has ${has} ${names.length} ${kind}s (${shownList(names)}); choose one with ${hints.choose("criterion", kind.toUpperCase())}`
    );
  }
  if (names.length === 0) throw inputError(file, "", words.none);
  return names[0];
}
function missingField(record, field, what, harness, harnessKeys) {
  const keys = Object.keys(record);
  const others = keys.filter((key) => !harnessKeys.includes(key));
  if (others.length === 1) return `has ${nameText(others[0])} where ${harness} writes ${field} (${what})`;
  return `has no ${field} (${what}); ${keys.length === 0 ? "it has no keys" : `its keys: ${shownList(keys)}`}`;
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
function underSettingNames(run) {
  const config = { ...run.config };
  const configSources = { ...run.configSources };
  const moved = [];
  for (const name of Object.keys(SETTING_ALIASES)) {
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

export {
  InputError,
  UNSHOWABLE,
  oneLine,
  inputError,
  redactSecrets,
  listIds,
  listWords,
  MAX_PASTED,
  MAX_LINE_VALUE,
  UNSEEN,
  unseenEscaped,
  unseenRemoved,
  pasteQuoted,
  quoted,
  rawQuoted,
  shown,
  nameText,
  shownList,
  shellWord,
  isMlflowUri,
  archivedModel,
  parseMlflowUri,
  CLI_HINTS,
  isRecord,
  isDecimalText,
  configValuesEqual,
  isScalar,
  pathOf,
  jsonPath,
  isInexactInteger,
  INEXACT_INTEGER_READ,
  INEXACT_INTEGER,
  refuseInexactInteger,
  nonEmptyText,
  idText,
  matchInPath,
  idField,
  optionalString,
  MAX_SAMPLES,
  isSampleCount,
  scalarEntries,
  sourcesOf,
  chooseJudgement,
  missingField,
  settingName,
  underSettingNames,
  movedText
};

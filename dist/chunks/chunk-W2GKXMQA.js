import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  configValuesEqual,
  isDecimalText
} from "./chunk-JOUIESA3.js";
import {
  nameText,
  quoted,
  shown,
  shownList
} from "./chunk-XLXPZMAI.js";
import {
  jsonOrUndefined
} from "./chunk-2IY5XYEX.js";
import {
  InputError,
  inputError
} from "./chunk-VBUAAWAK.js";

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
function chooseJudgement(names, criterion, file, words) {
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
      `has ${has} ${names.length} ${kind}s (${shownList(names)}); choose one with --criterion ${kind.toUpperCase()} (action input criterion)`
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

// src/load/user-config.ts
import { basename } from "node:path";
var KEY = /^[A-Za-z_][\w.-]*$/;
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
function parseConfigPairs(spec, what) {
  const config = /* @__PURE__ */ new Map();
  for (const part of splitPairs(spec)) {
    if (part.trim() === "") continue;
    const equals = part.indexOf("=");
    if (equals === -1) throw new InputError(`${what}: expected key=value, got ${quoted(part.trim())}`);
    const key = part.slice(0, equals).trim();
    if (!KEY.test(key)) throw new InputError(`${what}: ${quoted(key)} is not a config key`);
    if (config.has(key)) throw new InputError(`${what}: ${key} is given twice`);
    config.set(key, pairValue(part.slice(equals + 1), key, what));
  }
  return Object.fromEntries(config);
}
function pairText(value) {
  if (value === void 0) return "";
  if (typeof value !== "string") return JSON.stringify(value);
  const plain = /^[^",\s]([^",]*[^",\s])?$/.test(value) && !/^(true|false|null)$/.test(value) && !isDecimalText(value);
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
  isRecord,
  isScalar,
  pathOf,
  jsonPath,
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
  isConfigPairs,
  settingsTextError,
  parseConfigPairs,
  configPairsText,
  configFromJson,
  recordedBy,
  withConfigValues,
  mergeUserConfig
};
